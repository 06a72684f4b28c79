import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// A custom property registered by an `@property` rule (CSS Properties and Values API 1 §3):
/// its syntax, whether it inherits, and its initial value, computed.
package struct PropertyRegistration: Sendable, Hashable {
  /// The custom property's name, with its `--`.
  package let name: String
  package let syntax: RegisteredSyntax
  package let inherits: Bool
  /// The initial value's computed tokens; `nil` for none (the guaranteed-invalid value, which
  /// only the universal syntax `*` may have). Computed in no environment (viewport units are
  /// 0) when ``initialReadsEnvironment``.
  package let initialValue: [Token]?
  /// The initial value as written, when it has viewport units (computed again in each
  /// environment, as Chromium computes it against the viewport).
  package let initialReadsEnvironment: [Token]?
  /// The whole rule.
  package let range: SourceRange
  /// The `@media` conditions the rule sits in (all must hold for it to count).
  package let media: [MediaQueryList]
  /// Where the rule sits in the cascade: between two rules of one name, a later layer beats an
  /// earlier one and no layer beats every layer, as Chromium orders `@property` rules (CSS
  /// Cascade 5 §6.4 for name-defining rules); within one layer, the later rule wins.
  package let origin: CascadeOrigin
  package let layer: LayerName?
}

// `@property` rules: read, checked as CSS checks them, and kept in order of appearance.
extension StylesheetCompiler {
  mutating func compileProperty(_ index: Int, of input: SheetInput, _ context: Context) {
    let (syntax, file) = (input.syntax, input.file)
    let node = syntax.nodes[index]
    let whole = SourceRange(file: file, bytes: node.bytes)
    let prelude = syntax.tokens(of: node).filter { !$0.isWhitespace }
    guard context.parent == nil else {
      report(.invalidPropertyRule, "@property is allowed only outside rules; ignored", whole)
      return
    }
    guard prelude.count == 1, let nameToken = prelude.first, nameToken.kind == .ident,
      nameToken.value.hasPrefix("--"), nameToken.value.count > 2
    else {
      report(
        .invalidPropertyRule,
        "expected a custom property name like '--accent' after @property; the rule is ignored",
        SourceRange(file: file, bytes: node.partBytes))
      return
    }
    let name = nameToken.value
    guard node.flag else {
      report(.invalidPropertyRule, "@property \(name) needs a block of descriptors", whole)
      return
    }
    // Each descriptor's last valid declaration counts (an invalid one is dropped, as CSS
    // drops it while parsing).
    var registeredSyntax: RegisteredSyntax?
    var inherits: Bool?
    var initial: (tokens: ArraySlice<Token>, range: SourceRange)?
    for item in syntax.items(from: index + 1, to: Int(node.end)) {
      let descriptor = syntax.nodes[item]
      let range = SourceRange(file: file, bytes: descriptor.bytes)
      guard descriptor.kind == .declaration else {
        report(.unknownDescriptor, "only descriptors belong in @property; ignored", range)
        continue
      }
      let descriptorName = syntax.name(of: descriptor)
      let valueRange = SourceRange(file: file, bytes: descriptor.partBytes)
      let value = syntax.tokens(of: descriptor)
      let significant = value.filter { !$0.isWhitespace }
      if descriptor.flag {
        report(
          .unknownDescriptor, "a descriptor cannot be !important; '\(descriptorName)' is ignored",
          range)
        continue
      }
      switch descriptorName.asciiLowercased {
      case "syntax":
        guard significant.count == 1, let string = significant.first, string.kind == .string
        else {
          report(
            .unknownDescriptor,
            "'syntax' takes a quoted syntax like '\"<color>\"' or '\"*\"'; ignored", valueRange)
          continue
        }
        do {
          registeredSyntax = try RegisteredSyntax.parse(string.value)
        } catch {
          report(.unknownDescriptor, "invalid syntax: \(error.message); ignored", valueRange)
        }
      case "inherits":
        guard significant.count == 1, let word = significant.first, word.kind == .ident,
          ["true", "false"].contains(word.value.asciiLowercased)
        else {
          report(.unknownDescriptor, "'inherits' takes true or false; ignored", valueRange)
          continue
        }
        inherits = word.value.asciiLowercased == "true"
      case "initial-value":
        guard let substituted = substitute(value, range: valueRange) else { continue }
        initial = (substituted, valueRange)
      default:
        report(
          .unknownDescriptor,
          "unknown descriptor '\(descriptorName)' in @property (it has syntax, inherits and initial-value); ignored",
          SourceRange(file: file, bytes: descriptor.nameBytes))
      }
    }
    let nameRange = SourceRange(file: file, bytes: node.partBytes)
    guard let registeredSyntax else {
      report(
        .invalidPropertyRule, "@property \(name) has no valid 'syntax' descriptor; ignored",
        nameRange)
      return
    }
    guard let inherits else {
      report(
        .invalidPropertyRule, "@property \(name) has no valid 'inherits' descriptor; ignored",
        nameRange)
      return
    }
    if let type = registeredSyntax.unsupportedTypes.first {
      report(
        .unsupportedSyntax,
        "SkinKit does not compute <\(type.rawValue)> values; @property \(name) is ignored",
        nameRange)
      return
    }
    var initialValue: [Token]?
    var readsEnvironment = RegisteredSyntax.Dependencies()
    if let initial {
      guard
        let text = registeredSyntax.initialText(initial.tokens, dependencies: &readsEnvironment)
      else {
        report(
          .invalidPropertyRule,
          "initial-value '\(ValueReader.describe(initial.tokens))' is not a computationally independent '\(registeredSyntax)'; @property \(name) is ignored",
          initial.range)
        return
      }
      initialValue = registeredSyntax.isUniversal ? Array(initial.tokens) : Tokenizer.tokenize(text)
    } else if !registeredSyntax.isUniversal {
      report(
        .invalidPropertyRule,
        "@property \(name) with syntax '\(registeredSyntax)' needs an 'initial-value'; ignored",
        nameRange)
      return
    }
    registrations.append(
      PropertyRegistration(
        name: name, syntax: registeredSyntax, inherits: inherits, initialValue: initialValue,
        initialReadsEnvironment: readsEnvironment.contains(.environment)
          ? initial.map { Array($0.tokens) } : nil,
        range: whole, media: context.media, origin: context.origin, layer: context.layer))
  }
}
