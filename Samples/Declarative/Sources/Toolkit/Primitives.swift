import SkinKit

/// A line of text: a `Label` to sheets, its text the `text` attribute; it uses the text color
/// and font.
public struct Text: StyledView {
  public let string: String
  public var styleNode: StyleContext.Child

  public init(_ string: String) {
    self.string = string
    styleNode = StyleContext.Child(type: "Label", attributes: ["text": string], isLeaf: true)
  }

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    Drawing(
      node: styleNode, text: string,
      values: Values(context).color(\.textColor, "color").font(\.font, "font").box().list,
      context: context)
  }
}

/// A button: a `Button` to sheets, its title the `title` attribute; it uses the title color
/// and font and a background.
public struct Button: StyledView {
  public let title: String
  public var styleNode: StyleContext.Child

  public init(_ title: String, isPressed: Bool = false) {
    self.title = title
    styleNode = StyleContext.Child(
      type: "Button", state: isPressed ? .highlighted : [], attributes: ["title": title],
      isLeaf: true)
  }

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    Drawing(
      node: styleNode, text: title,
      values: Values(context).color(\.titleColor, "title").font(\.titleFont, "font").box().list,
      context: context)
  }
}

/// A switch with a title: a `Switch` to sheets, `:selected` when on; it uses the on tint and
/// thumb tint.
public struct Toggle: StyledView {
  public let title: String
  public let isOn: Bool
  public var styleNode: StyleContext.Child

  public init(_ title: String, isOn: Bool) {
    self.title = title
    self.isOn = isOn
    styleNode = StyleContext.Child(
      type: "Switch", state: isOn ? .selected : [], attributes: ["title": title], isLeaf: true)
  }

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    Drawing(
      node: styleNode, text: "\(title): \(isOn ? "on" : "off")",
      values: Values(context).color(\.onTintColor, "on-tint").color(\.thumbTintColor, "thumb")
        .box().list,
      context: context)
  }
}

/// Views in a column or a row: a `StackView` to sheets, with the `axis` attribute; it
/// declares its children in order, so `:nth-child()` and `+` select among them.
public struct Stack: StyledView {
  public let content: ViewList
  public var styleNode: StyleContext.Child

  public init(axis: Axis = .vertical, @ViewBuilder content: () -> ViewList) {
    self.content = content()
    styleNode = StyleContext.Child(type: "StackView", attributes: ["axis": axis.rawValue])
  }

  public enum Axis: String, Sendable {
    case vertical, horizontal
  }

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    Drawing(
      node: styleNode, values: Values(context).box().list, context: context,
      children: renderer.draw(content, under: context))
  }
}

/// Any view as a node of the styled tree (``View/styleNode(_:classes:id:)``): a container
/// of the type given, drawing its content as its children.
public struct StyledNode: StyledView {
  let content: any View
  public var styleNode: StyleContext.Child

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    Drawing(
      node: styleNode, values: Values(context).box().list, context: context,
      children: renderer.draw(content, under: context))
  }
}

/// A styled view with more classes, an identifier or another state
/// (``StyledView/styleClass(_:)``).
public struct Restyled<Base: StyledView>: StyledView {
  let base: Base
  public let styleNode: StyleContext.Child

  public func draw(in context: StyleContext, renderer: Renderer) -> Drawing {
    let drawing = base.draw(in: context, renderer: renderer)
    return Drawing(
      node: styleNode, text: drawing.text, values: drawing.values, context: context,
      children: drawing.children)
  }
}

extension View {
  /// This view as a node of the styled tree, of type `type` (`View`, `Card`), with classes
  /// and an identifier: its content's styled views are its children.
  public func styleNode(_ type: String, classes: [String] = [], id: String? = nil) -> StyledNode {
    StyledNode(content: self, styleNode: StyleContext.Child(type: type, classes: classes, id: id))
  }
}

extension StyledView {
  /// This styled view with more style classes (`Text("Wi-Fi").styleClass("title")`).
  public func styleClass(_ names: String...) -> Restyled<Self> {
    restyled(classes: styleNode.classes + names)
  }

  /// This styled view with a style identifier.
  public func styleID(_ id: String) -> Restyled<Self> { restyled(id: id) }

  /// This styled view disabled (`:disabled`).
  public func disabled(_ disabled: Bool = true) -> Restyled<Self> {
    restyled(state: disabled ? styleNode.state.union(.disabled) : styleNode.state)
  }

  private func restyled(
    classes: [String]? = nil, id: String? = nil, state: ElementState? = nil
  ) -> Restyled<Self> {
    let node = styleNode
    return Restyled(
      base: self,
      styleNode: StyleContext.Child(
        type: node.type, classes: classes ?? node.classes, id: id ?? node.id,
        state: state ?? node.state, attributes: node.attributes, isLeaf: node.isLeaf))
  }
}

/// The style values a primitive uses, as text, in the order it lists them; a value no
/// declaration sets is left out (the primitive keeps its own).
struct Values {
  let context: StyleContext
  private(set) var list: [(name: String, value: String)] = []

  init(_ context: StyleContext) { self.context = context }

  func color(_ key: KeyPath<StyleKeys, StyleKey<StyleColor>>, _ name: String) -> Values {
    adding(name, context[dynamicMember: key]?.hex)
  }

  func font(_ key: KeyPath<StyleKeys, StyleKey<StyleFont>>, _ name: String) -> Values {
    adding(name, context[dynamicMember: key]?.description)
  }

  /// What every box has: its background, corners, padding and opacity.
  func box() -> Values {
    adding("background", context.backgroundColor?.hex)
      .adding("radius", context.cornerRadius.map(Self.number))
      .adding("padding", context.padding?.description)
      .adding("opacity", context.alpha.map(Self.number))
  }

  /// `10`, `0.4`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private func adding(_ name: String, _ value: String?) -> Values {
    guard let value else { return self }
    var copy = self
    copy.list.append((name, value))
    return copy
  }
}
