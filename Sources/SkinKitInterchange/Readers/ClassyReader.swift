import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// Reads a Classy stylesheet (cloudkite/Classy `.cas`) into the `.skss` model.
///
/// The mapping:
/// - nesting by indentation or `{ }` is `.skss` nesting (a nested selector is a descendant,
///   `> X` a child, `&.class` the parent with a class);
/// - `UIButton` matches that class only (`isMemberOfClass:`): `Button:where(Button:exact)`;
///   `^UIButton` matches subclasses too: `Button` (UIKit names are the model widgets);
///   `UIButton.primary` is `Button.primary:where(Button:exact)`;
/// - `$name = value` is a `$name` constant (expressions such as `$insets * 2` computed);
/// - property names are UIKit's, kebab or camel case, as `.skss` accepts them
///   (`text-color` is `color`, `content-edge-insets` `content-insets`); `layer @{ … }`'s
///   properties are the view's own (`corner-radius` is `border-radius`);
///   `title-text-attributes @{ font; foreground-color; … }` is `title-font`, `title-color`…;
/// - `property[state:highlighted]` is `&:highlighted { property: … }` (and bar metrics as
///   UISS's axis parameters);
/// - `@media`/`@device` with `pad`/`phone` and `(screen-width: > 100)` are queries
///   (`(width > 100)`); `(version: …)` is decided for a current system (`>= 7` always
///   holds, `< 7` never does);
/// - values as Classy reads them: insets in `UIEdgeInsetsMake`'s order (top, left, bottom,
///   right), `rgb()` out of 255, `hsl()` as hue, saturation and brightness, UIColor names
///   (`light-gray` is UIKit's `#aaaaaa`), fonts `HelveticaNeue 14` and `System-Bold 14`,
///   images with cap insets `name 1 2 3 4`.
///
/// An `@import "x.cas"` is `@import "x.skss";` (convert that file too); its variables are
/// read, so that this file's values can use them. A variable defined nowhere (one Classy's
/// `CASStyler.variables` injected) is a `$name` constant for the app to inject into its
/// skin. What `.skss` cannot express is reported with its line and column and left as a
/// comment.
///
/// ```swift
/// let converted = ClassyReader.read(SourceFile(path: "a.cas", text: "^UIButton\n  title-color red"))
/// converted.skssText()   // "/* … */\nButton {\n  title-color: #ff0000;\n}\n"
/// ```
package enum ClassyReader {
  /// Reads a Classy stylesheet; `reader` reads the files it imports (for their variables).
  public static func read(
    _ file: SourceFile, reader: FileReader = .fileSystem,
    properties: PropertyTable = .builtIn
  ) -> ConvertedStylesheet {
    var reporter = ConversionReporter(file: file, hasPositions: true)
    let sheet = ClassySheet.parse(file, reporter: &reporter)
    var conversion = ClassyConversion(
      file: file, table: properties, reporter: reporter, fileReader: reader)
    let body = conversion.convert(sheet)
    let items: [SKSSItem] =
      [.comment("Converted from \(file.path.lastPathComponent) (Classy).")]
      + conversion.importItems + conversion.constantItems() + body
    return ConvertedStylesheet.build(
      format: .classy, file: file, items: items,
      diagnostics: conversion.reporter.uniqueDiagnostics)
  }

  /// The variables (`$name = value`) of a Classy file and of the files it imports.
  static func variables(of file: SourceFile, reader: FileReader, depth: Int = 0) -> [String: String]
  {
    var reporter = ConversionReporter(file: file, hasPositions: true)
    var variables: [String: String] = [:]
    for node in ClassySheet.parse(file, reporter: &reporter).nodes {
      switch node {
      case .variable(let name, _, let value, _): variables[name] = value
      case .importRule(let path, _) where depth < 8:
        let directory = (file.path as NSString).deletingLastPathComponent
        let imported =
          directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
        guard let bytes = try? reader.read(imported) else { continue }
        variables.merge(
          self.variables(
            of: SourceFile(path: imported, utf8: bytes), reader: reader, depth: depth + 1)
        ) { _, new in new }
      default: continue
      }
    }
    return variables
  }
}

