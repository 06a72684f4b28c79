import SkinKitSelectors

/// How objects take one key's value: through a property of a capability protocol — whether
/// an object supports it (it adopts the protocol), writing a value to it, reading it back.
/// Made from the key path a ``StyleKey`` is declared with.
struct StyleBinding: Sendable {
  /// The capability protocol's name (`ViewStylable`), for documentation.
  let capability: String
  /// Each longhand's initial value, for a value set only in part.
  let initials: [StyleValue]
  let supports: @Sendable (AnyObject) -> Bool
  /// Writes the value (one per longhand); `false` if it does not convert.
  let write: @Sendable (AnyObject, [StyleValue]) -> Bool
  let read: @Sendable (AnyObject) -> [StyleValue]?

  /// Binds a key's values to `path` on objects that are `Target` (a capability protocol).
  static func bind<Target, Value>(
    _ path: any ReferenceWritableKeyPath<Target, Value> & Sendable,
    definitions: [PropertyDefinition],
    encode: @escaping @Sendable (Value) -> [StyleValue],
    decode: @escaping @Sendable ([StyleValue]) -> Value?
  ) -> StyleBinding {
    StyleBinding(
      capability: "\(Target.self)", initials: definitions.map(\.initial),
      supports: { $0 is Target },
      write: { object, values in
        guard let target = object as? Target, let value = decode(values) else { return false }
        target[keyPath: path] = value
        return true
      },
      read: { object in
        guard let target = object as? Target else { return nil }
        return encode(target[keyPath: path])
      })
  }

  /// ``bind(_:definitions:encode:decode:)`` for a key of one property.
  static func bind<Target, Value: StyleValueConvertible>(
    _ path: any ReferenceWritableKeyPath<Target, Value> & Sendable,
    definitions: [PropertyDefinition]
  ) -> StyleBinding {
    let syntax = definitions[0].syntax
    return bind(
      path, definitions: definitions, encode: { [$0.styleValue(for: syntax)] },
      decode: { $0.first.flatMap(Value.init(styleValue:)) })
  }
}

/// How objects that keep a value per control state (``PerState``) take a key's value: for
/// each state, the value the cascade computes for it.
struct StateBinding: Sendable {
  /// The capability protocol's name (`StateTitleColorStylable`), for documentation.
  let capability: String
  let supports: @Sendable (AnyObject) -> Bool
  /// Sets the value for a state; `nil` removes the state's own value.
  let write: @Sendable (AnyObject, [StyleValue]?, ElementState) -> Void
  /// The value set for exactly a state, if any.
  let read: @Sendable (AnyObject, ElementState) -> [StyleValue]?

  static func bind<Target, Value: StyleValueConvertible>(
    _ path: any ReferenceWritableKeyPath<Target, PerState<Value>> & Sendable,
    syntax: ValueSyntax
  ) -> StateBinding {
    StateBinding(
      capability: "\(Target.self)", supports: { $0 is Target },
      write: { object, values, state in
        guard let target = object as? Target else { return }
        target[keyPath: path].set(values?.first.flatMap(Value.init(styleValue:)), for: state)
      },
      read: { object, state in
        guard let target = object as? Target else { return nil }
        return target[keyPath: path].explicitValue(for: state).map { [$0.styleValue(for: syntax)] }
      })
  }
}
