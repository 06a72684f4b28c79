import SkinKitProperties
import SkinKitSelectors

// The cascade of one node: the matched rules' declarations ordered, the winners found, and
// the style made from them (or found in the caches).
extension CascadeResolver {
  /// Orders the declarations of the rules in ``matched`` (and the inline style) and
  /// computes the style, reusing shared styles and matched properties where it can.
  mutating func cascadeMatched(parent: ComputedStyle?, inline: InlineStyle?, shareable: Bool)
    -> ComputedStyle
  {
    let canShare = shareable && inline == nil
    let parentID = parent.map(ObjectIdentifier.init)
    let listHash = CompactRankList.hash(matched)
    if canShare, let shared = sharing.value(parent: parentID, rules: matched, hash: listHash) {
      return shared
    }
    let cached =
      inline == nil ? matchedProperties.value(parent: nil, rules: matched, hash: listHash) : nil
    // Both caches store the matched list under one compacted key, made once.
    let key =
      canShare || (inline == nil && cached == nil)
      ? CompactRankList(matched, hash: listHash) : nil
    if let cached, let properties = cached {
      let style = makeStyle(parent: parent, properties)
      if canShare, let key { sharing.insert(style, parent: parentID, key: key) }
      return style
    }

    // Normal declarations in cascade order, then important ones in theirs; the last wins.
    // CSS Cascade 5 §6.2 (element-attached styles): the inline style's declarations come
    // after the rules of their origin and importance — the app's, normal or important — and
    // before the default skin's !important rules (an earlier origin, reversed).
    var custom: [String: (DeclaredValue, DeclarationReference)] = [:]
    importantMatched.removeAll(keepingCapacity: true)
    declareWinners(of: matched[...], important: false, custom: &custom)
    if let inline { declareInlineWinners(inline, important: false, custom: &custom) }
    if importantMatched.count > 1 {
      let positions = order.importantPosition
      importantMatched.sort { positions[Int($0)] < positions[Int($1)] }
    }
    let appImportant = appImportantCount
    declareWinners(of: importantMatched[..<appImportant], important: true, custom: &custom)
    if let inline { declareInlineWinners(inline, important: true, custom: &custom) }
    declareWinners(of: importantMatched[appImportant...], important: true, custom: &custom)

    let style: ComputedStyle
    if inline == nil, cached == nil, let key {
      let properties = custom.isEmpty ? contextFreeProperties() : nil
      matchedProperties.insert(properties, parent: nil, key: key)
      style =
        properties.map { makeStyle(parent: parent, $0) }
        ?? compute(parent: parent, custom: custom, inline: inline)
    } else {
      style = compute(parent: parent, custom: custom, inline: inline)
    }
    for id in touched { winners[Int(id)] = -1 }
    touched.removeAll(keepingCapacity: true)
    if canShare, let key { sharing.insert(style, parent: parentID, key: key) }
    return style
  }

  /// How many of ``importantMatched`` (in cascade order) are the app's: they come first,
  /// the default skin's important rules being stronger.
  var appImportantCount: Int {
    let boundary = order.defaultSkinRules
    guard boundary > 0 else { return importantMatched.count }
    return importantMatched.firstIndex { $0 < boundary } ?? importantMatched.count
  }

  /// Makes each of the inline style's declarations of the given importance the winner of
  /// its property (later ones over earlier ones), custom properties into `custom`.
  private mutating func declareInlineWinners(
    _ inline: InlineStyle, important: Bool,
    custom: inout [String: (DeclaredValue, DeclarationReference)]
  ) {
    for (position, declaration) in inline.declarations.enumerated()
    where declaration.important == important {
      let code = Self.encode(rule: -1, declaration: position)
      switch declaration.target {
      case .property(let id):
        win(Int32(id), code)
      case .custom(let name):
        custom[name] = (declaration.value, Self.decode(code))
      }
    }
  }

