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
  /// What the values depend on in the environment, read in the same pass.
  let environment: ValueEnvironment

  /// The rows of `entries`' blocks; `inheritedFlags` is the property table's, by id, and
  /// `registered` names the registered custom properties.
  init(_ entries: [RuleEntry], inheritedFlags: [Bool], registered: Set<String>) {
    // The arrays are made at their sizes and filled by index: appending to six arrays, for
    // every rule and declaration, cost more than reading the declarations.
    let blocks = [DeclarationBlock].made(count: entries.count) { entries[$0].block }
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
    var dependence = [UInt8](repeating: 0, count: blocks.count)
    var custom: EnvironmentDependence = []
    var inheritsNonInherited = false
    var row = 0
    for index in blocks.indices {
      if index > 0, blocks[index - 1] === blocks[index] {
        start[index] = start[index - 1]
        count[index] = count[index - 1]
        flags[index] = flags[index - 1]
        dependence[index] = dependence[index - 1]
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
      var own: EnvironmentDependence = []
      var holdsVariables = false
      let declarations = block.declarations
      for position in declarations.indices {
        switch declarations[position].target {
        case .property(let id):
          propertyID[row] = Int32(id)
          let nonInherited = id < inheritedFlags.count && !inheritedFlags[id]
          // The value is switched on in place (passing it on copies it).
          switch declarations[position].value {
          case .value(let value): own.formUnion(EnvironmentDependence(value))
          case .unparsed(let tokens, _):
            if nonInherited { inheritsResetProperties = true }
            let parts = EnvironmentDependence.parts(of: tokens)
            own.formUnion(parts.0)
            if parts.holdsVariables { holdsVariables = true }
          // `revert` may roll back to a default-skin `inherit`.
          case .inherit, .revert, .revertLayer:
            if nonInherited {
              inheritsResetProperties = true
              inheritsNonInherited = true
            }
          case .initial, .unset: break
          }
        // A custom property's row keeps the id -1. Its tokens are what a `var()` may bring;
        // a registered one computes its value where it is declared, as a property does.
        case .custom(let name):
          if case .unparsed(let tokens, _) = declarations[position].value {
            custom.formUnion(EnvironmentDependence(tokens: tokens))
          }
          if !registered.isEmpty, registered.contains(name) {
            let parts = EnvironmentDependence.parts(of: declarations[position].value)
            own.formUnion(parts.0)
            if parts.holdsVariables { holdsVariables = true }
          }
        }
        important[row] = declarations[position].important
        row += 1
      }
      dependence[index] = own.rawValue | (holdsVariables ? ValueEnvironment.holdsVariables : 0)
    }
    self.blocks = blocks
    self.start = start
    self.count = count
    self.flags = flags
    self.propertyID = propertyID
    self.important = important
    self.inheritsResetProperties = inheritsResetProperties
    self.environment = ValueEnvironment(
      dependence: dependence, custom: custom, inheritsNonInherited: inheritsNonInherited)
  }
}

/// What the rules' declared values depend on in the environment, read with their rows (the
/// invalidation map would otherwise walk every declaration of the cascade again).
struct ValueEnvironment: Sendable {
  /// Per rule, in compiled order: the ``EnvironmentDependence`` bits of its property and
  /// registered custom property values, and ``holdsVariables`` when one of them has `var()`.
  let dependence: [UInt8]
  /// What the custom properties' values may bring to a value with `var()`.
  let custom: EnvironmentDependence
  /// Whether some declaration sets a non-inherited property to `inherit`, `revert` or
  /// `revert-layer` (which may roll back to a default-skin `inherit`).
  let inheritsNonInherited: Bool

  static let holdsVariables: UInt8 = 0x80

  /// What the values of rule `index` (compiled order) depend on.
  func dependence(ofRule index: Int) -> EnvironmentDependence {
    let bits = dependence[index]
    let own = EnvironmentDependence(rawValue: bits & ~Self.holdsVariables)
    return bits & Self.holdsVariables != 0 ? own.union(custom) : own
  }
}
