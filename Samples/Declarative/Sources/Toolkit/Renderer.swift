import SkinKit

/// A drawn node: what it is to selectors, the text it shows, the style values it uses (each
/// primitive uses the properties it has, as a widget takes the keys it binds), its context
/// and its children.
public struct Drawing: Sendable {
  public let node: StyleContext.Child
  public let text: String?
  public let values: [(name: String, value: String)]
  public let context: StyleContext
  public let children: [Drawing]

  public init(
    node: StyleContext.Child, text: String? = nil, values: [(name: String, value: String)],
    context: StyleContext, children: [Drawing] = []
  ) {
    self.node = node
    self.text = text
    self.values = values
    self.context = context
    self.children = children
  }
}

/// Draws views: finds the styled views of a view's content (evaluating bodies, in the
/// environment they see), gives them their contexts — the parent declares them in order, so
/// sibling selectors work — and has each draw itself.
public struct Renderer {
  /// The environment of the content being drawn.
  let environment: EnvironmentValues

  /// Draws `view` as the roots of the tree `root` styles.
  public static func render(_ view: some View, in root: StyleContext) -> [Drawing] {
    Renderer(environment: EnvironmentValues(styleContext: root)).draw(view, under: root)
  }

  /// Draws the styled views of `content` as the children of `context`'s node.
  public func draw(_ content: any View, under context: StyleContext) -> [Drawing] {
    var environment = self.environment
    environment.styleContext = context
    let found = Self.styledViews(of: content, in: environment)
    let contexts = context.children(found.map(\.view.styleNode))
    return zip(found, contexts).map { found, child in
      var environment = found.environment
      environment.styleContext = child
      return found.view.draw(in: child, renderer: Renderer(environment: environment))
    }
  }

  /// The styled views `view` is made of, in order, each with the environment it sees:
  /// bodies are evaluated (reading that environment) down to the first styled views.
  static func styledViews(of view: any View, in environment: EnvironmentValues)
    -> [(view: any StyledView, environment: EnvironmentValues)]
  {
    switch view {
    case let styled as any StyledView:
      return [(styled, environment)]
    case let list as ViewList:
      return list.views.flatMap { styledViews(of: $0, in: environment) }
    case is any PrimitiveView:
      return []
    default:
      let body = EnvironmentValues.$current.withValue(environment) { view.body as any View }
      return styledViews(of: body, in: environment)
    }
  }
}

extension Drawing {
  /// The drawing as an outline, one node a line: `Label.title "Wi-Fi"  color #1c1c1eff …`.
  public var outline: String {
    var lines: [String] = []
    var pending: [(Drawing, Int)] = [(self, 0)]
    while let (drawing, depth) = pending.popLast() {
      var line = String(repeating: "  ", count: depth) + drawing.node.selector
      if let text = drawing.text { line += " \"\(text)\"" }
      for (name, value) in drawing.values { line += "  \(name) \(value)" }
      lines.append(line)
      pending += drawing.children.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }
}

extension StyleContext.Child {
  /// `Button.primary#save:selected`, as a selector would name the node.
  var selector: String {
    type.description + classes.map { "." + $0 }.joined() + (id.map { "#" + $0 } ?? "")
      + (state.isEmpty ? "" : ":" + state.description.replacingOccurrences(of: " ", with: ":"))
  }
}
