import SkinKitProperties

/// A transition SkinKit started: one property of one object moving from one value to another
/// on the manager's clock (CSS Transitions 1), as a ``StyleUpdateReport`` lists it.
///
/// ```swift
/// manager.advance(to: .zero)                  // the app's clock starts
/// button.addClass("on")                       // Button.on { background-color: blue }
/// let report = manager.updateStyles()         // Button { transition: background-color 0.3s }
/// report.startedTransitions.first?.description
/// // "0/1 Button.on background-color: #ff0000ff → #0000ffff, 0.3s from 0s"
/// ```
public struct StyleTransition: Sendable, Hashable, CustomStringConvertible {
  /// The property that moves (`background-color`).
  public let property: String
  /// The node, as `skss` prints one: its path of child indices and its selector
  /// (`0/1 Button.on`).
  public let node: String
  /// The value it starts from: what the object showed when the change came.
  public let from: StyleValue
  /// The value it ends at: the new computed value (or the object's own, when no rule sets
  /// the property any more).
  public let to: StyleValue
  /// When it starts moving on the manager's clock (its delay included).
  public let start: Duration
  /// How long it moves (shortened when it reverses one that was running).
  public let duration: Duration

  public var description: String {
    "\(node) \(property): \(from) → \(to), \(Self.seconds(duration)) from \(Self.seconds(start))"
  }

  /// `0.3s`, `1.25s`: seconds as CSS writes them.
  private static func seconds(_ duration: Duration) -> String {
    let value = duration.timeInterval
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return rounded == rounded.rounded() ? "\(Int(rounded))s" : "\(rounded)s"
  }
}

extension Duration {
  /// A duration of `seconds` seconds, to the nearest nanosecond (the transition rules count
  /// time in seconds).
  static func seconds(exactly seconds: Double) -> Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}