private struct ClassyConversion {
  let file: SourceFile
  let table: PropertyTable
  var reporter: ConversionReporter
  let fileReader: FileReader
  /// Variables of this file (name as written, `$` included) and where they are.
  var definitions: [String: (value: String, nameRange: Range<Int>, valueRange: Range<Int>)] = [:]
  var definitionOrder: [String] = []
  /// Variables of imported files (their values are written where they are used).
  var imported: [String: String] = [:]
  var constants: [String: String] = [:]
  var used: Set<String> = []
  var importItems: [SKSSItem] = []

  init(file: SourceFile, table: PropertyTable, reporter: ConversionReporter, fileReader: FileReader)
  {
    self.file = file
    self.table = table
    self.reporter = reporter
    self.fileReader = fileReader
  }

  mutating func convert(_ sheet: ClassySheet) -> [SKSSItem] {
    var items: [SKSSItem] = []
    for node in sheet.nodes {
      switch node {
      case .importRule(let path, let range) where path.hasPrefix("$"):
        let reason =
          "an @import named by a variable ('\(SourceExcerpt.clipped(path))', injected from code) is not converted: import the .skss by its name"
        reporter.report(.conversionUnsupported, reason, at: range)
        items.append(.comment("Classy: @import \(path) — \(reason)"))
      case .importRule(let path, let range):
        let skss = (path as NSString).deletingPathExtension + ".skss"
        importItems.append(.importRule(path: skss, origin: range))
        let directory = (file.path as NSString).deletingLastPathComponent
        let full = directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
        if let bytes = try? fileReader.read(full) {
          imported.merge(
            ClassyReader.variables(of: SourceFile(path: full, utf8: bytes), reader: fileReader)
          ) { _, new in new }
        } else {
          reporter.report(
            .importNotFound,
            "cannot read '\(SourceExcerpt.clipped(path))' for its variables; the values that use them are not converted",
            at: range, severity: .warning)
        }
      case .variable(let name, let nameRange, let value, let valueRange):
        if definitions[name] == nil { definitionOrder.append(name) }
        definitions[name] = (value, nameRange, valueRange)
      case .block(let header, let range, let children):
        items += block(header, range, children, inRule: false)
      case .statement(let text, let range):
        reporter.report(
          .invalidDeclaration,
          "'\(SourceExcerpt.clipped(text))' is a property outside any selector (Classy stops there)",
          at: range, severity: .error)
      }
    }
    return items
  }

  // MARK: Blocks

  mutating func block(
    _ header: String, _ range: Range<Int>, _ children: [ClassySheet.Node], inRule: Bool
  ) -> [SKSSItem] {
    if header.hasPrefix("@media") || header.hasPrefix("@device") {
      let keyword = header.hasPrefix("@media") ? "@media" : "@device"
      let inner = self.children(children, inRule: inRule)
      switch ClassyMedia.query(
        String(header.dropFirst(keyword.count)), reporter: &reporter, at: range)
      {
      case .always: return inner
      case .never: return [.comment("Classy: \(header) — never true on a current system")]
      case .query(let query): return [.media(query: query, origin: range, items: inner)]
      }
    }
    if header.hasSuffix("@") {
      guard inRule else {
        reporter.report(
          .invalidDeclaration,
          "a nested property ('\(SourceExcerpt.clipped(header))') outside any selector",
          at: range, severity: .error)
        return []
      }
      return nestedProperty(String(header.dropLast()).trimmingSpaces, range, children)
    }
    guard let selector = ClassySelectors.convert(header, reporter: &reporter, at: range) else {
      return []
    }
    return [
      .rule(
        selector: selector, origin: range,
        items: SKSSItem.mergingAdjacentBlocks(self.children(children, inRule: true)))
    ]
  }

