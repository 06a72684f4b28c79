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

  @usableFromInline
  init(
    key: AnyStyleKey, targetName: String, supports: @escaping @Sendable (AnyObject) -> Bool,
    access: Access
  ) {
    self.key = key
    self.targetName = targetName
    self.supports = supports
    self.access = access
  }

  @usableFromInline
  enum Access: Sendable {
    /// One value: written (as one style value for a key of one longhand, or one per longhand)
    /// and read back, by one function (see ``PropertyAccess``).
    case value(@Sendable (AnyObject, inout PropertyAccess) -> Bool)
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
  @inlinable
  public static func bind<Target, Value>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    to path: ReferenceWritableKeyPath<Target, Value>
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], to: path)
  }

  /// Binds a built-in key to a property of a type that converts itself to and from style
  /// values (every built-in value type).
  @inlinable
  public static func bind<Target, Value: StyleValueConvertible>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    to path: ReferenceWritableKeyPath<Target, Value>
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], to: path)
  }

  /// Binds a key — an app's own, or a built-in one — to a property.
  @inlinable
  public static func bind<Target, Value>(
    _ key: StyleKey<Value>, to path: ReferenceWritableKeyPath<Target, Value>
  ) -> StyleBinding {
    nonisolated(unsafe) let path = path
    return StyleBinding(
      key: key.erased, targetName: "\(Target.self)", supports: { $0 is Target },
      access: .value({ object, access in
        guard let target = object as? Target else { return false }
        return access.perform(key, { key.single?.decode($0) }) { value in
          if let value { target[keyPath: path] = value }
          return target[keyPath: path]
        }
      }))
  }

  /// Binds a key to a property of a type that converts itself to and from style values.
  ///
  /// Inlinable, and the key path used by one function only: where the binding is written with
  /// a key path literal (`\Badge.fill`), the optimizer makes that function write the property
  /// directly — a skin writes through it for every object it styles, and the key path
  /// runtime's general route costs ~10× a property write.
  @inlinable
  public static func bind<Target, Value: StyleValueConvertible>(
    _ key: StyleKey<Value>, to path: ReferenceWritableKeyPath<Target, Value>
  ) -> StyleBinding {
    nonisolated(unsafe) let path = path
    return StyleBinding(
      key: key.erased, targetName: "\(Target.self)", supports: { $0 is Target },
      access: .value({ object, access in
        guard let target = object as? Target else { return false }
        return access.perform(key, { Value(styleValue: $0) }) { value in
          if let value { target[keyPath: path] = value }
          return target[keyPath: path]
        }
      }))
  }

  /// Binds a built-in key to a property that may be `nil` — UIKit's `UIColor?`, whose `nil`
  /// is the object's default (a switch's system green) — so that the default comes back when
  /// no rule sets the key any more. Read back, `nil` is `none`.
  ///
  /// ```swift
  /// final class Gauge: Stylable {
  ///   var needleColor: StyleColor?   // nil: the gauge's own color
  ///   static let styleBindings: [StyleBinding] = [.bind(\.tintColor, to: \Gauge.needleColor)]
  /// }
  /// ```
  @inlinable
  public static func bind<Target, Value: StyleValueConvertible>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    to path: ReferenceWritableKeyPath<Target, Value?>
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], to: path)
  }

  /// Binds a key to a property that may be `nil` (the object's default).
  @inlinable
  public static func bind<Target, Value: StyleValueConvertible>(
    _ key: StyleKey<Value>, to path: ReferenceWritableKeyPath<Target, Value?>
  ) -> StyleBinding {
    nonisolated(unsafe) let path = path
    return StyleBinding(
      key: key.erased, targetName: "\(Target.self)", supports: { $0 is Target },
      access: .value({ object, access in
        guard let target = object as? Target else { return false }
        return access.performOptional(key, { Value(styleValue: $0) }) { value in
          if let value { target[keyPath: path] = value }
          return target[keyPath: path]
        }
      }))
  }

  /// Binds a built-in key to a value kept per control state, as `UIButton`'s title color:
  /// each state gets the value the cascade computes for it, and the normal state's is the
  /// key's value (what it takes and reads back, unless the class binds the key `to:` a
  /// property of its own as well).
  @inlinable
  public static func bind<Target, Value>(
    _ key: KeyPath<StyleKeys, StyleKey<Value>>,
    perState path: ReferenceWritableKeyPath<Target, PerState<Value>>
  ) -> StyleBinding {
    bind(StyleKeys.builtIn[keyPath: key], perState: path)
  }

  /// Binds a key to a value kept per control state.
  @inlinable
  public static func bind<Target, Value>(
    _ key: StyleKey<Value>,
    perState path: ReferenceWritableKeyPath<Target, PerState<Value>>
  ) -> StyleBinding {
    nonisolated(unsafe) let path = path
    return StyleBinding(
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
      access: .value({ object, access in
        switch access {
        case .write(let value):
          write(object, [value], [])
        case .writeLonghands(let values):
          write(object, values, [])
        case .read, .readValue:
          access = .readValue(read(object, [])?.first)
        case .readLonghands, .readValues:
          access = .readValues(read(object, []))
        }
        return true
      }))
  }
}

