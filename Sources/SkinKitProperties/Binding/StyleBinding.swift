import SkinKitSelectors

/// How objects of a class take one style property: the key, and the property of the class
/// its value is written to and read back from. A class lists its bindings in
/// ``Stylable/styleBindings``; skins and style objects write a key's value only to objects
/// whose class binds it — as `AKCascadingStyle` asked `respondsToSelector:`, typed, and
/// property by property (a class binds what it has, nothing more).
///
/// A built-in key is named by its ``StyleKeys`` member, an app's key by itself; a value a
/// button keeps per control state (``PerState``) is bound with `perState:`:
///
/// ```swift
/// final class Badge: Stylable {
///   var textColor = StyleColor.black
///   var fill = StyleColor.clear
///   var titleColors = PerState(StyleColor.black)
///
///   static let styleBindings: [StyleBinding] = [
///     .bind(\.textColor, to: \Badge.textColor),
///     .bind(\.backgroundColor, to: \Badge.fill),
///     .bind(\.titleColor, perState: \Badge.titleColors),
///   ]
/// }
/// ```
public struct StyleBinding: Sendable {
  /// The key whose value is bound.
  public let key: AnyStyleKey
  /// The type whose property takes the value (`Label`), for documentation.
  package let targetName: String
  /// Whether the object is of the bound type (a subclass's bindings include its
  /// superclasses', and a class may bind its subclasses' properties).
  let supports: @Sendable (AnyObject) -> Bool
  let access: Access

  enum Access: Sendable {
    /// One value: written (`false` if it does not convert) and read back.
    case value(
      write: @Sendable (AnyObject, [StyleValue]) -> Bool,
      read: @Sendable (AnyObject) -> [StyleValue]?)
    /// A value per control state: set for a state (`nil` removes the state's own value), and
    /// read back for exactly a state (the normal state's is the normal value).
    case perState(
      write: @Sendable (AnyObject, [StyleValue]?, ElementState) -> Void,
      read: @Sendable (AnyObject, ElementState) -> [StyleValue]?)
  }

  /// Whether the binding keeps a value per control state.
  package var isPerState: Bool {
    if case .perState = access { return true }
    return false
  }

  /// Binds a built-in key (a member of ``StyleKeys``: `\.textColor`) to a property.
  public static func bind<Target, Value>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    to path: any ReferenceWritableKeyPath<Target, Value> & Sendable
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], to: path)
  }

  /// Binds a key — an app's own, or a built-in one — to a property.
  public static func bind<Target, Value>(
    _ key: StyleKey<Value>, to path: any ReferenceWritableKeyPath<Target, Value> & Sendable
  ) -> StyleBinding {
    StyleBinding(
      key: key.erased, targetName: "\(Target.self)", supports: { $0 is Target },
      access: .value(
        write: { object, values in
          guard let target = object as? Target, let value = key.decode(values) else {
            return false
          }
          target[keyPath: path] = value
          return true
        },
        read: { object in (object as? Target).map { key.encode($0[keyPath: path]) } }))
  }

  /// Binds a built-in key to a value kept per control state, as `UIButton`'s title color:
  /// each state gets the value the cascade computes for it, and the normal state's is the
  /// key's value (what it takes and reads back, unless the class binds the key `to:` a
  /// property of its own as well).
  public static func bind<Target, Value>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    perState path: any ReferenceWritableKeyPath<Target, PerState<Value>> & Sendable
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], perState: path)
  }

  /// Binds a key to a value kept per control state.
  public static func bind<Target, Value>(
    _ key: StyleKey<Value>,
    perState path: any ReferenceWritableKeyPath<Target, PerState<Value>> & Sendable
  ) -> StyleBinding {
    StyleBinding(
      key: key.erased, targetName: "\(Target.self)", supports: { $0 is Target },
      access: .perState(
        write: { object, values, state in
          guard let target = object as? Target else { return }
          target[keyPath: path].set(values.flatMap(key.decode), for: state)
        },
        read: { object, state in
          guard let target = object as? Target else { return nil }
          return target[keyPath: path].explicitValue(for: state).map(key.encode)
        }))
  }

  /// A per-state binding's normal value as a binding of one value (what a class that binds
  /// a key only per state takes as the key's value).
  var normalState: StyleBinding? {
    guard case .perState(let write, let read) = access else { return nil }
    return StyleBinding(
      key: key, targetName: targetName, supports: supports,
      access: .value(
        write: { object, values in
          write(object, values, [])
          return true
        },
        read: { object in read(object, []) }))
  }
}
