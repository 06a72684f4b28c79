import SkinKitProperties
import SkinKitSyntax

/// The style classes registered with ``CascadingStyle/register()`` and, derived from them,
/// which class a skin hands each property's value to.
enum StyleClassRegistry {
  private struct State: Sendable {
    var classes: [CascadingStyle.Type] = []
    var routing: StyleRouting?
  }

  private static let state = Locked(State())

  static func register(_ type: CascadingStyle.Type) {
    state.withLock { state in
      guard !state.classes.contains(where: { $0 == type }) else { return }
      state.classes.append(type)
      state.routing = nil
    }
  }

  static var classes: [CascadingStyle.Type] { state.withLock { $0.classes } }

  /// The current routing (rebuilt after a registration).
  static var routing: StyleRouting {
    state.withLock { state in
      if let routing = state.routing { return routing }
      let routing = StyleRouting(classes: state.classes)
      state.routing = routing
      return routing
    }
  }
}

/// Which style class applies each property when a skin writes to a node: the last
/// registered class that lists the property among its keys, else ``CascadingStyle`` itself
/// (whose bindings cover every built-in property).
struct StyleRouting: Sendable {
  /// Index 0 is ``CascadingStyle``; then the registered classes.
  let classes: [CascadingStyle.Type]
  /// Property → index into ``classes``, for properties a registered class lists.
  let classIndex: [PropertyID: Int]
  /// The keys the registered classes list that no built-in binding covers.
  let appKeys: [AnyStyleKey]

  init(classes registered: [CascadingStyle.Type]) {
    classes = [CascadingStyle.self] + registered
    let base = Set(CascadingStyle.styleKeys)
    let bound = StyleBindings.shared.boundKeys
    var classIndex: [PropertyID: Int] = [:]
    var appKeys: [AnyStyleKey] = []
    for (offset, type) in registered.enumerated() {
      for key in type.styleKeys where !base.contains(key) {
        for property in key.properties { classIndex[property] = offset + 1 }
        if !bound.contains(key) && !appKeys.contains(key) { appKeys.append(key) }
      }
    }
    self.classIndex = classIndex
    self.appKeys = appKeys
  }
}
