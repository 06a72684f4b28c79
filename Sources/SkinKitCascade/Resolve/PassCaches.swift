import SkinKitSelectors
import SkinKitSupport

/// The caches of one resolver that stay valid from one pass to the next over the same
/// cascade in the same environment: what a list of matched rules gives (the
/// matched-properties cache, its entries under inherited custom property sets, and the
/// custom property sets themselves) and the declarations' values with `var()` substituted.
/// None of them depends on the tree: their keys are rule lists and custom property sets (held
/// by the entries, so an identity in a key stays that set's), and their values are computed
/// from the rules alone. The style sharing cache is not among them: it is keyed by parent
/// styles, which a pass holds alive only while it runs.
struct ResolverCaches {
  var matchedProperties = RuleSetCache<MatchedPropertiesKind>()
  var customMatched = RuleSetCache<CustomMatchedProperties>()
  var substitutions = SubstitutionCache()
  /// The custom properties of the nodes that declare some, by matched rules and inherited set.
  var customSets = RuleSetCache<CustomSetEntry>()

  /// Entries held, over the four caches.
  var count: Int {
    matchedProperties.count + customMatched.count + substitutions.count + customSets.count
  }
}

/// Where the resolvers of a cascade leave their caches when a pass ends, and where the next
/// pass in the same environment takes them from — so that a restyle after a state change, a
/// warm full restyle or a theme toggle finds the values of the rule lists it has met before
/// instead of cascading them again (Chromium's matched-properties cache lives as long as the
/// document does, for the same reason).
///
/// Each stored set of caches is taken by one resolver at a time. A pass that runs on several
/// threads takes one per thread, by the thread's *slot* (0 for the thread that resolves the
/// nodes near the root, 1… for the workers, which are given the same subtrees from one pass to
/// the next over the same tree, so each finds the lists its subtrees met); passes running at
/// once each take what is there (or start empty), so no cache is ever used by two threads.
/// What is kept is bounded: the caches of at most ``environmentLimit`` environments, at most
/// ``slotLimit`` slots each, and a set holding more than ``entryLimit`` entries (32,768 unless
/// given) is dropped rather than kept (a tree that large fills its caches again in every
/// pass, and keeping them would add to its peak memory what the next pass makes anew).
///
/// ```swift
/// let store = PassCacheStore()
/// var caches = store.take(for: environment, slot: 0) ?? ResolverCaches()
/// // … a pass fills `caches` …
/// store.keep(caches, for: environment, slot: 0)
/// ```
final class PassCacheStore: Sendable {
  /// At most this many environments' caches are kept (a later one drops the oldest).
  static let environmentLimit = 4
  /// Slots kept per environment (the thread resolving near the root, up to six workers, and
  /// the resolutions of single nodes).
  static let slotLimit = 8
  /// The slot of single nodes' resolutions (``StyleResolutionSession``): apart from a pass's,
  /// so that one of each can run in one update, each with the caches it left.
  static let singleNodeSlot = slotLimit - 1
  /// A set of caches with more entries than this is not kept (by default).
  static let entryLimit = 32_768

  // The caches hold classes that are not Sendable (`CustomMatchedProperties`, the
  // substitution cache's storage); the lock hands each set to exactly one resolver, and the
  // resolver hands it back when its pass is over.
  private let stored = Locked<[(environment: StyleEnvironment, slots: [ResolverCaches?])]>([])

  /// A set of caches with more entries than this is not kept.
  let entryLimit: Int

  init(entryLimit: Int = PassCacheStore.entryLimit) {
    self.entryLimit = entryLimit
  }

  /// The caches an earlier pass in `environment` left in `slot`, taken out of the store.
  func take(for environment: StyleEnvironment, slot: Int) -> ResolverCaches? {
    guard slot < Self.slotLimit else { return nil }
    return stored.withLock { stored in
      guard let position = stored.firstIndex(where: { $0.environment == environment }) else {
        return nil
      }
      defer { stored[position].slots[slot] = nil }
      return stored[position].slots[slot]
    }
  }

  /// Keeps `caches` in `slot` for the next pass in `environment`, unless they are over the
  /// bound (a slot holds one set: the last one kept).
  func keep(_ caches: ResolverCaches, for environment: StyleEnvironment, slot: Int) {
    guard caches.count <= entryLimit, slot < Self.slotLimit else { return }
    stored.withLock { stored in
      let position: Int
      if let found = stored.firstIndex(where: { $0.environment == environment }) {
        position = found
      } else {
        if stored.count == Self.environmentLimit { stored.removeFirst() }
        stored.append((environment, Array(repeating: nil, count: Self.slotLimit)))
        position = stored.count - 1
      }
      stored[position].slots[slot] = caches
    }
  }
}