  mutating func children(_ nodes: [ClassySheet.Node], inRule: Bool) -> [SKSSItem] {
    var items: [SKSSItem] = []
    for node in nodes {
      switch node {
      case .block(let header, let range, let children):
        items += block(header, range, children, inRule: inRule)
      case .statement(let text, let range):
        if inRule {
          items += property(text, range)
        } else {
          reporter.report(
            .invalidDeclaration,
            "'\(SourceExcerpt.clipped(text))' is a property outside any selector (Classy stops there)",
            at: range, severity: .error)
        }
      case .variable(_, let nameRange, _, _):
        reporter.report(
          .constantNotTopLevel,
          "Classy's variables are defined at the top level only (it stops there); ignored",
          at: nameRange)
      case .importRule(_, let range):
        reporter.report(
          .invalidImport, "@import is allowed only at the top level (Classy stops there)", at: range
        )
      }
    }
    return items
  }

  /// `layer @{ … }` (the view's layer: its properties are the view's in `.skss`),
  /// `title-text-attributes[state:x] @{ … }` (a title's font, color and shadow).
  mutating func nestedProperty(
    _ header: String, _ range: Range<Int>, _ children: [ClassySheet.Node]
  ) -> [SKSSItem] {
    let parts = ClassyProperty.parse(header)
    let name = parts.name
    var items: [SKSSItem] = []
    for child in children {
      guard case .statement(let text, let childRange) = child else {
        if case .block(let childHeader, let childRange, _) = child {
          reporter.report(
            .conversionUnsupported,
            "'\(SourceExcerpt.clipped(childHeader))' inside '\(name)' is not converted: .skss has no nested key paths",
            at: childRange)
          items.append(
            .comment("Classy: \(childHeader) @{ … } — not converted (no nested key paths)"))
        }
        continue
      }
      if name.asciiLowercased == "layer" {
        items += property(text, childRange)
      } else if name.asciiLowercased.replacingOccurrences(of: "-", with: "").hasSuffix(
        "textattributes")
      {
        items += textAttribute(text, childRange, of: name)
      } else {
        let child = ClassyProperty.parse(text)
        reporter.report(
          .conversionUnsupported,
          "'\(name).\(child.name)' is not converted: .skss has no nested key paths (only layer and title-text-attributes)",
          at: childRange)
        items.append(.comment("Classy: \(name).\(text) — not converted"))
      }
    }
    return wrap(items, arguments: parts.arguments, origin: range, property: name)
  }

  mutating func textAttribute(_ text: String, _ range: Range<Int>, of name: String) -> [SKSSItem] {
    let parts = ClassyProperty.parse(text)
    let key = parts.name.camelCased
    guard name.asciiLowercased.replacingOccurrences(of: "-", with: "") == "titletextattributes",
      let target = TextAttributes.target(key)
    else {
      let reason =
        "the text attribute '\(parts.name)' has no .skss property (font, foreground-color, text-shadow-color and text-shadow-offset of title-text-attributes have)"
      reporter.report(.conversionUnsupported, reason, at: range)
      return [.comment("Classy: \(name).\(text) — not converted")]
    }
    return declaration(target.name, kind: target.kind, parts: parts, range: range)
  }

  // MARK: Properties

  mutating func property(_ text: String, _ range: Range<Int>) -> [SKSSItem] {
    let parts = ClassyProperty.parse(text)
    guard !parts.value.isEmpty else {
      reporter.report(.emptyValue, "'\(SourceExcerpt.clipped(parts.name))' has no value", at: range)
      return []
    }
    if let adjusted = UnstyledUIKitProperties.adjustment(parts.name) {
      reporter.report(
        .conversionUnsupported, UnstyledUIKitProperties.message(parts.name, adjusting: adjusted),
        at: range)
      return [.comment("Classy: \(text) — not converted")]
    }
    var target = PropertyTarget(uikitName: parts.name, table: table)
    // Classy's UITextField text insets are the text field's padding.
    if parts.name.asciiLowercased.replacingOccurrences(of: "-", with: "") == "textinsets" {
      target = PropertyTarget(name: "padding", kind: .insets)
    }
    let items = declaration(target.name, kind: target.kind, parts: parts, range: range)
    return wrap(items, arguments: parts.arguments, origin: range, property: parts.name)
  }

