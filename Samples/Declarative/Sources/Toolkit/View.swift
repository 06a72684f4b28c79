// A small toolkit of value views in SwiftUI's shape — a `View` protocol with a `body`, a few
// primitives, modifiers and an environment — styled through SkinKit's `StyleContext`. Views
// are values recreated on every render; their styles come from the context cache, by position.

import SkinKit

/// A part of a screen, as a value: a primitive the renderer draws, or a composition of other
/// views (its `body`), evaluated on every render.
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}

/// A view the renderer knows itself: its `body` is never asked for.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never { return fatalError("\(Self.self) is drawn by the renderer") }
}

/// A view that is a node of the styled tree: it describes itself to selectors and draws
/// itself with the context the tree gives it.
public protocol StyledView: PrimitiveView {
  /// What selectors see of the node.
  var styleNode: StyleContext.Child { get }
  /// The node drawn with its context.
  func draw(in context: StyleContext, renderer: Renderer) -> Drawing
}

/// Several views side by side, as a builder block writes them: the parent's children, each
/// in turn.
public struct ViewList: PrimitiveView {
  public let views: [any View]

  public init(_ views: [any View]) { self.views = views }
}

/// Builds a ``ViewList`` from a block of views, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression(_ view: any View) -> [any View] { [view] }
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  public static func buildEither(first part: [any View]) -> [any View] { part }
  public static func buildEither(second part: [any View]) -> [any View] { part }
  public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  public static func buildFinalResult(_ parts: [any View]) -> ViewList { ViewList(parts) }
}

// MARK: The environment

/// Values a view reads from the views around it (`@Environment(\.styleContext)`).
public struct EnvironmentValues: Sendable {
  /// The style context of the nearest styled view above: its values are that node's style.
  public var styleContext: StyleContext

  public init(styleContext: StyleContext) { self.styleContext = styleContext }

  /// The environment of the view whose body is being evaluated.
  @TaskLocal static var current: EnvironmentValues?
}

/// Reads a value of the environment in a view's `body`.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value {
    guard let current = EnvironmentValues.current else {
      preconditionFailure("@Environment is read in a body, while the renderer evaluates it")
    }
    return current[keyPath: keyPath]
  }
}
