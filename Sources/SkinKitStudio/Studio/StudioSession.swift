import Foundation
import SkinKit
import SkinKitPreview

/// Every call the studio makes into tree files, resolution, explanation, the preview and a
/// style manager's trees, in one place: it turns a skin, a tree and an environment into a
/// ``StudioView`` — the picture, the outline, the diagnostics — and a node's
/// ``StudioView/Details`` — each computed value with the declaration that won and what it
/// overrode — and a live ``StyleManager``'s trees into an ``AppSnapshot``. The rest of the
/// studio (server, page, inspector transport) sees only those values, so a change of the
/// engine's API is absorbed here.
///
/// ```swift
/// let session = StudioSession(skin: skin)
/// let view = session.view(of: document, in: environment, caption: "Default.skss")
/// let values = session.details(of: "0/0/5", in: document, environment: environment)
/// values?.properties.first { $0.name == "color" }?.declarations.first?.selector  // "Window"
/// ```
struct StudioSession {
  /// The skin views are computed with (the last good version of the sheets).
  let skin: Skin
  /// How a file path is shown, and whether the page may open it (the sheets' files).
  var locate: @Sendable (String) -> (file: String, editable: Bool) = { ($0, false) }
  /// What ``locate`` said of each path so far (it reads the file system).
  private let locations = Locations()

  init(
    skin: Skin,
    locate: @escaping @Sendable (String) -> (file: String, editable: Bool) = { ($0, false) }
  ) {
    self.skin = skin
    self.locate = locate
  }

  private final class Locations {
    var known: [String: (file: String, editable: Bool)] = [:]

    func locate(
      _ path: String, with locate: (String) -> (file: String, editable: Bool)
    ) -> (file: String, editable: Bool) {
      if let found = known[path] { return found }
      let found = locate(path)
      known[path] = found
      return found
    }
  }

  // MARK: Trees

  /// A tree file; `nil` reads the sample screen `skss preview` draws by default.
  static func tree(contentsOf path: String?) throws(TreeError) -> TreeDocument {
    guard let path else {
      return try TreeDocument.parse(SampleScreen.json, path: "Samples/Trees/preview.json")
    }
    return try TreeDocument.load(contentsOf: path)
  }

  /// An inspected app's tree, read as a tree file.
  static func tree(of root: AppSnapshot.Root, app: String) throws(TreeError) -> TreeDocument {
    let data: Data
    do {
      data = try JSONSerialization.data(withJSONObject: root.treeFileObject)
    } catch {
      throw TreeError(path: app, message: "the app's tree is not JSON: \(error)")
    }
    return try TreeDocument.parse(data, path: app)
  }

  /// The values each environment key takes, for the page's choices.
  static let environmentChoices = Dictionary(
    uniqueKeysWithValues: StyleEnvironment.table.filter { !$0.values.isEmpty }.map {
      ($0.name, $0.values)
    })

  /// The path of each node of a tree (`0/2/1`), in document order.
  static func paths(of document: TreeDocument) -> [String] { document.nodes.map(\.stylePath) }

  /// `base` with `key=value` overrides, as `--env` reads them.
  static func environment(_ base: StyleEnvironment, overrides: [(key: String, value: String)])
    throws(StudioError) -> StyleEnvironment
  {
    var environment = base
    for (key, value) in overrides {
      do {
        try environment.set(key, to: value)
      } catch {
        throw StudioError(.badRequest, "env: \(error.message)")
      }
    }
    return environment
  }

