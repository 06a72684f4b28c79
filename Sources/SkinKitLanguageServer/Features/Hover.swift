import Foundation
import SkinKit

/// `textDocument/hover`: for a property name, its canonical name, meaning, value syntax,
/// initial value, whether it inherits and its other names; for a color, its value; for a
/// `$constant` or custom property, its definitions; for a selector, its specificity (and how
/// many nodes of the project's sample tree it selects), with a type name's lineage; for an
/// `@import`, the file it reads. Markdown, or plain text for clients without it.
enum Hover {
  static func hover(at position: Position, in analysis: DocumentAnalysis, markdown: Bool)
    -> JSONValue
  {
    let text = analysis.text
    let offset = text.sourceOffset(of: position)
    let reference = Reference.find(at: offset, in: analysis.tree, table: analysis.table)
    var contents: String?
    var bytes = reference?.bytes
    if let reference {
      contents = describe(reference, offset: offset, analysis: analysis, table: analysis.table)
    }
    if reference == nil || reference.map(isTypeName) == true,
      let selector = SelectorContext.find(at: offset, in: analysis.tree)
    {
      let described = SelectorHover.describe(selector, project: analysis.project)
      contents = contents.map { $0 + "\n\n" + described } ?? described
      bytes = bytes ?? selector.bytes
    }
    guard let contents, let bytes else { return .null }
    let value = markdown ? contents : plainText(contents)
    return [
      "contents": ["kind": markdown ? "markdown" : "plaintext", "value": .string(value)],
      "range": text.range(of: bytes).json,
    ]
  }

  private static func isTypeName(_ reference: Reference) -> Bool {
    if case .typeName = reference { return true }
    return false
  }

  static func describe(
    _ reference: Reference, offset: Int, analysis: DocumentAnalysis, table: PropertyTable
  ) -> String? {
    switch reference {
    case .property(let name, _):
      return describeProperty(name, table: table)
    case .customProperty(let name, _):
      let declarations = analysis.symbols.customProperties[name] ?? []
      // The @property rules registering it (the last valid one counts), as written.
      let registrations = (analysis.symbols.registrations[name] ?? []).map {
        $0.range.file?.text(in: $0.range.bytes) ?? ""
      }
      guard !declarations.isEmpty || !registrations.isEmpty else {
        return "`\(name)` is not declared in this sheet or its imports"
      }
      let lines = declarations.map { property in
        (property.selector.isEmpty ? "" : property.selector + " { ")
          + "\(name): \(property.declaration.valueText);"
          + (property.selector.isEmpty ? "" : " }")
      }
      return "```css\n" + (registrations + lines).joined(separator: "\n") + "\n```"
    case .constant(let name, _):
      let visible = analysis.symbols.constants(visibleAt: offset).last { $0.name == name }
      guard let constant = visible ?? analysis.symbols.definitions(ofConstant: name).last else {
        return "`$\(name)` is not defined before this point"
      }
      var result = "```css\n$\(name): \(constant.valueText);\n```"
      if case .color(let color) = try? ColorParser.parse(constant.value) {
        result += "\n\n" + describeColor(color)
      }
      return result
    case .color(let color, _):
      return describeColor(color)
    case .typeName(let name, _):
      guard let type = BuiltInTypes.type(named: name) ?? analysis.project?.types[name] else {
        return
          "`\(name)`: no built-in type has this name; it matches widgets of a type the app registers"
      }
      return "`\(type.lineageDescription)`"
    case .importRule(let rule):
      guard let path = Definition.importedPath(rule, in: analysis) else { return nil }
      return "`\(path)`"
    case .extend:
      return nil
    }
  }

  /// Markdown as plain text: code fences, backticks, bold marks and line-break spaces gone.
  static func plainText(_ markdown: String) -> String {
    markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("```") }
      .map { line in
        var text = line.replacingOccurrences(of: "`", with: "")
          .replacingOccurrences(of: "**", with: "")
        while text.hasSuffix(" ") { text.removeLast() }
        return text
      }
      .joined(separator: "\n")
  }

  /// A property's reference: canonical name, meaning, syntax, initial value, inheritance,
  /// other names.
  static func describeProperty(_ name: String, table: PropertyTable) -> String? {
    if let definition = table.definition(named: name) {
      var lines = [
        "**\(definition.name)**" + (definition.summary.isEmpty ? "" : " — \(definition.summary)")
      ]
      lines.append("")
      lines.append("Syntax: `\(ValueCatalog.grammar(of: definition.syntax))`  ")
      lines.append("Initial: `\(definition.initial)`  ")
      lines.append("Inherited: \(definition.inherited ? "yes" : "no")")
      if !definition.aliases.isEmpty {
        lines[lines.count - 1] += "  "
        lines.append("Also: " + definition.aliases.map { "`\($0)`" }.joined(separator: ", "))
      }
      return lines.joined(separator: "\n")
    }
    if let shorthand = table.shorthand(named: name) {
      return "**\(shorthand.name)** — shorthand for "
        + shorthand.longhands.map { "`\($0)`" }.joined(separator: ", ")
    }
    return nil
  }

  /// `#rrggbbaa` and the color's `rgb()` and `hsl()` forms.
  static func describeColor(_ color: StyleColor) -> String {
    let forms = DocumentColors.labels(for: color).dropFirst()
    return "`\(color.hex)` = " + forms.map { "`\($0)`" }.joined(separator: " = ")
  }
}
