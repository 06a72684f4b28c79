import SkinKitSelectors

/// What the rule index needs of each rule, read in one pass over the rules in the order they
/// were compiled and kept in flat arrays (one slot per rule, or a run of slots per rule).
///
/// The index orders rules by rank (origin, layer, specificity, order), which scatters them
/// over the heap: reading each rule's selector and block in rank order costs a cache miss
/// per object. Read in compiled order — roughly the order they were allocated in — the same
/// objects stream through the cache, and the index then works from these arrays alone.
struct RuleSummaries {
  /// Each rule's selector, compiled (selector index = position in compiled order).
  var selectors = CompiledSelectors()
  /// Each rule's subject names as ``RuleCandidate/nameCode(_:)`` codes, in the order
  /// written: `subjectStart[i] ..< subjectStart[i + 1]` in ``subjectCodes``.
  var subjectCodes: [UInt64] = []
  var subjectStart: [Int32] = [0]
  /// Whether the subject has a simple selector that is not a name (`:hover`, `[a]`…).
  var subjectHasOther: [Bool] = []
  /// How many compounds each selector has.
  var compoundCount: [Int32] = []
  /// Four ancestor hashes per rule (0: none).
  var hashes: [UInt32] = []
  /// Each rule's slot in ``mediaLists``, or -1.
  var media: [Int32] = []
  /// The distinct media condition lists.
  var mediaLists: [[MediaQueryList]] = []
  /// How many rules' subjects need each class or (non-exact) type code.
  var demand: [UInt64: Int] = [:]
  /// Each rule's declarations: its run in ``DeclarationRows`` and its block.
  var declarations = DeclarationRows()

  init(_ entries: [RuleEntry], inheritedFlags: [Bool]) {
    let count = entries.count
    subjectHasOther.reserveCapacity(count)
    compoundCount.reserveCapacity(count)
    hashes.reserveCapacity(count * 4)
    media.reserveCapacity(count)
    subjectStart.reserveCapacity(count + 1)
    var mediaLookup: [[MediaQueryList]: Int32] = [:]
    // Fields are read by index: iterating the entries would copy each one whole.
    for index in entries.indices {
      let selector = entries[index].selector
      selectors.append(selector)
      compoundCount.append(Int32(selector.compounds.count))
      var other = false
      for component in selector.subject.components {
        if let code = RuleCandidate.nameCode(component) {
          subjectCodes.append(code)
          if let key = RuleIndex.demandKey(code: code) { demand[key, default: 0] += 1 }
        } else if case .universal = component {
          continue
        } else {
          other = true
        }
      }
      subjectStart.append(Int32(subjectCodes.count))
      subjectHasOther.append(other)
      AncestorFilter.appendRequiredHashes(of: selector, to: &hashes)
      let conditions = entries[index].media
      if conditions.isEmpty {
        media.append(-1)
      } else if let existing = mediaLookup[conditions] {
        media.append(existing)
      } else {
        let new = Int32(mediaLists.count)
        mediaLists.append(conditions)
        mediaLookup[conditions] = new
        media.append(new)
      }
      declarations.append(entries[index].block, inheritedFlags: inheritedFlags)
    }
  }

  /// The subject codes of rule `index`.
  func subject(_ index: Int) -> ArraySlice<UInt64> {
    subjectCodes[Int(subjectStart[index])..<Int(subjectStart[index + 1])]
  }
}

/// Every rule's declarations as flat records in the order the rules were compiled; a list's
/// selectors share one block, so consecutive rules with the same block share one run.
struct DeclarationRows {
  var blocks: [DeclarationBlock] = []
  var start: [Int32] = []
  var count: [Int32] = []
  var flags: [UInt8] = []
  var propertyID: [Int32] = []
  var important: [Bool] = []
  /// Whether some declaration may set a non-inherited property to `inherit` (`inherit`
  /// itself, or a `var()` value that may substitute to it).
  var inheritsResetProperties = false

  /// Appends `block`'s rows; `inheritedFlags` is the property table's, by id.
  mutating func append(_ block: DeclarationBlock, inheritedFlags: [Bool]) {
    if let last = blocks.last, last === block {
      blocks.append(block)
      start.append(start[start.count - 1])
      count.append(count[count.count - 1])
      flags.append(flags[flags.count - 1])
      return
    }
    blocks.append(block)
    start.append(Int32(propertyID.count))
    count.append(Int32(block.declarations.count))
    flags.append(
      (block.hasNormal ? DeclarationTable.hasNormal : 0)
        | (block.hasImportant ? DeclarationTable.hasImportant : 0)
        | (block.hasCustom ? DeclarationTable.hasCustom : 0))
    let declarations = block.declarations
    for index in declarations.indices {
      if case .property(let id) = declarations[index].target {
        propertyID.append(Int32(id))
        if !inheritsResetProperties, id < inheritedFlags.count, !inheritedFlags[id] {
          switch declarations[index].value {
          case .inherit, .unparsed: inheritsResetProperties = true
          default: break
          }
        }
      } else {
        propertyID.append(-1)
      }
      important.append(declarations[index].important)
    }
  }
}