  /// The declaration of a property's value (converted as `kind`), or nothing, reported.
  mutating func declaration(
    _ name: String, kind: ValueKind, parts: ClassyProperty, range: Range<Int>
  ) -> [SKSSItem] {
    var words = ClassyValues.words(parts.value)
    var variable: String?
    if words.count == 1, definitions[words[0]] != nil { variable = words[0] }
    words = words.flatMap { word -> [String] in
      if let definition = definitions[word] {
        used.insert(word)
        return ClassyValues.words(definition.value)
      }
      if let value = imported[word] { return ClassyValues.words(value) }
      return [word]
    }
    if words.contains(where: { ["+", "-", "*", "/"].contains($0) })
      || words.first?.hasPrefix("(") == true,
      let value = ClassyValues.arithmetic(words.joined(separator: " "))
    {
      words = [decimalText(value)]
    }
    // A variable defined nowhere here may be injected from code (CASStyler.variables): it
    // is a constant the app injects into the skin.
    if words.count == 1, words[0].hasPrefix("$"), words[0].count > 1 {
      return [
        .declaration(
          name: name, nameOrigin: range.lowerBound..<range.lowerBound + parts.name.utf8.count,
          value: "$" + TokenPrinter.escapeIdent(String(words[0].dropFirst())),
          valueOrigin: parts.valueRange(in: range))
      ]
    }
    if let unknown = words.first(where: { $0.hasPrefix("$") }) {
      reporter.report(
        .undefinedConstant,
        "the variable '\(SourceExcerpt.clipped(unknown))' is not defined here or in the files this one imports; the declaration is dropped",
        at: parts.valueRange(in: range))
      return []
    }
    var value: String
    switch ClassyValues.text(words, kind: kind) {
    case .success(let text): value = text
    case .failure(let problem):
      reporter.report(
        .invalidValue,
        "the value of '\(SourceExcerpt.clipped(parts.name))' is not \(problem.expected); it is dropped",
        at: parts.valueRange(in: range))
      return []
    }
    if let variable, constants[variable].map({ $0 == value }) ?? true {
      constants[variable] = value
      value =
        "$"
        + TokenPrinter.escapeIdent(
          variable.hasPrefix("$") ? String(variable.dropFirst()) : variable)
    }
    let valueRange = parts.valueRange(in: range)
    return [
      .declaration(
        name: name, nameOrigin: range.lowerBound..<range.lowerBound + parts.name.utf8.count,
        value: value, valueOrigin: valueRange)
    ]
  }