  /// Makes each declaration of the given importance in the rules `ranks` (in cascade order)
  /// the winner of its property — later ones over earlier ones — and each custom property's
  /// into `custom`. The normal pass also notes the rules holding important declarations in
  /// ``importantMatched``, for the important pass.
  @inline(__always)
  private mutating func declareWinners(
    of ranks: ArraySlice<Int32>, important: Bool,
    custom: inout [String: (DeclaredValue, DeclarationReference)]
  ) {
    // Most nodes match no important declaration: nothing to read the table for.
    guard !ranks.isEmpty else { return }
    let table = index.declarations
    let (starts, counts, flags) = (table.start, table.count, table.flags)
    let (propertyIDs, importance) = (table.propertyID, table.important)
    for rank in ranks {
      let slot = Int(rank)
      if !important {
        let blockFlags = flags[slot]
        if blockFlags & DeclarationTable.hasImportant != 0 { importantMatched.append(rank) }
        guard blockFlags & DeclarationTable.hasNormal != 0 else { continue }
      }
      let base = Int(starts[slot])
      for position in 0..<Int(counts[slot]) where importance[base + position] == important {
        let id = propertyIDs[base + position]
        let code = Self.encode(rule: rank, declaration: position)
        if id >= 0 {
          win(id, code)
        } else if case .custom(let name) = index.blocks[slot].declarations[position].target {
          custom[name] = (index.blocks[slot].declarations[position].value, Self.decode(code))
        }
      }
    }
  }

  /// Makes the declaration `code` the winner of property `id` so far.
  @inline(__always)
  private mutating func win(_ id: Int32, _ code: Int64) {
    if winners[Int(id)] < 0 { touched.append(id) }
    winners[Int(id)] = code
  }

  /// The winners' values when every one is context-free (see
  /// ``PropertyTable/contextFreeValue(_:for:)``), else `nil`.
  private func contextFreeProperties() -> MatchedProperties? {
    var reset: [ComputedStyle.Entry] = []
    var inherited: [ComputedStyle.Entry] = []
    var sources: [(id: Int32, reference: DeclarationReference)] = []
    reset.reserveCapacity(touched.count)
    sources.reserveCapacity(touched.count)
    let inheritedFlags = table.inheritedFlags
    for id in touched {
      let reference = Self.decode(winners[Int(id)])
      guard !reference.isInline,
        let value = index.blocks[Int(reference.rule)].contextFree[Int(reference.declaration)]
      else { return nil }
      if inheritedFlags[Int(id)] {
        inherited.append(ComputedStyle.Entry(id: id, value: value))
      } else {
        reset.append(ComputedStyle.Entry(id: id, value: value))
      }
      sources.append((id, reference))
    }
    reset.sort { $0.id < $1.id }
    inherited.sort { $0.id < $1.id }
    sources.sort { $0.id < $1.id }
    return MatchedProperties(reset: reset, inherited: inherited, sources: sources)
  }

  /// A style from context-free matched properties over the parent's inherited values.
  private func makeStyle(parent: ComputedStyle?, _ properties: MatchedProperties) -> ComputedStyle {
    let inherited = Self.merge(parent?.inheritedEntries ?? [], properties.inherited)
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil, let index = ComputedStyle.search(inherited, Int32(table.fontSizeID)),
      let size = inherited[index].value.numberValue
    {
      rootFontSize = size
    }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: properties.reset, ownSources: properties.sources,
      customProperties: parent?.customProperties ?? [:], table: tableBox, rootFontSize: rootFontSize
    )
  }

  /// Two id-sorted entry lists merged; `overrides` wins on equal ids.
  static func merge(_ base: [ComputedStyle.Entry], _ overrides: [ComputedStyle.Entry])
    -> [ComputedStyle.Entry]
  {
    if overrides.isEmpty { return base }
    if base.isEmpty { return overrides }
    var result: [ComputedStyle.Entry] = []
    result.reserveCapacity(base.count + overrides.count)
    var (i, j) = (0, 0)
    while i < base.count || j < overrides.count {
      if j == overrides.count || (i < base.count && base[i].id < overrides[j].id) {
        result.append(base[i])
        i += 1
      } else {
        if i < base.count && base[i].id == overrides[j].id { i += 1 }
        result.append(overrides[j])
        j += 1
      }
    }
    return result
  }
}
