import SkinKitProperties

extension ComputedStyle {
  /// Calls `body` with each property whose declared value (here or inherited, `currentcolor`
  /// resolved as the node's color) differs from its value in `old` — or, with `old` `nil`,
  /// with every declared value — passing the new value, or `nil` when the property is no
  /// longer declared. In property id order within the inherited properties, then within the
  /// others. What a styled node writes after a restyle: nothing, when the two styles declare
  /// the same values.
  ///
  /// ```swift
  /// new.forEachDifference(from: old) { id, value in
  ///   // write `value` for property `id`, or give the object its own value back
  /// }
  /// ```
  package func forEachDifference(
    from old: ComputedStyle?, _ body: (PropertyID, StyleValue?) -> Void
  ) {
    if old === self { return }
    let color = color
    guard let old else {
      for entries in [inheritedEntries, resetEntries] {
        for entry in entries { body(Int(entry.id), entry.value.resolvingCurrentColor(color)) }
      }
      return
    }
    let oldColor = old.color
    let colorChanged = oldColor != color
    Self.forEachDifference(
      inheritedEntries, old.inheritedEntries, color, oldColor, colorChanged, body)
    Self.forEachDifference(resetEntries, old.resetEntries, color, oldColor, colorChanged, body)
  }

  private static func forEachDifference(
    _ new: [Entry], _ old: [Entry], _ color: StyleColor, _ oldColor: StyleColor,
    _ colorChanged: Bool, _ body: (PropertyID, StyleValue?) -> Void
  ) {
    // Entries shared with the old style (an inherited array passed down unchanged, a cached
    // list's values) are equal without a look; otherwise a merge of the two sorted lists.
    if !colorChanged && sameBuffer(new, old) { return }
    var (left, right) = (0, 0)
    while left < new.count || right < old.count {
      let newID = left < new.count ? new[left].id : .max
      let oldID = right < old.count ? old[right].id : .max
      if newID == oldID {
        let value = new[left].value
        let previous = old[right].value
        if !Self.same(value, previous)
          || (colorChanged && value.dependsOnCurrentColor
            && value.resolvingCurrentColor(color) != previous.resolvingCurrentColor(oldColor))
        {
          body(Int(newID), value.resolvingCurrentColor(color))
        }
        left += 1
        right += 1
      } else if newID < oldID {
        body(Int(newID), new[left].value.resolvingCurrentColor(color))
        left += 1
      } else {
        body(Int(oldID), nil)
        right += 1
      }
    }
  }

  /// Whether two values are equal, deciding the usual kinds (colors, lengths, numbers)
  /// without the general comparison.
  @inline(__always)
  private static func same(_ left: StyleValue, _ right: StyleValue) -> Bool {
    switch (left, right) {
    case (.color(let a), .color(let b)):
      return a.hasSameComponents(as: b) || a == b
    case (.length(let a), .length(let b)), (.number(let a), .number(let b)): return a == b
    default: return left == right
    }
  }

  private static func sameBuffer(_ left: [Entry], _ right: [Entry]) -> Bool {
    left.count == right.count
      && left.withUnsafeBufferPointer { leftBuffer in
        right.withUnsafeBufferPointer { $0.baseAddress == leftBuffer.baseAddress }
      }
  }

  /// The declared value of property `id` (here or inherited), `currentcolor` resolved, or
  /// `nil` when no declaration sets it.
  package func declaredValue(_ id: PropertyID) -> StyleValue? {
    let entries = tableBox.table.isInherited(id) ? inheritedEntries : resetEntries
    guard let index = Self.search(entries, Int32(id)) else { return nil }
    let value = entries[index].value
    return value.dependsOnCurrentColor ? value.resolvingCurrentColor(color) : value
  }
}

extension ComputedStyle {
  /// This style with the declared values of some properties replaced: what a node shows
  /// while transitions move those properties (for a picture of one frame).
  package func replacingDeclaredValues(_ values: [PropertyID: StyleValue]) -> ComputedStyle {
    guard !values.isEmpty else { return self }
    let table = tableBox.table
    var inherited = inheritedEntries
    var reset = resetEntries
    for (id, value) in values {
      let entry = Entry(id: Int32(id), value: value)
      if table.isInherited(id) {
        Self.place(entry, in: &inherited)
      } else {
        Self.place(entry, in: &reset)
      }
    }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: reset, customSet: customSet, table: tableBox,
      rootFontSize: rootFontSize, darkCanvasText: darkCanvasText)
  }

  /// Puts `entry` in `entries` (sorted by id), replacing the entry of its id.
  private static func place(_ entry: Entry, in entries: inout [Entry]) {
    if let index = search(entries, entry.id) {
      entries[index] = entry
    } else {
      let index = entries.firstIndex { $0.id > entry.id } ?? entries.count
      entries.insert(entry, at: index)
    }
  }
}
