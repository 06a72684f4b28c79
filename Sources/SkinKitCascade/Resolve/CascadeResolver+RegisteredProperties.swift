import SkinKitProperties
import SkinKitSyntax

// Registered custom properties (`@property`): values read by their syntax and computed.
extension CascadeResolver {
  /// A registered property's declared value (its `var()`s substituted) computed by its
  /// syntax, as tokens of Chromium's serialization (`2em` → `32px`); when it does not match
  /// the syntax, `unset` (the value the property would inherit, or its initial value), as
  /// CSS Properties and Values API 1 §2.4 says of a value invalid at computed-value time.
  mutating func registeredValue(
    _ registration: PropertyRegistration, _ tokens: [Token], unset: [Token]?,
    context: ComputeContext, range: SourceRange,
    dependencies: inout RegisteredSyntax.Dependencies
  ) -> [Token]? {
    if registration.syntax.isUniversal { return tokens }
    guard
      let text = registration.syntax.computedText(
        tokens[...], context: context, dependencies: &dependencies)
    else {
      report(
        .invalidAtComputedTime,
        "'\(ValueReader.describe(tokens[...]))' is not a '\(registration.syntax)', as @property registers '\(registration.name)'; it behaves as 'unset'",
        range)
      return unset
    }
    return Tokenizer.tokenize(text)
  }
}

extension RegisteredSyntax.Dependencies {
  /// What a value read of the element itself (not of the environment, the same for a pass).
  var readsElement: Bool { !subtracting(.environment).isEmpty }
}