  /// An environment's keys and values, as tree files and `--env` spell them (what is
  /// unset, such as a width, is left out).
  static func fields(of environment: StyleEnvironment) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: StyleEnvironment.keys.compactMap { key in
        environment.text(of: key).map { (key, $0) }
      })
  }

  // MARK: Views

  /// The view of `document` in `environment` (sized as the preview draws it).
  func view(of document: TreeDocument, in environment: StyleEnvironment, caption: String)
    -> StudioView
  {
    let cascade = skin.cascade
    let sized = Device.sized(environment)
    let resolution = document.resolve(with: cascade, environment: sized)
    let picture = PreviewRenderer(caption: caption).render(resolution, environment: sized)
    // Where each node shows in the picture: its frame within the screen, which clips what
    // is laid out beyond it (a long list).
    var frames: [ObjectIdentifier: [Double]] = [:]
    let screen = picture.screen
    for node in picture.root?.subtree ?? [] where isDrawn(node) {
      let frame = node.frame
      let left = max(frame.minX, 0)
      let top = max(frame.minY, 0)
      let right = min(frame.maxX, screen.width)
      let bottom = min(frame.maxY, screen.height)
      guard right > left, bottom > top else { continue }
      frames[ObjectIdentifier(node.element)] = [
        left + screen.x, top + screen.y, right - left, bottom - top,
      ].map { ($0 * 100).rounded() / 100 }
    }
    let nodes = resolution.nodes.indices.map { position in
      let node = resolution.nodes[position]
      return StudioView.Node(
        path: node.stylePath, depth: node.stylePath.split(separator: "/").count - 1,
        label: Self.label(node, typeName: resolution.typeNames[position]),
        frame: frames[ObjectIdentifier(node)])
    }
    return StudioView(
      environment: Self.fields(of: sized), caption: caption,
      picture: .init(svg: picture.svg, width: picture.size.width, height: picture.size.height),
      nodes: nodes, diagnostics: resolution.diagnostics.removingDuplicates().map(diagnostic))
  }

  /// The values of the node at `path` (`0/2/1`) in `environment`, each with the declaration
  /// that won and what it overrode. `appValues` are the values an inspected app reported for
  /// it. `nil` when the tree has no such node.
  func details(
    of path: String, in document: TreeDocument, environment: StyleEnvironment,
    appValues: [String: String]? = nil
  ) -> StudioView.Details? {
    var node = document.root
    let indices = path.split(separator: "/").map { Int($0) ?? -1 }
    guard indices.first == 0 else { return nil }
    for index in indices.dropFirst() {
      guard index >= 0, index < node.children.count else { return nil }
      node = node.children[index]
    }
    let cascade = skin.cascade
    let explanation = cascade.explain(
      node, environment: Device.sized(environment),
      inlineStyle: { ($0 as? StyleNode)?.inlineDeclarations(table: cascade.table)?.0 })
    let label = { (node: StyleNode) in Self.label(node, typeName: document.typeName(of: node)) }
    var properties = explanation.properties.filter { property in
      // Custom properties where they are declared, not on every node that inherits them.
      !(property.name.hasPrefix("--") && property.inheritedFrom != nil)
    }.map { self.property($0, of: node, label: label) }
    if let appValues { properties = Self.merging(properties, appValues: appValues) }
    return StudioView.Details(path: path, label: label(node), properties: properties)
  }

  /// Whether a node is on screen: laid out, and neither it nor an ancestor `hidden`.
  private func isDrawn(_ node: PreviewNode) -> Bool {
    var current: PreviewNode? = node
    while let element = current {
      guard element.isShown, !element.style.isHidden else { return false }
      current = element.parent
    }
    return true
  }

  private func property(
    _ explanation: PropertyExplanation, of node: StyleNode, label: (StyleNode) -> String
  ) -> StudioView.Property {
    var swatch: String?
    if case .value(.color(let color))? = explanation.value { swatch = color.hex }
    var status = "declared"
    var ancestorPath: String?
    var ancestorLabel: String?
    var inherited: [StudioView.Declaration] = []
    if let (levels, candidates) = explanation.inheritedFrom {
      status = "inherited"
      var ancestor: StyleNode? = node
      for _ in 0..<levels { ancestor = ancestor?.parent }
      ancestorPath = ancestor?.stylePath
      ancestorLabel = ancestor.map(label)
      inherited = candidates.map { declaration($0, property: explanation.name) }
    } else if explanation.isInitial {
      status = "initial"
    }
    return StudioView.Property(
      name: explanation.name, value: explanation.value?.description, swatch: swatch,
      status: status, inheritedFrom: ancestorPath, inheritedFromLabel: ancestorLabel,
      declarations: explanation.candidates.map { declaration($0, property: explanation.name) },
      inheritedDeclarations: inherited, appValue: nil)
  }

  private func declaration(_ candidate: CandidateDeclaration, property: String)
    -> StudioView.Declaration
  {
    let written = candidate.declaration
    var text = "\(property): \(written.value)" + (written.important ? " !important" : "")
    if written.writtenName.lowercased() != property.lowercased() {
      text += " (written as \(written.writtenName))"
    }
    let status: String
    var reason: String?
    switch candidate.status {
    case .winner: status = "wins"
    case .invalidAtComputedTime:
      status = "void"
      reason = "invalid once var() is substituted"
    case .overridden(let why):
      status = "lost"
      reason = why
    }
    let origin =
      switch candidate.origin {
      case .defaultSkin: "default skin"
      case .app: "app"
      case .inline: "inline"
      }
    return StudioView.Declaration(
      status: status, reason: reason, location: location(written.range),
      selector: candidate.selectorText,
      specificity: candidate.rule.map { "\($0.selector.specificity)" },
      layer: candidate.rule?.layer.map { "\($0)" }, origin: origin, text: text)
  }

  /// Adds what the app reports: its value beside each property, and the properties it has
  /// that no declaration here sets.
  private static func merging(_ properties: [StudioView.Property], appValues: [String: String])
    -> [StudioView.Property]
  {
    var result = properties.map { property -> StudioView.Property in
      var property = property
      property.appValue = appValues[property.name]
      return property
    }
    let known = Set(properties.map(\.name))
    for (name, value) in appValues where !known.contains(name) {
      result.append(
        StudioView.Property(
          name: name, value: nil, swatch: nil, status: "app", inheritedFrom: nil,
          inheritedFromLabel: nil,
          declarations: [], inheritedDeclarations: [], appValue: value))
    }
    return result.sorted { $0.name < $1.name }
  }

  private func location(_ range: SourceRange) -> StudioView.Location {
    let (file, editable) = locations.locate(range.path, with: locate)
    let start = range.start
    return StudioView.Location(
      file: file, line: start?.line, column: start?.column, editable: editable)
  }

  /// A diagnostic as the page lists it.
  func diagnostic(_ diagnostic: Diagnostic) -> StudioView.Diagnostic {
    StudioView.Diagnostic(
      location: location(diagnostic.range), severity: diagnostic.severity.rawValue,
      id: diagnostic.id.rawValue, message: diagnostic.message, text: diagnostic.description)
  }

  /// `Button#save.primary:highlighted`.
  static func label(_ node: StyleNode, typeName: String) -> String {
    var text = typeName
    if let id = node.styleIdentifier { text += "#" + id.string }
    for name in node.styleClasses { text += "." + name.string }
    if !node.styleState.isEmpty {
      for state in node.styleState.description.split(separator: " ") { text += ":" + state }
    }
    return text
  }

  // MARK: A style manager's trees

  /// The attributes an app's nodes are asked for: those the picture shows.
  static let pictureAttributes = [
    "text", "title", "placeholder", "image", "value", "progress", "segments", "selected",
    "accessory", "placement", "width", "height",
  ]

  /// The trees `manager` styles, as they are now, with their computed values. Runs on the
  /// trees' thread. A tree deeper than a tree file may be is cut at that depth.
  static func snapshot(of manager: StyleManager, attributes: [String] = pictureAttributes)
    -> [AppSnapshot.Root]
  {
    manager.roots.map { root in
      var types: [String: String] = [:]
      func node(_ object: any StyleTreeNode, parent: ComputedStyle?, depth: Int)
        -> AppSnapshot.Node
      {
        var type: StyleType? = object.styleNodeType
        while let current = type, let supertype = current.supertype,
          !BuiltInTypes.contains(current.description)
        {
          types[current.description] = supertype.description
          type = supertype
        }
        let style = object.computedStyle
        var values: [String: String] = [:]
        if let style {
          for id in style.declaredProperties {
            values[style.table[id].name] = style.value(id).description
          }
          for (name, tokens) in style.customProperties where parent?.customProperty(name) != tokens
          {
            values[name] = TokenPrinter.print(tokens)
          }
        }
        var found: [String: String] = [:]
        for name in attributes {
          if let value = object.styleAttribute(name) { found[name] = value }
        }
        let children =
          depth < TreeDocument.maximumDepth
          ? object.styleChildNodes.map { node($0, parent: style, depth: depth + 1) } : []
        return AppSnapshot.Node(
          type: object.styleNodeType.description, id: object.styleID,
          classes: object.styleClassNames,
          state: object.styleState.isEmpty
            ? [] : object.styleState.description.split(separator: " ").map(String.init),
          attributes: found, values: values, children: children)
      }
      let environment =
        (root as? StyleNode)?.styleEnvironment ?? root.styleRootEnvironment
        ?? manager.environment
      let tree = node(root, parent: nil, depth: 1)
      return AppSnapshot.Root(
        environment: fields(of: environment), types: types, root: tree)
    }
  }
}

/// A request the studio cannot serve as asked: the status and what is wrong.
package struct StudioError: Error, CustomStringConvertible {
  package var status: HTTPStatus
  package var message: String
  /// The methods allowed, for a 405.
  var allow: String?

  package var description: String { message }

  init(_ status: HTTPStatus, _ message: String) {
    self.status = status
    self.message = message
  }
}
