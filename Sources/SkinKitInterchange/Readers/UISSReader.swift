import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Reads UISS JSON (robertwijas/UISS) into the `.skss` model.
///
/// The mapping:
/// - a class key is a type selector (UIKit names become the model widgets: `UIButton` is
///   `Button`; other names, such as an app's view controllers, stay as written), and a class
///   key nested in another is containment (`appearanceWhenContainedIn:` is the descendant
///   combinator): `{"UIButton": {"UILabel": {…}}}` is `Button { Label { … } }`;
/// - `Variables` become `$name` constants (a variable used whole is `$name`; one used inside
///   an array is substituted);
/// - `Phone`/`iPhone` and `Pad`/`iPad` keys are `@media phone` and `@media pad`;
/// - `@`-prefixed keys only group (their contents stay where they are); `-`-prefixed keys are
///   disabled and skipped;
/// - axis parameters in a key are conditions on the declaration: a control state is a state
///   pseudo-class (`titleColor:highlighted` is `&:highlighted { title-color: … }`; `normal` is
///   no pseudo-class, so it applies in every state the others do not override, as UIKit falls
///   back to the normal state's value); the bar metrics `default` is no condition and
///   `landscapePhone`/`compact` is `@media (vertical-size-class: compact)`; the position `any`
///   is no condition. Axis values `.skss` cannot express (the bar positions `top` and `bottom`,
///   prompt bar metrics, segment positions, search bar icons) are reported
///   (`conversion-unsupported`) and the declaration is dropped;
/// - values: every UISS shortcut (colors `"#fff"`, `"red"`, `"redColor"`, `[0, 255, 255]`,
///   `[0, 255, 255, 0.5]`, `["red", 0.5]`, `["#ffffff", 0.5]` — written as hex, a name being
///   UIKit's color; images `"name"`, `["name", 1, 2, 3, 4]` with cap insets; fonts `14`,
///   `["bold", 14]`, `["italic", 20]`, `["Georgia-Italic", 12]`; insets `[top, left, bottom,
///   right]`; offsets and sizes `[1, 2]`; `null`); `titleTextAttributes` dictionaries become
///   `title-font`, `title-color`, `title-shadow-color` and `title-shadow-offset`.
/// - UIKit's position adjustments (`titlePositionAdjustment`…), which SkinKit does not style,
///   are reported (`conversion-unsupported`, a warning) and kept as comments.
///
/// Declarations keep the order of the file; CSS's cascade then decides as for any `.skss`.
///
/// ```swift
/// let converted = UISSReader.read(SourceFile(path: "uiss.json", text: #"{"UITabBar": {"tintColor": "darkGray"}}"#))
/// converted.skssText()   // "/* … */\nTabBar {\n  tint-color: #555555;\n}\n"
/// ```
package enum UISSReader {
  /// Reads a UISS JSON file.
  public static func read(_ file: SourceFile, properties: PropertyTable = .builtIn)
    -> ConvertedStylesheet
  {
    let document = JSONDocument.read(file, duplicateKeys: .kept)
    var reader = Conversion(
      file: file, table: properties,
      values: ValueConverter(reporter: ConversionReporter(file: file, hasPositions: true)))
    var items: [SKSSItem] = [.comment("Converted from \(file.path.lastPathComponent) (UISS JSON).")]
    if let root = document.root {
      items += reader.convert(root)
    }
    return ConvertedStylesheet.build(
      format: .uiss, file: file, items: items,
      diagnostics: document.diagnostics + reader.values.reporter.diagnostics)
  }

  /// Whether a key names a user interface idiom, and which query it is.
  static func idiomQuery(_ key: String) -> String? {
    switch key.asciiLowercased {
    case "phone", "iphone": "phone"
    case "pad", "ipad": "pad"
    default: nil
    }
  }

  /// Whether a key names a class (UISS asks the runtime; SkinKit goes by UIKit's naming:
  /// classes are capitalized, properties are not).
  static func isClassKey(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first else { return false }
    return first.properties.isUppercase
  }

  struct Conversion {
    let file: SourceFile
    let table: PropertyTable
    var values: ValueConverter
    /// `Variables` entries by name.
    var variables: [String: DocumentEntry] = [:]
    var variableOrder: [String] = []
    /// Constants emitted for variables used whole: name → (text, kind).
    var constants: [String: (text: String, kind: ValueKind)] = [:]
    /// Variables referenced anywhere.
    var used: Set<String> = []

    init(file: SourceFile, table: PropertyTable, values: ValueConverter) {
      self.file = file
      self.table = table
      self.values = values
    }

    mutating func report(
      _ id: DiagnosticID, _ message: String, at range: Range<Int>,
      severity: DiagnosticSeverity? = nil
    ) {
      values.reporter.report(id, message, at: range, severity: severity)
    }

    mutating func convert(_ root: DocumentNode) -> [SKSSItem] {
      guard let entries = root.entries else {
        report(
          .conversionUnsupported,
          "a UISS file is a JSON object of classes, found \(root.kindDescription)",
          at: root.range, severity: .error)
        return []
      }
      if let variablesEntry = entries.last(where: { $0.key == "Variables" }) {
        if let definitions = variablesEntry.value.entries {
          for definition in definitions where !definition.key.hasPrefix("-") {
            if variables[definition.key] == nil { variableOrder.append(definition.key) }
            variables[definition.key] = definition
          }
        } else {
          report(
            .conversionUnsupported, "'Variables' must be an object of name: value",
            at: variablesEntry.value.range)
        }
      }
      let body = block(entries, topLevel: true, inClass: false)
      return constantItems() + body
    }

    // MARK: Blocks

    mutating func block(_ entries: [DocumentEntry], topLevel: Bool, inClass: Bool) -> [SKSSItem] {
      var items: [SKSSItem] = []
      for entry in entries {
        let key = entry.key
        if key.hasPrefix("-") { continue }
        if topLevel && key == "Variables" { continue }
        if key.hasPrefix("@") {
          guard let inner = entry.value.entries else {
            report(
              .conversionUnsupported, "the group '\(key)' must be an object", at: entry.keyRange)
            continue
          }
          items += block(inner, topLevel: topLevel, inClass: inClass)
        } else if let query = UISSReader.idiomQuery(key) {
          guard let inner = entry.value.entries else {
            report(
              .conversionUnsupported, "the idiom '\(key)' must hold an object; UISS skips it",
              at: entry.keyRange)
            continue
          }
          items.append(
            .media(
              query: query, origin: entry.keyRange,
              items: block(inner, topLevel: false, inClass: inClass)))
        } else if UISSReader.isClassKey(key) {
          guard let inner = entry.value.entries else {
            report(
              .conversionUnsupported,
              "'\(key)' looks like a class, whose value must be an object of properties",
              at: entry.keyRange)
            continue
          }
          let selector = TokenPrinter.escapeIdent(BuiltInTypes.canonicalName(key))
          items.append(
            .rule(
              selector: selector, origin: entry.keyRange,
              items: block(inner, topLevel: false, inClass: true)))
        } else if !inClass {
          report(
            .conversionUnsupported,
            "'\(key)' is a property outside any class; UISS has no object to set it on",
            at: entry.keyRange)
        } else {
          items += property(entry)
        }
      }
      return SKSSItem.mergingAdjacentBlocks(items)
    }

    // MARK: Properties

    /// A property's declarations, or — when it cannot be converted (reported) — a comment
    /// that keeps it in the converted sheet.
    mutating func property(_ entry: DocumentEntry) -> [SKSSItem] {
      let reported = values.reporter.diagnostics.count
      let items = convertProperty(entry)
      guard items.isEmpty, values.reporter.diagnostics.count > reported else { return items }
      let value = file.text(in: entry.value.range)
      return [
        .comment("UISS: \"\(entry.key)\": \(SourceExcerpt.clipped(value)) — not converted")
      ]
    }

    mutating func convertProperty(_ entry: DocumentEntry) -> [SKSSItem] {
      let parts = entry.key.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let name = parts[0]
      var states: [String] = []
      var queries: [String] = []
      // A divider's axis parameters are the states of the segments on either side of it
      // (setDividerImage:forLeftSegmentState:rightSegmentState:barMetrics:), not the
      // control's.
      if name.asciiLowercased == "dividerimage", parts.count >= 3 {
        let sides = parts[1...2].map { UISSReader.Axis($0) }
        guard sides.allSatisfy({ $0 == .none }) else {
          report(
            .conversionUnsupported,
            "the divider between a '\(parts[1])' and a '\(parts[2])' segment has no selector (only the normal one has: dividerImage:normal:normal); '\(entry.key)' is not converted",
            at: entry.keyRange)
          return []
        }
      }
      for word in parts.dropFirst(
        name.asciiLowercased == "dividerimage" && parts.count >= 3 ? 3 : 1)
      {
        switch Axis(word) {
        case .none: break
        case .states(let more): states += more.filter { !states.contains($0) }
        case .media(let query): if !queries.contains(query) { queries.append(query) }
        case .unsupported(let reason):
          report(
            .conversionUnsupported, "\(reason); '\(entry.key)' is dropped", at: entry.keyRange)
          return []
        }
      }
      guard !name.isEmpty else {
        report(.conversionUnsupported, "'\(entry.key)' names no property", at: entry.keyRange)
        return []
      }
      var declarations = self.declarations(name: name, entry: entry)
      guard !declarations.isEmpty else { return [] }
      for query in queries.reversed() {
        declarations = [.media(query: query, origin: entry.keyRange, items: declarations)]
      }
      if !states.isEmpty {
        declarations = [
          .rule(
            selector: "&" + states.map { ":" + $0 }.joined(), origin: entry.keyRange,
            items: declarations)
        ]
      }
      return declarations
    }

    mutating func declarations(name: String, entry: DocumentEntry) -> [SKSSItem] {
      if name.asciiLowercased == "textattributes" {
        return textAttributes(entry, label: true)
      }
      if name.asciiLowercased.hasSuffix("textattributes") {
        guard name.asciiLowercased == "titletextattributes" else {
          report(
            .conversionUnsupported,
            "'\(name)' has no .skss properties (only titleTextAttributes has: title-font, title-color…)",
            at: entry.keyRange)
          return []
        }
        return textAttributes(entry, label: false)
      }
      if let adjusted = UnstyledUIKitProperties.adjustment(name) {
        report(
          .conversionUnsupported, UnstyledUIKitProperties.message(name, adjusting: adjusted),
          at: entry.keyRange)
        return []
      }
      let target = PropertyTarget(uikitName: name, table: table)
      guard let text = valueText(entry.value, kind: target.kind) else { return [] }
      return [
        .declaration(
          name: target.name, nameOrigin: entry.keyRange, value: text,
          valueOrigin: entry.value.range)
      ]
    }

    /// `{"font": …, "textColor": …, "textShadowColor": …, "textShadowOffset": …}`: a title's
    /// (`titleTextAttributes`), or a label's (`textAttributes`, which UISS's UILabel category
    /// sets as the label's font and text color, and its text shadow, which SkinKit labels do
    /// not have).
    mutating func textAttributes(_ entry: DocumentEntry, label: Bool) -> [SKSSItem] {
      let value = variableValue(entry.value) ?? entry.value
      guard let attributes = value.entries else {
        report(
          .invalidValue, "text attributes are an object such as {\"textColor\": \"white\"}",
          at: entry.value.range)
        return []
      }
      var items: [SKSSItem] = []
      for attribute in attributes where !attribute.key.hasPrefix("-") {
        guard
          let target = label
            ? TextAttributes.labelTarget(attribute.key) : TextAttributes.target(attribute.key)
        else {
          if label, TextAttributes.target(attribute.key) != nil {
            report(
              .conversionUnsupported,
              "the text attribute '\(attribute.key)' of a label is its text shadow, which SkinKit labels do not have",
              at: attribute.keyRange)
            items.append(
              .comment(
                "UISS: textAttributes.\(attribute.key) — a label's text shadow is not converted"))
            continue
          }
          report(
            .conversionUnsupported,
            "the text attribute '\(attribute.key)' has no .skss property (font, textColor, textShadowColor and textShadowOffset have)",
            at: attribute.keyRange)
          continue
        }
        guard let text = valueText(attribute.value, kind: target.kind) else { continue }
        items.append(
          .declaration(
            name: target.name, nameOrigin: attribute.keyRange, value: text,
            valueOrigin: attribute.value.range))
      }
      return items
    }
  }
}

extension String {
  /// The last component of a path.
  var lastPathComponent: String { (self as NSString).lastPathComponent }
}
