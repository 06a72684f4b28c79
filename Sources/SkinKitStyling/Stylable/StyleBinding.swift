import SkinKitProperties
import SkinKitSelectors

/// One style key bound to a capability protocol's property: how to tell whether an object
/// supports it, write a value to it and read it back.
struct StyleBinding: Sendable {
  let key: AnyStyleKey
  /// Each longhand's initial value, for a value set only in part.
  let initials: [StyleValue]
  let supports: @Sendable (AnyObject) -> Bool
  /// Writes the value (one per longhand); `false` if it does not convert.
  let write: @Sendable (AnyObject, [StyleValue]) -> Bool
  let read: @Sendable (AnyObject) -> [StyleValue]?

  /// Binds `key` to `path` on objects that are `Target` (a capability protocol).
  static func bind<Target, Value>(
    _ key: StyleKey<Value>, on _: Target.Type,
    _ path: any ReferenceWritableKeyPath<Target, Value> & Sendable
  ) -> StyleBinding {
    let table = PropertyRegistry.current
    return StyleBinding(
      key: key.erased, initials: key.properties.map { table[$0].initial },
      supports: { $0 is Target },
      write: { object, values in
        guard let target = object as? Target, let value = key.decode(values) else { return false }
        target[keyPath: path] = value
        return true
      },
      read: { object in
        guard let target = object as? Target else { return nil }
        return key.encode(target[keyPath: path])
      })
  }
}

/// One style key bound to a per-state property (``PerState``): written for each control
/// state with the value the cascade computes for it.
struct StateBinding: Sendable {
  let key: AnyStyleKey
  let supports: @Sendable (AnyObject) -> Bool
  /// Sets the value for a state; `nil` removes the state's own value.
  let write: @Sendable (AnyObject, [StyleValue]?, ElementState) -> Void
  /// The value set for exactly a state, if any.
  let read: @Sendable (AnyObject, ElementState) -> [StyleValue]?

  static func bind<Target, Value>(
    _ key: StyleKey<Value>, on _: Target.Type,
    _ path: any ReferenceWritableKeyPath<Target, PerState<Value>> & Sendable
  ) -> StateBinding {
    StateBinding(
      key: key.erased, supports: { $0 is Target },
      write: { object, values, state in
        guard let target = object as? Target else { return }
        target[keyPath: path].set(values.flatMap(key.decode), for: state)
      },
      read: { object, state in
        guard let target = object as? Target else { return nil }
        return target[keyPath: path].explicitValue(for: state).map(key.encode)
      })
  }
}
