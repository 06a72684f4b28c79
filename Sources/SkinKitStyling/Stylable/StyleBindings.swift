import SkinKitProperties
import SkinKitSyntax

/// Every built-in property bound to its capability protocol: the one table that says which
/// protocol property each style property writes. What an object supports is worked out
/// once per class (conformances do not change) and cached.
final class StyleBindings: Sendable {
  static let shared = StyleBindings()

  let bindings: [StyleBinding]
  let stateBindings: [StateBinding]
  /// Indices into ``bindings`` by each longhand a binding's key sets.
  let bindingsByProperty: [PropertyID: [Int]]
  private let cache = Locked<[ObjectIdentifier: Support]>([:])

  /// What one class supports.
  struct Support: Sendable {
    /// Per binding index: whether the class adopts its protocol.
    let bindings: [Bool]
    /// The bindings it supports, in table order.
    let supportedBindings: [Int]
    /// The per-state bindings it supports.
    let stateBindings: [Int]
    /// The longhands of the per-state bindings it supports.
    let stateProperties: Set<PropertyID>
  }

  private init() {
    typealias K = BuiltInKeys
    bindings = [
      .bind(K.backgroundColor, on: (any BackgroundStylable).self, \.backgroundColor),
      .bind(K.alpha, on: (any ViewStylable).self, \.alpha),
      .bind(K.isHidden, on: (any ViewStylable).self, \.isHidden),
      .bind(K.clipsToBounds, on: (any ViewStylable).self, \.clipsToBounds),
      .bind(K.tintColor, on: (any TintStylable).self, \.tintColor),
      .bind(K.borderColor, on: (any BorderStylable).self, \.borderColor),
      .bind(K.borderWidth, on: (any BorderStylable).self, \.borderWidth),
      .bind(K.cornerRadius, on: (any BorderStylable).self, \.cornerRadius),
      .bind(K.shadowColor, on: (any ShadowStylable).self, \.shadowColor),
      .bind(K.shadowOffset, on: (any ShadowStylable).self, \.shadowOffset),
      .bind(K.shadowRadius, on: (any ShadowStylable).self, \.shadowRadius),
      .bind(K.shadowOpacity, on: (any ShadowStylable).self, \.shadowOpacity),
      .bind(K.padding, on: (any PaddingStylable).self, \.padding),
      .bind(K.image, on: (any ImageStylable).self, \.image),
      .bind(K.backgroundImage, on: (any BackgroundImageStylable).self, \.backgroundImage),
      .bind(K.contentMode, on: (any ContentModeStylable).self, \.contentMode),
      .bind(K.contentInsets, on: (any ContentInsetsStylable).self, \.contentInsets),
      .bind(K.spacing, on: (any StackStylable).self, \.spacing),
      .bind(K.axis, on: (any StackStylable).self, \.axis),
      .bind(K.font, on: (any TextStylable).self, \.font),
      .bind(K.textColor, on: (any TextStylable).self, \.textColor),
      .bind(K.textAlignment, on: (any TextStylable).self, \.textAlignment),
      .bind(K.letterSpacing, on: (any TextStylable).self, \.letterSpacing),
      .bind(K.numberOfLines, on: (any MultilineTextStylable).self, \.numberOfLines),
      .bind(K.lineBreakMode, on: (any MultilineTextStylable).self, \.lineBreakMode),
      .bind(K.placeholderColor, on: (any PlaceholderStylable).self, \.placeholderColor),
      .bind(K.titleColor, on: (any TitleStylable).self, \.titleColor),
      .bind(K.titleFont, on: (any TitleStylable).self, \.titleFont),
      .bind(K.titleShadowColor, on: (any TitleShadowStylable).self, \.titleShadowColor),
      .bind(K.titleShadowOffset, on: (any TitleShadowStylable).self, \.titleShadowOffset),
      .bind(K.titleInsets, on: (any TitleInsetsStylable).self, \.titleInsets),
      .bind(K.imageInsets, on: (any TitleInsetsStylable).self, \.imageInsets),
      .bind(K.barTintColor, on: (any BarStylable).self, \.barTintColor),
      .bind(K.barStyle, on: (any BarStylable).self, \.barStyle),
      .bind(K.isTranslucent, on: (any BarStylable).self, \.isTranslucent),
      .bind(K.shadowImage, on: (any BarStylable).self, \.shadowImage),
      .bind(
        K.selectedImageTintColor, on: (any TabBarStylable).self, \.selectedImageTintColor),
      .bind(
        K.unselectedItemTintColor, on: (any TabBarStylable).self, \.unselectedItemTintColor),
      .bind(K.onTintColor, on: (any OnTintStylable).self, \.onTintColor),
      .bind(K.thumbTintColor, on: (any ThumbTintStylable).self, \.thumbTintColor),
      .bind(K.minimumTrackTintColor, on: (any TrackTintStylable).self, \.minimumTrackTintColor),
      .bind(K.maximumTrackTintColor, on: (any TrackTintStylable).self, \.maximumTrackTintColor),
      .bind(K.progressTintColor, on: (any ProgressTintStylable).self, \.progressTintColor),
      .bind(K.trackTintColor, on: (any ProgressTintStylable).self, \.trackTintColor),
      .bind(
        K.selectedSegmentTintColor, on: (any SegmentStylable).self, \.selectedSegmentTintColor),
      .bind(K.separatorColor, on: (any SeparatorStylable).self, \.separatorColor),
      .bind(K.separatorInsets, on: (any SeparatorStylable).self, \.separatorInsets),
      .bind(K.rowHeight, on: (any RowHeightStylable).self, \.rowHeight),
    ]
    stateBindings = [
      .bind(K.titleColor, on: (any StateTitleColorStylable).self, \.titleColors),
      .bind(K.titleShadowColor, on: (any StateTitleShadowStylable).self, \.titleShadowColors),
      .bind(
        K.backgroundImage, on: (any StateBackgroundImageStylable).self, \.backgroundImages),
      .bind(K.image, on: (any StateImageStylable).self, \.images),
    ]
    var byProperty: [PropertyID: [Int]] = [:]
    for (index, binding) in bindings.enumerated() {
      for property in binding.key.properties { byProperty[property, default: []].append(index) }
    }
    bindingsByProperty = byProperty
  }

