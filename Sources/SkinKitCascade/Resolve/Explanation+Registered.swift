import SkinKitProperties
import SkinKitSyntax

extension StyleCascade {
  /// Whether a registered custom property's winning declaration gives a value of its syntax
  /// (else it was invalid at computed-value time). Its `var()`s are substituted from the
  /// element's own custom properties, as the resolver substituted them.
  static func isOfSyntax(
    _ declaration: CompiledDeclaration, _ registration: PropertyRegistration,
    style: ComputedStyle
  ) -> Bool {
    guard case .unparsed(let tokens, _) = declaration.value else { return true }
    var tooLarge = false
    guard
      let substituted = CascadeResolver.substitutingVariables(
        tokens, style.customProperties, tooLarge: &tooLarge)
    else { return false }
    if DeclaredValue(cssWideKeyword: Self.onlyWord(substituted)) != nil { return true }
    var needs = RegisteredSyntax.Dependencies()
    return registration.syntax.computedText(
      substituted[...], context: ComputeContext(), dependencies: &needs) != nil
  }

  /// The lowercase identifier a value is, whitespace aside (empty when it is not one).
  private static func onlyWord(_ tokens: [Token]) -> String {
    let significant = tokens.filter { !$0.isWhitespace }
    guard significant.count == 1, significant[0].kind == .ident else { return "" }
    return significant[0].value.asciiLowercased
  }
}
