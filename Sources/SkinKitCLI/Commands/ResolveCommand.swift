import Foundation
import SkinKit

/// `skss resolve`: every node's computed style.
enum ResolveCommand: Subcommand {
  static let name = "resolve"
  static let summary = "print every node's computed style for stylesheets and a widget tree"
  static let operands = "SHEET..."
  static let customProperties = Option.flag(
    "--custom-properties",
    summary: "list custom properties (--x) on every node that has them, inherited too")
  static let options = [
    Option.tree.required,
    Option.format.explained(
      #"text (default) or json: {"nodes": [{"type", "id", "classes", "style"}]}"#),
    Option.properties, customProperties, Option.environment, Option.defaultSheet, Option.theme,
  ]
  static let discussion = """
    Resolves the cascade for every node of the tree, in document order, and prints each
    node's computed style with canonical values: colors #rrggbbaa, numbers in shortest
    form, insets "top right bottom left".

    By default a node lists the properties whose value came from a declaration (on the
    node, or inherited from an ancestor). --properties all lists every registered property;
    --properties color,font-size lists those (any name a stylesheet accepts: textColor is
    color, padding its four longhands; custom properties such as --accent are listed where
    they are set). Custom properties are listed on the node that declares them, not on each
    descendant that inherits them, unless --custom-properties or --properties all asks.

    Diagnostics go to standard error as path:line:column: severity: message [id].
    """
  static let exitStatus =
    "0 success, 1 a stylesheet or inline style has errors (the styles are still printed), "
    + "2 bad usage, unreadable file or bad tree"
  static let examples = [
    "skss resolve Stylesheets/Default.skss --tree Samples/Trees/settings.json",
    "skss resolve theme.skss --tree screen.json --format json --properties color,opacity",
    "skss resolve theme.skss --tree screen.json --env idiom=pad,color-scheme=dark",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let format = arguments.value(Option.format) ?? "text"
    let cascade = try Inputs.cascade(arguments)
    let (document, environment) = try Inputs.tree(arguments)
    var selection = try PropertySelection(arguments, table: cascade.table)
    selection.inheritedCustomProperties = arguments.flag(Self.customProperties)
    let resolution = document.resolve(with: cascade, environment: environment)
    // A node's parent's style: custom properties are listed where they change.
    func parentStyle(_ node: StyleNode) -> ComputedStyle? { node.parent?.computedStyle }
    let diagnostics = Inputs.unique(cascade.diagnostics + resolution.diagnostics)
    Inputs.report(diagnostics, io: io)

    if format == "json" {
      let nodes: [[String: Any]] = resolution.nodes.indices.map { position in
        let node = resolution.nodes[position]
        let computed = resolution.styles[position]
        var style: [String: Any] = Dictionary(
          uniqueKeysWithValues: selection.values(of: computed, parent: parentStyle(node)).map {
            ($0.name, $0.value as Any)
          })
        if style.isEmpty { style = [:] }
        return [
          "type": resolution.typeNames[position],
          "id": node.styleIdentifier.map { $0.string as Any } ?? NSNull(),
          "classes": node.styleClasses.map(\.string), "style": style,
        ]
      }
      io.out(Inputs.jsonText(["nodes": nodes]))
    } else {
      var text = ""
      for (position, node) in resolution.nodes.enumerated() {
        let style = resolution.styles[position]
        text +=
          node.stylePath + " " + describe(node, typeName: resolution.typeNames[position]) + "\n"
        for (name, value) in selection.values(of: style, parent: parentStyle(node)) {
          text += "  \(name): \(value)\n"
        }
      }
      io.out(text)
    }
    return Inputs.status(diagnostics)
  }

  /// `Button#save.primary.large:highlighted`.
  static func describe(_ node: StyleNode, typeName: String) -> String {
    node.styleDescription(typeName: typeName)
  }
}

/// Which properties `resolve`, `explain` and `watch` print: the one reading of
/// ``Option/properties``.
struct PropertySelection {
  enum Mode {
    case declared
    case all
    case listed([String])
  }

  let mode: Mode
  let table: PropertyTable
  /// Whether the declared selection lists the custom properties a node inherits too
  /// (`resolve --custom-properties`), not only those it declares.
  var inheritedCustomProperties = false

  /// The selection `--property` asks for: `all`, or names (comma-separated, repeatable) that
  /// become canonical longhand names (`textColor` → `color`, `padding` → its longhands) and
  /// custom property names, each once.
  init(_ arguments: Arguments, table: PropertyTable) throws(UsageError) {
    self.table = table
    let values = arguments.values(Option.properties)
    let spelling = arguments.spelling(Option.properties)
    if values.isEmpty {
      mode = .declared
      return
    }
    if values.contains("all") {
      mode = .all
      return
    }
    var names: [String] = []
    for raw in values.joined(separator: ",").split(separator: ",") {
      let name = raw.trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("--") && name.count > 2 {
        names.append(name)
      } else if let definition = table.definition(named: name) {
        names.append(definition.name)
      } else if let shorthand = table.shorthand(named: name) {
        names += shorthand.longhands
      } else {
        throw UsageError("\(spelling): unknown property '\(name)'")
      }
    }
    guard !names.isEmpty else {
      throw UsageError("\(spelling) needs all or property names, such as color,font-size")
    }
    // Each once, whatever names it was asked by (color,textColor).
    var seen = Set<String>()
    mode = .listed(names.filter { seen.insert($0).inserted })
  }

  /// The names of the properties to show one by one, set or not: nil for the declared ones.
  /// `custom` are the custom properties the node has, which `all` includes.
  func names(custom: [String]) -> [String]? {
    switch mode {
    case .declared: nil
    case .all: table.definitions.map(\.name) + custom
    case .listed(let names): names
    }
  }

  /// The selected (name, canonical value) pairs, sorted by name. By default a custom
  /// property is listed where it is declared — where its value is not the one `parent` has
  /// (which the node inherits) — not on every descendant.
  func values(of style: ComputedStyle, parent: ComputedStyle? = nil) -> [(
    name: String, value: String
  )] {
    var result: [(String, String)] = []
    switch mode {
    case .declared:
      for id in style.declaredProperties {
        result.append((table[id].name, style.value(id).description))
      }
      for (name, tokens) in style.customProperties
      where inheritedCustomProperties || parent?.customProperty(name) != tokens {
        result.append((name, TokenPrinter.print(tokens)))
      }
    case .all:
      for definition in table.definitions {
        result.append((definition.name, style.value(definition.id).description))
      }
      for (name, tokens) in style.customProperties {
        result.append((name, TokenPrinter.print(tokens)))
      }
    case .listed(let names):
      for name in names {
        if name.hasPrefix("--") {
          if let tokens = style.customProperty(name) {
            result.append((name, TokenPrinter.print(tokens)))
          }
        } else if let definition = table.definition(named: name) {
          result.append((definition.name, style.value(definition.id).description))
        }
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }
}
