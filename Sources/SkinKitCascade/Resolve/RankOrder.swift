import SkinKitProperties

/// Where each rule sits in the cascade in one environment: its place among normal
/// declarations and among important ones, and the origin and layer that `revert` and
/// `revert-layer` roll back across.
///
/// The rule index's ranks are the cascade order of normal declarations when the layer order
/// is the one the sheets declare unconditionally. When a layer is first named inside
/// `@media`, its place depends on the environment (CSS Cascade 5 §6.4.3: a conditional rule
/// that does not apply declares no layer), and ``ConditionalLayers`` makes an order of this
/// kind for each environment whose layer order differs.
struct RankOrder: Sendable {
  /// For each rank, its place in the cascade order of normal declarations; `nil` when that
  /// is the rank itself.
  let normalPosition: [Int32]?
  /// For each rank with `!important` declarations, its place in their cascade order (origins
  /// and layers reversed); -1 for the others.
  let importantPosition: [Int32]
  /// For each rank, its layer's place in its origin's layer order: ``unlayered`` after every
  /// layer, and an inline style (``inline``) after the unlayered rules.
  let layerKey: [Int32]
  /// The ranks below this are the default skin's; the app's follow.
  let defaultSkinRules: Int32

  static let unlayered = Int32.max - 1
  static let inline = Int32.max

  /// Where the rule of `rank` stands for rolling back.
  @inline(__always)
  func standing(ofRank rank: Int32) -> CascadeStanding {
    CascadeStanding(
      origin: rank < defaultSkinRules ? 0 : 1, layer: layerKey[Int(rank)])
  }

  /// Where the node's inline style stands: the app's origin, after its unlayered rules
  /// (CSS Cascade 5 §6.2: element-attached declarations come after the rules of their origin
  /// and importance; for `revert-layer`, after every layer).
  static let inlineStanding = CascadeStanding(origin: 1, layer: inline)
}

/// A declaration's origin and layer: what `revert` and `revert-layer` compare.
struct CascadeStanding: Sendable, Equatable {
  /// 0 the default skin (the user-agent origin's role), 1 the app (its sheets and inline
  /// styles: the author origin).
  var origin: Int
  /// The layer's place in the origin's layer order (see ``RankOrder/layerKey``).
  var layer: Int32
}

/// The CSS-wide keywords that roll the cascade back.
enum Rollback: Sendable {
  /// `revert` (CSS Cascade 5 §7.3): back to the previous origin.
  case origin
  /// `revert-layer` (CSS Cascade 5 §7.4): back to the previous layer of the origin, or to
  /// the previous origin from its first layer.
  case layer

  /// The keyword a declared value is, if it is one.
  init?(_ value: DeclaredValue) {
    switch value {
    case .revert: self = .origin
    case .revertLayer: self = .layer
    default: return nil
    }
  }

  /// Among a property's declarations on a node, `candidates` (weakest first, as the cascade
  /// orders them), the one the cascade rolls back to from the declaration at `index`: the
  /// strongest before it that is of an earlier origin, or — for `revert-layer` — of its
  /// origin and an earlier layer. `nil` when there is none (the property is then `unset`).
  ///
  /// Chromium's `revert-layer` on an `!important` declaration skips the important and normal
  /// declarations of its layer and of every later one alike, and so does this.
  func target(in candidates: [CascadeStanding], from index: Int) -> Int? {
    let from = candidates[index]
    var position = index - 1
    while position >= 0 {
      let candidate = candidates[position]
      if candidate.origin < from.origin { return position }
      if self == .layer, candidate.origin == from.origin, candidate.layer < from.layer {
        return position
      }
      position -= 1
    }
    return nil
  }
}
