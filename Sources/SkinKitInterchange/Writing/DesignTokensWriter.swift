import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Writes the custom properties and `$constants` a sheet gives the root of a screen as a design
/// tokens file (DTCG 2025.10): each a token named by the property without its `--` (or the
/// constant without its `$`), typed by its value — colors (`srgb` with a hex fallback),
/// dimensions (`px`, `rem`), numbers, font families and weights, durations, curves, gradients
/// (a `linear-gradient()` top to bottom of colors at percentages). A value that is just
/// another token (`var(--brand)`, `$brand`) is an alias (`{brand}`); a comment right before a
/// property is its `$description` (`Deprecated: …` its `$deprecated`). The groups of
/// properties ``DesignTokensReader`` writes for a shadow (its `box-shadow` list, `-color`,
/// `-offset`, `-radius`, `-opacity`) and a typography style (the `font` value, `-letter-spacing`,
/// `-line-height`) become those tokens again, so a tokens file converted to `.skss` and back
/// keeps its values.
///
/// The root is a `Window` in the default environment: the properties of `:root`, `*`,
/// `Window` and `View` rules, with the values the cascade computes there (`var()` and
/// constants substituted; `@media` blocks that do not apply left out).
///
/// ```swift
/// let sheet = Stylesheet.parse(":root { --brand: #0b5cad; --space: 8px; }")
/// DesignTokensWriter.write(sheet).text
/// // {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", …}}, "space": …}
/// ```
package enum DesignTokensWriter {
  /// The JSON text, and a warning for every property that has no DTCG type.
  package static func write(
    _ sheet: Stylesheet, properties: PropertyTable = .builtIn
  ) -> (text: String, diagnostics: [Diagnostic]) {
    write(sheet, properties: properties, root: Root())
  }

  /// The tokens of the properties declared within `block` (all when `nil`), with the values
  /// the cascade computes at `root`: one block of a sheet, at a root where it applies
  /// (``DesignTokenResolverWriter`` writes a file per block).
  static func write(
    _ sheet: Stylesheet, properties: PropertyTable = .builtIn, root: Root,
    block: SourceRange? = nil
  ) -> (text: String, diagnostics: [Diagnostic]) {
    var writer = Writer(sheet: sheet, properties: properties, root: root, block: block)
    let object = writer.tokens()
    return (JSONWriter.write(object), writer.diagnostics)
  }

  /// A custom property or constant the root has.
  struct Entry {
    /// The token name (the property without `--`, the constant without `$`).
    var name: String
    /// `--name`, or the probe property that holds the constant's value.
    var property: String
    /// The declaration that gives the value (the winner of the cascade).
    var declaration: SourceRange
    /// The value as written (`$constants` not substituted).
    var written: [Token]
    var comment: String?
  }

  /// The root of a screen, for resolving the sheet: a `Window` without classes or id, in an
  /// environment (the default one unless given), with attributes (none unless given).
  final class Root: StyleElement {
    let environment: StyleEnvironment
    let attributes: [String: String]
    init(environment: StyleEnvironment = StyleEnvironment(), attributes: [String: String] = [:]) {
      self.environment = environment
      self.attributes = attributes
    }

    let styleType = BuiltInTypes.type(named: "Window") ?? StyleType(name: StyleName("Window"))
    var styleClasses: [StyleName] { [] }
    var styleIdentifier: StyleName? { nil }
    func styleAttribute(_ name: String) -> String? { attributes[name] }
    var styleState: ElementState { [] }
    var styleParent: (any StyleElement)? { nil }
    var styleChildCount: Int { 0 }
    func styleChild(at index: Int) -> any StyleElement { self }
    var styleIndex: Int { 0 }
    var styleEnvironment: StyleEnvironment { environment }
  }

  /// The custom properties that carry the constants' values (one more sheet declares them).
  static let constantPrefix = "--skss-design-token-constant-"

  struct Writer {
    var diagnostics: [Diagnostic] = []
    var entries: [Entry] = []
    /// Every entry, those of other blocks too: what aliases may name.
    var known: [Entry] = []
    /// Each custom property's computed value at the root.
    var computed: [String: [Token]] = [:]

    /// The entries of the properties `root` has, only those declared within `block` when
    /// one is given.
    init(sheet: Stylesheet, properties: PropertyTable, root: Root, block: SourceRange?) {
      var constants: [(name: String, range: SourceRange)] = []
      var trees: [String: SyntaxTree] = [:]
      for loaded in sheet.sheets {
        trees[loaded.file.path] = loaded.tree
        for case .constant(let constant) in loaded.tree.items
        where !constants.contains(where: { $0.name == constant.name }) {
          constants.append((constant.name, constant.range))
        }
      }
      let probe = constants.map { "\(DesignTokensWriter.constantPrefix)\($0.name): $\($0.name);" }
      let probeSheet = Stylesheet.parse(
        ":root { \(probe.joined(separator: " ")) }", path: "<design tokens>")
      let cascade = StyleCascade(
        stylesheets: [sheet, probeSheet], properties: properties,
        typeNames: BuiltInTypes.typeNames)
      let explanation = cascade.explain(root, environment: root.environment)
      computed = explanation.style.customProperties
      for property in explanation.properties where property.name.hasPrefix("--") {
        guard
          let winner = property.candidates.first(where: { !Self.isOverridden($0.status) })
        else { continue }
        let range = winner.declaration.range
        if property.name.hasPrefix(DesignTokensWriter.constantPrefix) {
          let name = String(property.name.dropFirst(DesignTokensWriter.constantPrefix.count))
          guard let constant = constants.first(where: { $0.name == name }) else { continue }
          entries.append(
            Entry(
              name: name, property: property.name, declaration: constant.range,
              written: Self.writtenValue(constant.range),
              comment: trees[constant.range.path].flatMap {
                Self.comment(before: constant.range, in: $0)
              }))
        } else {
          entries.append(
            Entry(
              name: String(property.name.dropFirst(2)), property: property.name,
              declaration: range, written: Self.writtenValue(range),
              comment: trees[range.path].flatMap { Self.comment(before: range, in: $0) }))
        }
      }
      // In the order written: the sheets in the order they are loaded, then by position.
      let order = Dictionary(sheet.sheets.enumerated().map { ($1.file.path, $0) }) { first, _ in
        first
      }
      entries.sort {
        (order[$0.declaration.path] ?? 0, $0.declaration.bytes.lowerBound)
          < (order[$1.declaration.path] ?? 0, $1.declaration.bytes.lowerBound)
      }
      known = entries
      if let block {
        entries.removeAll {
          $0.declaration.path != block.path
            || !block.bytes.contains($0.declaration.bytes.lowerBound)
        }
      }
    }

    static func isOverridden(_ status: CandidateDeclaration.Status) -> Bool {
      if case .overridden = status { return true }
      return false
    }

    /// The tokens of a declaration's value as written (after its `:`).
    static func writtenValue(_ range: SourceRange) -> [Token] {
      guard let file = range.file else { return [] }
      let text = file.text(in: range.bytes)
      guard let colon = text.firstIndex(of: ":") else { return [] }
      var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      if value.hasSuffix(";") { value.removeLast() }
      return Tokenizer.tokenize(value)
    }

    /// The text of the comment written on the line just before a declaration (or on its
    /// line), if any: a comment a blank line away (a file's header) describes something else.
    static func comment(before declaration: SourceRange, in tree: SyntaxTree) -> String? {
      let offset = declaration.bytes.lowerBound
      guard let range = tree.comments.last(where: { $0.upperBound <= offset }) else { return nil }
      let between = tree.file.text(in: range.upperBound..<offset)
      guard between.allSatisfy(\.isWhitespace), between.filter({ $0 == "\n" }).count <= 1
      else { return nil }
      var text = tree.file.text(in: range)
      text =
        text.hasPrefix("/*") ? String(text.dropFirst(2).dropLast(2)) : String(text.dropFirst(2))
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    mutating func warn(_ message: String, _ entry: Entry) {
      diagnostics.append(
        Diagnostic(.conversionUnsupported, message, at: entry.declaration, severity: .warning))
    }
  }
}
