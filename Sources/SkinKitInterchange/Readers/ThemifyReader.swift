import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Reads a Themify theme plist (ronflima/themify): an array of themes, each
/// `{name, elements: [{element, [container,] attribute: value…}]}`.
///
/// One theme is converted — the one named (`--theme NAME`), or the first. Each element is a
/// rule: `element` is a type selector (UIKit names become the model widgets), `container`
/// makes it `Container Element`, and every other key is an attribute whose kind Themify
/// takes from its name: `…Color` (a hex string such as `#FF8000`; a UIKit color name is
/// accepted too), `…Image` (a path: `image("path")`), `…Font` (`{name, size}`),
/// `…TextAttributes` (`titleTextAttributes` becomes `title-color`, `title-font`…). Themify
/// ignores other attributes; the reader reports them.
///
/// ```swift
/// let converted = ThemifyReader.read(file, bytes: bytes, theme: "Default")
/// converted.skssText()   // "… TabBar {\n  tint-color: #ff8000;\n}\n…"
/// ```
package enum ThemifyReader {
  /// Reads a Themify plist (XML or binary). `bytes` are the file's raw bytes.
  public static func read(
    _ file: SourceFile, bytes: [UInt8], theme: String? = nil,
    properties: PropertyTable = .builtIn
  ) -> ConvertedStylesheet {
    read(PropertyListDocumentParser.parse(file, bytes: bytes), theme: theme, properties: properties)
  }

  /// The names of the themes in a Themify plist, in order (empty if it is not one).
  public static func themeNames(_ file: SourceFile, bytes: [UInt8]) -> [String] {
    let document = PropertyListDocumentParser.parse(file, bytes: bytes)
    return (document.root?.elements ?? []).compactMap { $0["name"]?.string }
  }

  static func read(_ document: ParsedDocument, theme: String?, properties: PropertyTable)
    -> ConvertedStylesheet
  {
    let file = document.file
    var values = ValueConverter(
      reporter: ConversionReporter(file: file, hasPositions: document.hasPositions))
    var items: [SKSSItem] = []
    if let root = document.root {
      items = convert(root, theme: theme, file: file, table: properties, values: &values)
    }
    return ConvertedStylesheet.build(
      format: .themify, file: file, items: items,
      diagnostics: document.diagnostics + values.reporter.diagnostics)
  }

  static func convert(
    _ root: DocumentNode, theme: String?, file: SourceFile, table: PropertyTable,
    values: inout ValueConverter
  ) -> [SKSSItem] {
    guard let themes = root.elements else {
      values.reporter.report(
        .conversionUnsupported,
        "a Themify plist is an array of themes, found \(root.kindDescription)", at: root.range,
        severity: .error)
      return []
    }
    let names = themes.map { $0["name"]?.string }
    let index: Int
    if let theme {
      guard let found = names.firstIndex(of: theme) else {
        let available = names.compactMap { $0 }.map { "'\($0)'" }.joined(separator: ", ")
        values.reporter.report(
          .themeNotFound,
          "no theme is named '\(theme)'; the themes are \(available.isEmpty ? "none" : available)",
          at: root.range)
        return []
      }
      index = found
    } else {
      guard !themes.isEmpty else {
        values.reporter.report(
          .conversionUnsupported, "the plist holds no theme", at: root.range, severity: .error)
        return []
      }
      index = 0
    }
    let chosen = themes[index]
    let themeName = names[index] ?? "theme \(index + 1)"
    let path = ["[\(index)]"]
    var items: [SKSSItem] = [
      .comment(
        "Converted from \(file.path.lastPathComponent) (Themify), theme '\(themeName)'.")
    ]
    guard let elements = chosen["elements"]?.elements else {
      values.reporter.report(
        .conversionUnsupported, "the theme '\(themeName)' has no 'elements' array",
        at: chosen.range, path: path, severity: .error)
      return items
    }
    for (position, element) in elements.enumerated() {
      let elementPath = path + ["elements", "[\(position)]"]
      guard let entries = element.entries else {
        values.reporter.report(
          .conversionUnsupported, "an element is a dictionary, found \(element.kindDescription)",
          at: element.range, path: elementPath)
        continue
      }
      guard let typeEntry = entries.last(where: { $0.key == "element" }),
        let typeName = typeEntry.value.string
      else {
        values.reporter.report(
          .conversionUnsupported, "an element needs an 'element' class name", at: element.range,
          path: elementPath)
        continue
      }
      var selector = TokenPrinter.escapeIdent(BuiltInTypes.canonicalName(typeName))
      if let container = element["container"]?.string {
        selector = TokenPrinter.escapeIdent(BuiltInTypes.canonicalName(container)) + " " + selector
      }
      var declarations: [SKSSItem] = []
      for entry in entries where entry.key != "element" && entry.key != "container" {
        let reported = values.reporter.diagnostics.count
        let converted = attribute(
          entry, table: table, values: &values, path: elementPath + [entry.key])
        declarations += converted
        // What is not converted stays in the sheet as a comment.
        if converted.isEmpty, values.reporter.diagnostics.count > reported {
          declarations.append(.comment("Themify: \(entry.key) — not converted"))
        }
      }
      items.append(.rule(selector: selector, origin: typeEntry.value.range, items: declarations))
    }
    return items
  }

  /// What Themify makes of an attribute, by its name.
  static func attribute(
    _ entry: DocumentEntry, table: PropertyTable, values: inout ValueConverter, path: [String]
  ) -> [SKSSItem] {
    let upper = entry.key.uppercased()
    let kind: ValueKind
    if upper.contains("COLOR") {
      kind = .color
    } else if upper.contains("IMAGE") {
      kind = .image
    } else if upper.contains("TEXTATTRIBUTES") {
      guard upper == "TITLETEXTATTRIBUTES", let attributes = entry.value.entries else {
        values.reporter.report(
          .conversionUnsupported,
          "'\(entry.key)' has no .skss properties (titleTextAttributes, a dictionary, has)",
          at: entry.keyRange, path: path)
        return []
      }
      var items: [SKSSItem] = []
      for attribute in attributes {
        guard let target = TextAttributes.target(attribute.key) else {
          values.reporter.report(
            .conversionUnsupported,
            "the text attribute '\(attribute.key)' has no .skss property (a title has a font, a color and a shadow, no background); it is left out",
            at: attribute.keyRange, path: path + [attribute.key])
          items.append(.comment("Themify: titleTextAttributes.\(attribute.key) — not converted"))
          continue
        }
        if let text = values.text(attribute.value, kind: target.kind, path: path + [attribute.key])
        {
          items.append(
            .declaration(
              name: target.name, nameOrigin: attribute.keyRange, value: text,
              valueOrigin: attribute.value.range))
        }
      }
      return items
    } else if upper.contains("FONT") {
      kind = .font
    } else {
      values.reporter.report(
        .conversionUnsupported,
        "Themify ignores the attribute '\(entry.key)' (it knows colors, images, fonts and text attributes)",
        at: entry.keyRange, path: path)
      return []
    }
    let target = PropertyTarget(uikitName: entry.key, table: table)
    guard let text = values.text(entry.value, kind: kind, path: path) else { return [] }
    return [
      .declaration(
        name: target.name, nameOrigin: entry.keyRange, value: text, valueOrigin: entry.value.range)
    ]
  }
}
