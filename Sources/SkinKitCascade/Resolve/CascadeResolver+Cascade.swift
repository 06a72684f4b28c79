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
    let canShare = caching && shareable && inline == nil
    let canReuse = caching && inline == nil
    let parentID = parent.map(ObjectIdentifier.init)
    let listHash = CompactRankList.hash(matched)
    if canShare, let shared = sharing.value(parent: parentID, rules: matched, hash: listHash) {
      statistics.sharedStyles += 1
      return shared
    }
    let parentSet = inheritedCustomSet(parent)
    let found =
      canReuse
      ? caches.matchedProperties.valueAndKey(parent: nil, rules: matched, hash: listHash) : nil
    let known = found?.value
    switch known {
    case .contextFree(let properties):
      statistics.matchedPropertiesHits += 1
      return shareStyle(
        makeStyle(parent: parent, properties, customSet: parentSet), canShare: canShare,
        parent: parentID, key: found!.key)
    case .dependsOnCustomProperties(let first):
      if let entry = first?.inheritedSet === parentSet
        ? first
        : caches.customMatched.value(
          parent: ObjectIdentifier(parentSet), rules: matched, hash: listHash)
      {
        statistics.matchedPropertiesHits += 1
        for diagnostic in entry.diagnostics {
          report(diagnostic.id, diagnostic.message, diagnostic.range)
        }
        return shareStyle(
          makeStyle(parent: parent, entry.properties, customSet: entry.customSet),
          canShare: canShare, parent: parentID, key: found!.key)
      }
    case .uncacheable, nil:
      break
    }

    // Normal declarations in cascade order, then important ones in theirs; the last wins.
    // CSS Cascade 5 §6.2 (element-attached styles): the inline style's declarations come
    // after the rules of their origin and importance — the app's, normal or important — and
    // before the default skin's !important rules (an earlier origin, reversed).
    var custom: [String: (DeclaredValue, DeclarationReference)] = [:]
    importantMatched.removeAll(keepingCapacity: true)
    matchedFlags = 0
    declareWinners(of: matched[...], important: false, custom: &custom)
    if let inline { declareInlineWinners(inline, important: false, custom: &custom) }
    if importantMatched.count > 1 {
      let positions = order.importantPosition
      if scopedMatched.isEmpty {
        importantMatched.sort { positions[Int($0)] < positions[Int($1)] }
      } else {
        orderByProximity(&importantMatched, positions: positions)
      }
    }
    let appImportant = appImportantCount
    declareWinners(of: importantMatched[..<appImportant], important: true, custom: &custom)
    if let inline { declareInlineWinners(inline, important: true, custom: &custom) }
    declareWinners(of: importantMatched[appImportant...], important: true, custom: &custom)

    statistics.cascaded += 1
    let usesCustom =
      !custom.isEmpty
      || (matchedFlags & DeclarationTable.hasVariables != 0 && usesVariables(inline: inline))
    let style: ComputedStyle
    let reusable: MatchedProperties?
    recorded.removeAll(keepingCapacity: true)
    // Every cache stores the matched list under one compacted key, made once.
    let key = canReuse ? found?.key ?? CompactRankList(matched, hash: listHash) : nil
    if canReuse, custom.isEmpty, known == nil || usesCustom,
      let properties = contextFreeProperties(under: usesCustom ? parentSet : nil)
    {
      // Most lists of rules: values taken as compiled (or substituted from the inherited
      // custom properties), nothing to compute against the parent.
      (style, reusable) = (makeStyle(parent: parent, properties, customSet: parentSet), properties)
    } else {
      (style, reusable) = compute(parent: parent, custom: custom, inline: inline, key: key)
    }
    for id in touched { winners[Int(id)] = -1 }
    touched.removeAll(keepingCapacity: true)
    if let key {
      let custom = reusable.map {
        usesCustom
          ? CustomMatchedProperties(
            inheritedSet: parentSet, customSet: style.customSet, properties: $0,
            diagnostics: recorded) : nil
      }
      if known == nil {
        // Values under the first set go with the list; under later sets, to `customMatched`.
        let kind: MatchedPropertiesKind =
          usesCustom
          ? .dependsOnCustomProperties(first: custom ?? nil)
          : reusable.map { .contextFree($0) } ?? .uncacheable
        caches.matchedProperties.insert(kind, parent: nil, key: key)
      } else if let custom = custom ?? nil {
        caches.customMatched.insert(custom, parent: ObjectIdentifier(parentSet), key: key)
      }
      if canShare { sharing.insert(style, parent: parentID, key: key) }
    }
    return style
  }

  /// `style`, stored in the sharing cache when it may be shared (under `key`, the list the
  /// matched-properties cache holds).
  private mutating func shareStyle(
    _ style: ComputedStyle, canShare: Bool, parent: ObjectIdentifier?, key: CompactRankList
  ) -> ComputedStyle {
    if canShare { sharing.insert(style, parent: parent, key: key) }
    return style
  }

  /// Whether a winner's value holds `var()` (its value depends on the custom properties).
  private func usesVariables(inline: InlineStyle?) -> Bool {
    for id in touched {
      if case .unparsed = declaration(Self.decode(winners[Int(id)]), inline: inline).value {
        return true
      }
    }
    return false
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
        matchedFlags |= blockFlags
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
  /// ``PropertyTable/contextFreeValue(_:for:)``) — with `var()` substituted from
  /// `customSet`, when given — else `nil`.
  private mutating func contextFreeProperties(under customSet: CustomPropertySet?)
    -> MatchedProperties?
  {
    var reset: [ComputedStyle.Entry] = []
    var inherited: [ComputedStyle.Entry] = []
    let inheritedFlags = table.inheritedFlags
    // Exactly the room each list takes (the lists are kept by every style made from them):
    // reserving the winners' count for both cost ~100 bytes a style.
    var inheritedCount = 0
    for id in touched where inheritedFlags[Int(id)] { inheritedCount += 1 }
    reset.reserveCapacity(touched.count - inheritedCount)
    inherited.reserveCapacity(inheritedCount)
    for id in touched {
      let reference = Self.decode(winners[Int(id)])
      guard !reference.isInline else { return nil }
      let value: StyleValue
      if let known = index.blocks[Int(reference.rule)].contextFreeValue(
        at: Int(reference.declaration))
      {
        value = known
      } else {
        guard let customSet,
          let substituted = contextFreeSubstitution(reference, Int(id), customSet)
        else { return nil }
        // Invalid at computed-value time: an inherited property keeps the parent's value.
        guard let substituted else { continue }
        value = substituted
      }
      if inheritedFlags[Int(id)] {
        inherited.append(ComputedStyle.Entry(id: id, value: value))
      } else {
        reset.append(ComputedStyle.Entry(id: id, value: value))
      }
    }
    reset.sort { $0.id < $1.id }
    inherited.sort { $0.id < $1.id }
    return MatchedProperties(reset: reset, inherited: inherited)
  }

  /// The value of a `var()` declaration under `customSet` when it is context-free once
  /// substituted; `.some(nil)` when it is invalid at computed-value time on an inherited
  /// property (nothing is stored); `nil` when it depends on more.
  @inline(never)
  private mutating func contextFreeSubstitution(
    _ reference: DeclarationReference, _ id: PropertyID, _ customSet: CustomPropertySet
  ) -> StyleValue?? {
    let substituted: DeclaredValue?
    if let known = cachedSubstitution(reference, under: customSet) {
      substituted = known
    } else {
      let declarations = index.blocks[Int(reference.rule)].declarations
      guard case .unparsed = declarations[Int(reference.declaration)].value else { return nil }
      substituted = substitute(declarations[Int(reference.declaration)], reference, id, customSet)
    }
    guard let parsed = substituted else {
      return table.inheritedFlags[id] ? .some(nil) : table.initialValues[id]
    }
    guard let value = table.contextFreeValue(parsed, for: id) else { return nil }
    return value
  }

  /// A style from context-free matched properties over the parent's inherited values.
  private func makeStyle(
    parent: ComputedStyle?, _ properties: MatchedProperties, customSet: CustomPropertySet
  ) -> ComputedStyle {
    let inherited = Self.merge(parent?.inheritedEntries ?? [], properties.inherited)
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil, let index = ComputedStyle.search(inherited, Int32(table.fontSizeID)),
      let size = inherited[index].value.numberValue
    {
      rootFontSize = size
    }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: properties.reset, customSet: customSet,
      table: tableBox, rootFontSize: rootFontSize,
      darkCanvasText: parent?.darkCanvasText ?? rootUsesDarkScheme(inherited))
  }

  /// Whether a root whose inherited values are `inherited` uses the dark color scheme.
  private func rootUsesDarkScheme(_ inherited: [ComputedStyle.Entry]) -> Bool {
    guard table.colorSchemeID >= 0 else { return false }
    let scheme = ComputedStyle.search(inherited, Int32(table.colorSchemeID)).map {
      inherited[$0].value
    }
    return ColorSchemeValue.usesDark(scheme, environmentIsDark: environment.colorScheme == .dark)
  }

  /// Two id-sorted entry lists merged; `overrides` wins on equal ids.
  static func merge(_ base: [ComputedStyle.Entry], _ overrides: [ComputedStyle.Entry])
    -> [ComputedStyle.Entry]
  {
    if overrides.isEmpty { return base }
    if base.isEmpty { return overrides }
    // The union's size first: when `overrides` sets every id `base` has (most nodes set
    // the inherited properties their parent set), the result is `overrides` itself, shared
    // with the matched-properties cache; otherwise it takes exactly the room it needs.
    var count = 0
    var (i, j) = (0, 0)
    while i < base.count && j < overrides.count {
      let (left, right) = (base[i].id, overrides[j].id)
      if left <= right { i += 1 }
      if right <= left { j += 1 }
      count += 1
    }
    count += (base.count - i) + (overrides.count - j)
    if count == overrides.count { return overrides }
    var result: [ComputedStyle.Entry] = []
    result.reserveCapacity(count)
    (i, j) = (0, 0)
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