  /// Declarations under their property arguments: `[state:highlighted]` is
  /// `&:highlighted { … }`, bar metrics as UISS's axis parameters.
  mutating func wrap(
    _ items: [SKSSItem], arguments: [(String, String)], origin: Range<Int>, property: String
  ) -> [SKSSItem] {
    guard !items.isEmpty, !arguments.isEmpty else { return items }
    var states: [String] = []
    var queries: [String] = []
    // A divider's segment states are the segments' beside it, not the control's.
    let segmentStates = arguments.filter { $0.0.asciiLowercased.hasSuffix("segmentstate") }
    if segmentStates.contains(where: { UISSReader.Axis($0.1) != .none }) {
      let reason =
        "the divider between segments in given states has no selector (only the normal one has)"
      reporter.report(
        .conversionUnsupported,
        "\(reason); '\(SourceExcerpt.clipped(property))[…]' is not converted",
        at: origin)
      return [.comment("Classy: \(property)[…] — \(reason)")]
    }
    for (name, value) in arguments where !name.asciiLowercased.hasSuffix("segmentstate") {
      switch UISSReader.Axis(value.replacingOccurrences(of: "-", with: "")) {
      case .none: break
      case .states(let more): states += more.filter { !states.contains($0) }
      case .media(let query): if !queries.contains(query) { queries.append(query) }
      case .unsupported(let reason):
        reporter.report(
          .conversionUnsupported,
          "\(reason); '\(SourceExcerpt.clipped(property))[…]' is not converted",
          at: origin)
        return [.comment("Classy: \(property)[…] — \(reason)")]
      }
    }
    var wrapped = items
    for query in queries.reversed() {
      wrapped = [.media(query: query, origin: origin, items: wrapped)]
    }
    if !states.isEmpty {
      wrapped = [
        .rule(selector: "&" + states.map { ":" + $0 }.joined(), origin: origin, items: wrapped)
      ]
    }
    return wrapped
  }

  /// The constants, in the order of the file: variables used as whole values, and unused
  /// ones whose value is plainly a color or a number.
  mutating func constantItems() -> [SKSSItem] {
    var items: [SKSSItem] = []
    for name in definitionOrder {
      guard let definition = definitions[name] else { continue }
      var text = constants[name]
      if text == nil, !used.contains(name) {
        let words = ClassyValues.words(definition.value)
        if words.count == 1, let color = ClassyValues.color(words[0]) {
          text = UIKitColors.hexText(color)
        } else if words.count == 1, let number = ClassyValues.number(words[0]) {
          text = decimalText(number)
        } else if let number = ClassyValues.arithmetic(definition.value) {
          text = decimalText(number)
        } else {
          reporter.report(
            .conversionUnsupported,
            "the variable '\(SourceExcerpt.clipped(name))' is never used here, so its type is unknown; it is not converted",
            at: definition.nameRange)
        }
      }
      guard let text else { continue }
      items.append(
        .constant(
          name: name.hasPrefix("$") ? String(name.dropFirst()) : name,
          nameOrigin: definition.nameRange, value: text, valueOrigin: definition.valueRange))
    }
    return items
  }
}

/// A property statement taken apart: `title-color[state:highlighted] : #e3e3e3`.
struct ClassyProperty {
  var name: String
  var arguments: [(String, String)]
  var value: String
  /// Where the value starts in the statement's text (bytes).
  var valueOffset: Int

  func valueRange(in range: Range<Int>) -> Range<Int> {
    min(range.lowerBound + valueOffset, range.upperBound)..<range.upperBound
  }

  static func parse(_ text: String) -> ClassyProperty {
    let bytes = Array(text.utf8)
    var position = 0
    while position < bytes.count, ![0x20, 0x09, 0x5B, 0x3A].contains(bytes[position]) {
      position += 1
    }
    let name = String(decoding: bytes[0..<position], as: UTF8.self)
    func skipSpaces() {
      while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
        position += 1
      }
    }
    skipSpaces()
    var arguments: [(String, String)] = []
    if position < bytes.count, bytes[position] == 0x5B {
      let start = position + 1
      while position < bytes.count, bytes[position] != 0x5D { position += 1 }
      let inside = String(decoding: bytes[start..<min(position, bytes.count)], as: UTF8.self)
      for pair in inside.split(separator: ",") {
        let halves = pair.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
        if halves.count == 2 { arguments.append((halves[0], halves[1])) }
      }
      position = min(position + 1, bytes.count)
      skipSpaces()
    }
    if position < bytes.count, bytes[position] == 0x3A {
      position += 1
      skipSpaces()
    }
    let value = String(decoding: bytes[position...], as: UTF8.self).trimmingSpaces
    return ClassyProperty(name: name, arguments: arguments, value: value, valueOffset: position)
  }
}
