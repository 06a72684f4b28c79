import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSupport
import SkinKitSyntax

/// Reads a SkinKit (2012, nubbel/SkinKit) skin bundle's `Info.plist`: its `SKSkinDataSource`
/// dictionary of colors, written `{rgb: "r g b [a]" | {r, g, b, a}}`, `{hsb: "h s b [a]" |
/// {h, s, b, a}}` (every component from 0 to 1 — the hue too, written in degrees in `.skss`),
/// `{hex: "rgb" | "rgba" | "rrggbb" | "rrggbbaa"}` (with `#` or `0x`, or neither) or
/// `{name: "orange"}` (UIKit's color).
///
/// The skin becomes custom properties on `:root` — one per data-source color
/// (`--base-tint-color`, `--accent-tint-color`, `--navigation-bar-tint-color`…) — and rules
/// that give them to the bars and controls `SKSkinManager` styled:
///
/// | data source | `.skss` |
/// |---|---|
/// | `backgroundColor` | `ViewController > View` and, when the bundle has no `tableViewBackground` image, `TableView`: `background-color` |
/// | `tabBarTintColor`, `tabBarSelectedImageTintColor` | `TabBar`: `tint-color`, `selected-image-tint-color` |
/// | `navigationBarTintColor`, `toolbarTintColor`, `searchBarTintColor`, `barButtonItemTintColor` | `tint-color` of `NavigationBar`, `Toolbar`, `SearchBar`, `BarButtonItem` |
/// | `accentTintColor` | `Toolbar BarButtonItem`: `tint-color` |
/// | `controlBaseTintColor` | `Switch`, `Stepper`, `SegmentedControl`: `tint-color`; `Slider`: `maximum-track-tint-color`; `ProgressView`: `track-tint-color` |
/// | `controlAccentTintColor` | `Switch`: `on-tint-color`; `Slider`: `minimum-track-tint-color`; `ProgressView`: `progress-tint-color` |
/// | `controlThumbTintColor` | `Switch`, `Slider`: `thumb-tint-color` |
///
/// What the skin leaves out, `SKDefaultSkin` derived, and so does the converted sheet, with
/// custom properties and color functions: the background is the base tint made lighter
/// (`lighterColor`: HSB saturation halved), the tab bar tint the base tint made darker
/// (`darkerColor`: HSB brightness halved), the bars' tints and the control base tint are the
/// base tint, the tab bar's selected image tint and the control accent tint are the accent
/// tint, and the thumb tint is the control base tint. The derivations read the base tint's
/// HSB components (`--base-tint-hue`, `--base-tint-saturation`, `--base-tint-brightness`,
/// `--base-tint-alpha`), so a skin that gives only a base tint gets every derived color —
/// computed from the same numbers UIKit used.
///
/// ```swift
/// let converted = SkinKitSkinReader.read(file, bytes: bytes)
/// converted.skssText()   // ":root {\n  --base-tint-color: rgb(100% 30% 50%);\n …"
/// ```
package enum SkinKitSkinReader {
  /// The data-source colors, in the order the converted sheet lists them, with what
  /// `SKDefaultSkin` derives each from when the skin does not give it.
  static let colors: [(key: String, derivation: Derivation?)] = [
    ("baseTintColor", nil),
    ("accentTintColor", nil),
    ("backgroundColor", .lighter("baseTintColor")),
    ("tabBarTintColor", .darker("baseTintColor")),
    ("tabBarSelectedImageTintColor", .same("accentTintColor")),
    ("navigationBarTintColor", .same("baseTintColor")),
    ("toolbarTintColor", .same("baseTintColor")),
    ("searchBarTintColor", .same("baseTintColor")),
    ("barButtonItemTintColor", .same("baseTintColor")),
    ("controlBaseTintColor", .same("baseTintColor")),
    ("controlAccentTintColor", .same("accentTintColor")),
    ("controlThumbTintColor", .same("controlBaseTintColor")),
  ]

  /// A view controller's root view (the bars of container controllers are not).
  static let rootViews = "ViewController > View:not(NavigationBar, TabBar, Toolbar)"

  /// The images `SKDefaultSkin` looks for in the bundle's resources, by name, and the rule
  /// and property each becomes (`SKSkinManager`'s `applySkinTo…`).
  static let images: [(name: String, selector: String, property: String)] = [
    ("navigationBarBackground", "NavigationBar", "background-image"),
    ("tabBarBackground", "TabBar", "background-image"),
    ("toolbarBackground", "Toolbar", "background-image"),
    ("searchBarBackground", "SearchBar", "background-image"),
    ("barButtonItemBackground", "BarButtonItem", "background-image"),
    ("tableViewBackground", "TableView", "background-image"),
    ("shadowTop", "NavigationBar", "shadow-image"),
    ("shadowBottom", "TabBar", "shadow-image"),
  ]

  /// The images it uses that `.skss` has no property for, and why.
  static let unconvertedImages: [String: String] = [
    "tabBarSelectionIndicator": "SkinKit has no tab bar selection indicator image",
    "backBarButtonItemBackground": "SkinKit has no back button background image",
    "backgroundPattern": "SkinKit has no pattern colors (the views' background)",
  ]

  /// The rules the skin's colors are given to (`SKSkinManager`'s `applySkinTo…`).
  static let rules: [(selector: String, declarations: [(property: String, color: String)])] = [
    // SKSkinManager colored a view controller's view (`applySkinToGenericView:self.view`):
    // its root view, not the bars a navigation or tab bar controller holds beside it.
    (rootViews, [("background-color", "backgroundColor")]),
    (
      "TabBar",
      [
        ("tint-color", "tabBarTintColor"),
        ("selected-image-tint-color", "tabBarSelectedImageTintColor"),
      ]
    ),
    ("NavigationBar", [("tint-color", "navigationBarTintColor")]),
    ("Toolbar", [("tint-color", "toolbarTintColor")]),
    ("SearchBar", [("tint-color", "searchBarTintColor")]),
    ("BarButtonItem", [("tint-color", "barButtonItemTintColor")]),
    ("Toolbar BarButtonItem", [("tint-color", "accentTintColor")]),
    (
      "Switch",
      [
        ("tint-color", "controlBaseTintColor"), ("on-tint-color", "controlAccentTintColor"),
        ("thumb-tint-color", "controlThumbTintColor"),
      ]
    ),
    ("Stepper, SegmentedControl", [("tint-color", "controlBaseTintColor")]),
    (
      "Slider",
      [
        ("maximum-track-tint-color", "controlBaseTintColor"),
        ("minimum-track-tint-color", "controlAccentTintColor"),
        ("thumb-tint-color", "controlThumbTintColor"),
      ]
    ),
    (
      "ProgressView",
      [
        ("track-tint-color", "controlBaseTintColor"),
        ("progress-tint-color", "controlAccentTintColor"),
      ]
    ),
  ]

  /// How `SKDefaultSkin` fills in a color the skin does not give.
  enum Derivation: Equatable {
    /// `[color lighterColor]`: the HSB saturation halved.
    case lighter(String)
    /// `[color darkerColor]`: the HSB brightness halved.
    case darker(String)
    /// The other color itself.
    case same(String)

    var source: String {
      switch self {
      case .lighter(let key), .darker(let key), .same(let key): key
      }
    }
  }

  /// Reads a skin's `Info.plist` (XML or binary). `bytes` are the file's raw bytes.
  public static func read(
    _ file: SourceFile, bytes: [UInt8], properties: PropertyTable = .builtIn
  ) -> ConvertedStylesheet {
    read(PropertyListDocumentParser.parse(file, bytes: bytes))
  }

  /// The custom property a data-source key becomes (`baseTintColor` → `--base-tint-color`).
  static func customProperty(_ key: String) -> String { "--" + key.kebabCased }

  /// Reads a skin's `Info.plist`; `resources` are the names (without extension) of the image
  /// files in its bundle's `Contents/Resources`, which `SKDefaultSkin` uses by name.
  static func read(_ document: ParsedDocument, resources: Set<String> = []) -> ConvertedStylesheet {
    let file = document.file
    var reporter = ConversionReporter(file: file, hasPositions: document.hasPositions)
    var items: [SKSSItem] = []
    if let root = document.root {
      items = convert(root, file: file, resources: resources, reporter: &reporter)
      items += imageRules(resources, origin: root.range, reporter: &reporter)
    }
    return ConvertedStylesheet.build(
      format: .skinKit, file: file, items: items,
      diagnostics: document.diagnostics + reporter.diagnostics)
  }

  /// A color the skin gives: its `.skss` text, its exact value, and where it was written.
  struct GivenColor {
    var text: String
    var color: StyleColor
    var entry: DocumentEntry
  }

  static func convert(
    _ root: DocumentNode, file: SourceFile, resources: Set<String>,
    reporter: inout ConversionReporter
  ) -> [SKSSItem] {
    guard root.entries != nil else {
      reporter.report(
        .conversionUnsupported,
        "a SkinKit skin's Info.plist is a dictionary, found \(root.kindDescription)",
        at: root.range, severity: .error)
      return []
    }
    // A skin is named by its bundle (`MySkin.bundle/Contents/Info.plist` is MySkin's).
    let bundle = file.path.split(separator: "/").last { $0.hasSuffix(".bundle") }
    let header = SKSSItem.comment(
      "Converted from \(bundle.map(String.init) ?? file.path.lastPathComponent) (SkinKit skin, SKSkinDataSource)."
    )
    guard let source = root["SKSkinDataSource"], let entries = source.entries, !entries.isEmpty
    else {
      // A valid skin: SKDefaultSkin derives every color from the bundle's images.
      if root["CFBundleIdentifier"] == nil && root["CFBundleName"] == nil {
        reporter.report(
          .conversionUnsupported,
          "this property list has neither SKSkinDataSource colors nor a bundle's keys: is it a skin's Info.plist?",
          at: root.range)
      }
      return [
        header,
        .comment(
          "The skin gives no SKSkinDataSource colors: SKDefaultSkin derived them from the bundle's images (its base tint from the navigation bar's), which is not converted."
        ),
      ]
    }
    let path = ["SKSkinDataSource"]
    var given: [String: GivenColor] = [:]
    for entry in entries {
      guard colors.contains(where: { $0.key == entry.key }) else {
        reporter.report(
          .conversionUnsupported,
          "'\(entry.key)' is not a SkinKit color (SKSkinDataSource reads only colors from Info.plist)",
          at: entry.keyRange, path: path + [entry.key])
        continue
      }
      if let color = color(entry, reporter: &reporter, path: path + [entry.key]) {
        given[entry.key] = color
      }
    }
    let rootOrigin = entries.first?.keyRange ?? root.range
    // What is available: given, or derived from something available.
    var available: [String: Range<Int>] = [:]
    var declarations: [SKSSItem] = []
    if let base = given["baseTintColor"] {
      let (hue, saturation, brightness) = hsb(base.color)
      let origin = base.entry.value.range
      for (suffix, value) in [
        ("hue", hue), ("saturation", saturation), ("brightness", brightness),
        ("alpha", base.color.alpha),
      ] {
        declarations.append(
          .declaration(
            name: "--base-tint-\(suffix)", nameOrigin: base.entry.keyRange,
            value: TokenPrinter.formatNumber(value), valueOrigin: origin))
      }
    }
    for (key, derivation) in colors {
      let property = customProperty(key)
      if let color = given[key] {
        declarations.append(
          .declaration(
            name: property, nameOrigin: color.entry.keyRange, value: color.text,
            valueOrigin: color.entry.value.range))
        available[key] = color.entry.keyRange
      } else if let derivation, let origin = available[derivation.source] {
        let value: String
        let base = "var(--base-tint-hue)"
        let alpha = " / var(--base-tint-alpha))"
        switch derivation {
        case .lighter:
          value =
            "hsb(\(base) calc(var(--base-tint-saturation) * 0.5) var(--base-tint-brightness)"
            + alpha
        case .darker:
          value =
            "hsb(\(base) var(--base-tint-saturation) calc(var(--base-tint-brightness) * 0.5)"
            + alpha
        case .same(let other):
          value = "var(\(customProperty(other)))"
        }
        declarations.append(
          .declaration(name: property, nameOrigin: origin, value: value, valueOrigin: origin))
        available[key] = origin
      }
    }
    var items: [SKSSItem] = [header]
    if given["baseTintColor"] != nil {
      items.append(
        .comment(
          "SKDefaultSkin's derived colors read the base tint's HSB components (--base-tint-hue, -saturation, -brightness, -alpha): keep them in step with --base-tint-color."
        ))
    }
    items.append(.rule(selector: ":root", origin: rootOrigin, items: declarations))
    for rule in rules {
      var ruleItems: [SKSSItem] = []
      var origin: Range<Int>?
      for (property, key) in rule.declarations {
        guard let keyOrigin = available[key] else { continue }
        origin = origin ?? keyOrigin
        ruleItems.append(
          .declaration(
            name: property, nameOrigin: keyOrigin, value: "var(\(customProperty(key)))",
            valueOrigin: keyOrigin))
      }
      if let origin {
        items.append(.rule(selector: rule.selector, origin: origin, items: ruleItems))
      }
    }
    // `applySkinToTableView:`, which its `UITableView` category calls for every table view
    // entering a window: the skin's `tableViewBackground` image when the bundle has one
    // (``imageRules(_:origin:reporter:)``), else the background color.
    if !resources.contains("tableViewBackground"), let origin = available["backgroundColor"] {
      items.append(
        .rule(
          selector: "TableView", origin: origin,
          items: [
            .declaration(
              name: "background-color", nameOrigin: origin, value: "var(--background-color)",
              valueOrigin: origin)
          ]))
    }
    return items
  }

  /// The rules of the images `SKDefaultSkin` finds in the bundle by name.
  static func imageRules(
    _ resources: Set<String>, origin: Range<Int>, reporter: inout ConversionReporter
  ) -> [SKSSItem] {
    var items: [SKSSItem] = []
    for image in images where resources.contains(image.name) {
      items.append(
        .rule(
          selector: image.selector, origin: origin,
          items: [
            .declaration(
              name: image.property, nameOrigin: origin,
              value: "image(\(TokenPrinter.quote(image.name)))", valueOrigin: origin)
          ]))
    }
    for name in resources.sorted() {
      guard let reason = unconvertedImages[name] else { continue }
      reporter.report(
        .conversionUnsupported, "the bundle's image '\(name)' is not converted: \(reason)",
        at: origin)
      items.append(.comment("SkinKit skin: the image '\(name)' — \(reason)"))
    }
    return items
  }

  /// Hue in degrees, saturation and brightness from 0 to 1 (as `getHue:saturation:brightness:`).
  static func hsb(_ color: StyleColor) -> (Double, Double, Double) {
    let maximum = max(color.red, color.green, color.blue)
    let minimum = min(color.red, color.green, color.blue)
    let delta = maximum - minimum
    let saturation = maximum == 0 ? 0 : delta / maximum
    guard delta > 0 else { return (0, saturation, maximum) }
    var hue: Double
    switch maximum {
    case color.red: hue = (color.green - color.blue) / delta
    case color.green: hue = (color.blue - color.red) / delta + 2
    default: hue = (color.red - color.green) / delta + 4
    }
    hue *= 60
    if hue < 0 { hue += 360 }
    return (hue, saturation, maximum)
  }

  // MARK: Colors

  /// `{rgb: …}`, `{hsb: …}`, `{hex: …}` or `{name: …}` (the first present, in that order, as
  /// `UIColor+SKSkinning` reads them).
  static func color(
    _ entry: DocumentEntry, reporter: inout ConversionReporter, path: [String]
  ) -> GivenColor? {
    let node = entry.value
    guard node.entries != nil else {
      reporter.report(
        .invalidValue, "a SkinKit color is a dictionary with rgb, hsb, hex or name",
        at: node.range, path: path)
      return nil
    }
    if let rgb = node["rgb"] {
      guard
        let components = components(
          rgb, names: ["r", "g", "b", "a"], reporter: &reporter, path: path + ["rgb"])
      else { return nil }
      let color = StyleColor(
        red: components[0], green: components[1], blue: components[2],
        alpha: components.count > 3 ? components[3] : 1)
      let channels = components.prefix(3).map { decimalText($0 * 100) + "%" }.joined(separator: " ")
      let alpha = components.count > 3 ? " / " + decimalText(components[3]) : ""
      return GivenColor(text: "rgb(\(channels)\(alpha))", color: color, entry: entry)
    }
    if let hsbNode = node["hsb"] {
      guard
        let components = components(
          hsbNode, names: ["h", "s", "b", "a"], reporter: &reporter, path: path + ["hsb"])
      else { return nil }
      // UIKit takes the hue as a fraction of a turn; `.skss` in degrees.
      let degrees = components[0] * 360
      let color = StyleColor(
        hue: degrees, saturation: components[1], brightness: components[2],
        alpha: components.count > 3 ? components[3] : 1)
      let alpha = components.count > 3 ? " / " + decimalText(components[3]) : ""
      return GivenColor(
        text:
          "hsb(\(decimalText(degrees)) \(decimalText(components[1])) \(decimalText(components[2]))\(alpha))",
        color: color, entry: entry)
    }
    if let hex = node["hex"] {
      guard let text = hex.string, let color = ValueConverter.hexColor(text) else {
        reporter.report(
          .invalidValue, "a hex color is rgb, rgba, rrggbb or rrggbbaa (with # or 0x)",
          at: hex.range, path: path + ["hex"])
        return nil
      }
      return GivenColor(text: UIKitColors.hexText(color), color: color, entry: entry)
    }
    if let name = node["name"] {
      guard let text = name.string, let color = UIKitColors.color(named: text) else {
        reporter.report(
          .invalidValue, "'\(name.string ?? name.kindDescription)' is not a UIKit color name",
          at: name.range, path: path + ["name"])
        return nil
      }
      return GivenColor(text: UIKitColors.hexText(color), color: color, entry: entry)
    }
    reporter.report(
      .invalidValue, "a SkinKit color needs one of rgb, hsb, hex or name", at: node.range,
      path: path)
    return nil
  }

  /// `"1.0 0.3 0.5"` (three or four numbers) or `{r: …, g: …, b: …, a: …}` (strings or
  /// numbers; a missing component is 0, a missing alpha 1 — as `floatValue` reads them).
  static func components(
    _ node: DocumentNode, names: [String], reporter: inout ConversionReporter, path: [String]
  ) -> [Double]? {
    func number(_ node: DocumentNode?) -> Double? {
      guard let node else { return nil }
      if let value = node.number { return value }
      if let text = node.string { return Double(text.trimmingCharacters(in: .whitespaces)) }
      return nil
    }
    if let text = node.string {
      let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      let values = parts.compactMap { Double($0) }
      guard values.count == parts.count, values.count == 3 || values.count == 4 else {
        reporter.report(
          .invalidValue,
          "'\(text)' is not three or four numbers from 0 to 1 (\(names.joined(separator: " ")))",
          at: node.range, path: path)
        return nil
      }
      return values
    }
    guard node.entries != nil else {
      reporter.report(
        .invalidValue, "expected a string or a dictionary, found \(node.kindDescription)",
        at: node.range, path: path)
      return nil
    }
    var values: [Double] = []
    for name in names.prefix(3) {
      guard let component = node[name] else {
        values.append(0)
        continue
      }
      guard let value = number(component) else {
        reporter.report(
          .invalidValue, "'\(name)' must be a number from 0 to 1", at: component.range,
          path: path + [name])
        return nil
      }
      values.append(value)
    }
    if let alphaNode = node[names[3]] {
      guard let alpha = number(alphaNode) else {
        reporter.report(
          .invalidValue, "'\(names[3])' must be a number from 0 to 1", at: alphaNode.range,
          path: path + [names[3]])
        return nil
      }
      values.append(alpha)
    }
    return values
  }
}