/// One use of a binding's property: a write (one value, or one per longhand of the key), or
/// a read whose answer replaces the request.
@usableFromInline
enum PropertyAccess {
  /// Write the value of a key of one longhand.
  case write(StyleValue)
  /// Write a key's value, one value per longhand.
  case writeLonghands([StyleValue])
  /// Read the value of a key of one longhand (answered as ``readValue(_:)``).
  case read
  case readValue(StyleValue?)
  /// Read a key's value, one value per longhand (answered as ``readValues(_:)``).
  case readLonghands
  case readValues([StyleValue]?)

  /// Performs the request on a property through `property` — which sets the value it is
  /// given (if any) and returns the property's value — with `key`'s conversions
  /// (`decodeOne` for one value); `false` when a value does not convert.
  @inlinable
  mutating func perform<Value>(
    _ key: StyleKey<Value>, _ decodeOne: (StyleValue) -> Value?, _ property: (Value?) -> Value
  ) -> Bool {
    switch self {
    case .write(let value):
      guard let decoded = decodeOne(value) else { return false }
      _ = property(decoded)
    case .writeLonghands(let values):
      guard let decoded = key.decode(values) else { return false }
      _ = property(decoded)
    case .read, .readValue:
      let value = property(nil)
      self = .readValue(key.single?.encode(value) ?? key.encode(value).first)
    case .readLonghands, .readValues:
      self = .readValues(key.encode(property(nil)))
    }
    return true
  }

  /// ``perform(_:_:_:)`` for a property that may be `nil`, which reads back as `none` and is
  /// written by `none`: `property` sets the value it is given (`.some(nil)` clears it).
  @usableFromInline
  mutating func performOptional<Value>(
    _ key: StyleKey<Value>, _ decodeOne: (StyleValue) -> Value?,
    _ property: (Value??) -> Value?
  ) -> Bool {
    switch self {
    case .write(let value):
      if value == .none {
        _ = property(.some(nil))
      } else {
        guard let decoded = decodeOne(value) else { return false }
        _ = property(decoded)
      }
    case .writeLonghands(let values):
      if values.allSatisfy({ $0 == .none }) {
        _ = property(.some(nil))
      } else {
        guard let decoded = key.decode(values) else { return false }
        _ = property(decoded)
      }
    case .read, .readValue:
      let value = property(nil)
      self = .readValue(
        value.map { key.single?.encode($0) ?? key.encode($0).first } ?? StyleValue.none)
    case .readLonghands, .readValues:
      let value = property(nil)
      self = .readValues(
        value.map(key.encode) ?? Array(repeating: StyleValue.none, count: key.properties.count))
    }
    return true
  }
}