  /// The built-in keys that have a binding.
  var boundKeys: Set<AnyStyleKey> { Set(bindings.map(\.key)) }

  /// What the class of `target` supports (computed once per class).
  func support(for target: AnyObject) -> Support {
    let type = ObjectIdentifier(Swift.type(of: target))
    if let cached = cache.withLock({ $0[type] }) { return cached }
    let flags = bindings.map { $0.supports(target) }
    let states = stateBindings.indices.filter { stateBindings[$0].supports(target) }
    let support = Support(
      bindings: flags, supportedBindings: flags.indices.filter { flags[$0] },
      stateBindings: states,
      stateProperties: Set(states.flatMap { stateBindings[$0].key.properties }))
    cache.withLock { $0[type] = support }
    return support
  }

  /// Writes every value of `values` that `target` supports; returns how many keys it wrote.
  @discardableResult
  func apply(_ values: [PropertyID: StyleValue], to target: AnyObject) -> Int {
    guard !values.isEmpty else { return 0 }
    let support = support(for: target)
    var written = 0
    var done: [Int] = []
    for property in values.keys {
      for index in bindingsByProperty[property] ?? [] where support.bindings[index] {
        guard !done.contains(index) else { continue }
        done.append(index)
        let binding = bindings[index]
        let components = binding.key.properties.enumerated().map { position, id in
          values[id] ?? binding.initials[position]
        }
        if binding.write(target, components) { written += 1 }
      }
    }
    return written
  }

  /// Every built-in property `target` supports, read back.
  func read(from target: AnyObject) -> [PropertyID: StyleValue] {
    var result: [PropertyID: StyleValue] = [:]
    for index in support(for: target).supportedBindings {
      let binding = bindings[index]
      guard let values = binding.read(target) else { continue }
      for (id, value) in zip(binding.key.properties, values) { result[id] = value }
    }
    return result
  }
}
