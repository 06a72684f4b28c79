/// Every rule's declarations as flat records in the order the rules were compiled; a list's
/// selectors share one block, so consecutive rules with the same block share one run.
struct DeclarationRows {
  let blocks: [DeclarationBlock]
  let start: [Int32]
  let count: [Int32]
  let flags: [UInt8]
  let propertyID: [Int32]
  let important: [Bool]
  /// Whether some declaration may set a non-inherited property to `inherit` (`inherit`
  /// itself, or a `var()` value that may substitute to it).
  let inheritsResetProperties: Bool

  /// The rows of `entries`' blocks; `inheritedFlags` is the property table's, by id.
  init(_ entries: [RuleEntry], inheritedFlags: [Bool]) {
    // The arrays are made at their sizes and filled by index: appending to six arrays, for
    // every rule and declaration, cost more than reading the declarations.
    let blocks = entries.indices.map { entries[$0].block }
    var total = 0
    for index in blocks.indices where index == 0 || blocks[index - 1] !== blocks[index] {
      total += blocks[index].declarations.count
    }
    var start = [Int32](repeating: 0, count: blocks.count)
    var count = [Int32](repeating: 0, count: blocks.count)
    var flags = [UInt8](repeating: 0, count: blocks.count)
    var propertyID = [Int32](repeating: -1, count: total)
    var important = [Bool](repeating: false, count: total)
    var inheritsResetProperties = false
    var row = 0
    for index in blocks.indices {
      if index > 0, blocks[index - 1] === blocks[index] {
        start[index] = start[index - 1]
        count[index] = count[index - 1]
        flags[index] = flags[index - 1]
        continue
      }
      let block = blocks[index]
      start[index] = Int32(row)
      count[index] = Int32(block.declarations.count)
      flags[index] =
        (block.hasNormal ? DeclarationTable.hasNormal : 0)
        | (block.hasImportant ? DeclarationTable.hasImportant : 0)
        | (block.hasCustom ? DeclarationTable.hasCustom : 0)
        | (block.hasVariables ? DeclarationTable.hasVariables : 0)
      // Through a buffer pointer, a declaration's fields are read where they are (an array
      // element's value is copied to be switched on).
      block.declarations.withUnsafeBufferPointer { declarations in
        for position in declarations.indices {
          // A custom property's row keeps the id -1.
          if case .property(let id) = declarations[position].target {
            propertyID[row] = Int32(id)
            if !inheritsResetProperties, id < inheritedFlags.count, !inheritedFlags[id] {
              switch declarations[position].value {
              // `revert` may roll back to a default-skin `inherit`.
              case .inherit, .unparsed, .revert, .revertLayer: inheritsResetProperties = true
              default: break
              }
            }
          }
          important[row] = declarations[position].important
          row += 1
        }
      }
    }
    self.blocks = blocks
    self.start = start
    self.count = count
    self.flags = flags
    self.propertyID = propertyID
    self.important = important
    self.inheritsResetProperties = inheritsResetProperties
  }
}
