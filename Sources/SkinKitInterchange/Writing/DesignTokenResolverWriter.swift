import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Writes a sheet whose custom properties sit in the blocks ``DesignTokenResolverReader``
/// writes as a DTCG 2025.10 resolver document and one tokens file per block (each written by
/// ``DesignTokensWriter`` with that block's properties; an alias of another block's token
/// stays a `{…}` reference):
///
/// - each `:root` block is a set of its own;
/// - the `@media` blocks on `prefers-color-scheme` and `prefers-contrast` are one modifier per
///   family of features tested together, with a context for each combination of the values
///   they name, named from ``DesignTokenContexts``'s table (`default`, `dark`,
///   `darkHighContrast`…), each listing the blocks that apply there;
/// - the `:root:where([brand="b"])` blocks are the modifier `brand`, a context per value.
///
/// The resolution order is the sheet's: each set or modifier where its first block is. Any
/// other rule, a block that would change places with an earlier one setting the same
/// property, or a declaration that is not a custom property is an error, and nothing is
/// written.
package enum DesignTokenResolverWriter {
  /// A file to write: its name (beside the resolver) and text.
  package struct File: Equatable {
    package var name: String
    package var text: String
  }

  /// The resolver document (`NAME.resolver.json`, first) and its tokens files, or errors.
  package static func write(
    _ sheet: Stylesheet, name: String, properties: PropertyTable = .builtIn
  ) -> (files: [File], diagnostics: [Diagnostic]) {
    var reader = DesignTokenBlockReader(sheet.tree)
    let plan = DesignTokenResolverPlan(blocks: reader.blocks)
    reader.diagnostics += plan.diagnostics
    guard !reader.diagnostics.contains(where: { $0.severity == .error }) else {
      return ([], reader.diagnostics)
    }
    var files: [File] = []
    var diagnostics = reader.diagnostics
    for (index, block) in reader.blocks.enumerated() {
      // The sets before the block give its aliases their types; the block, last, wins.
      var items = reader.blocks[..<index].filter {
        if case .always = $0.condition { true } else { false }
      }.map(\.node)
      items.append(block.node)
      let tree = SyntaxTree(
        file: sheet.tree.file, items: items, diagnostics: [], comments: sheet.tree.comments)
      let written = DesignTokensWriter.write(
        Stylesheet(tree: tree), properties: properties, root: plan.root(of: index),
        block: block.range)
      diagnostics += written.diagnostics
      files.append(File(name: plan.fileNames[index], text: written.text))
    }
    let resolver = File(name: name + ".resolver.json", text: JSONWriter.write(plan.document(name)))
    return ([resolver] + files, diagnostics)
  }
}

/// The sets and modifiers a sheet's blocks become, in resolution order.
struct DesignTokenResolverPlan {
  /// One set or modifier of the resolution order.
  enum Item {
    case set(block: Int)
    case environment(DesignTokenEnvironmentModifier)
    case attribute(name: String, blocks: [Int])
  }

  var items: [Item] = []
  var names: [String] = []
  var fileNames: [String]
  var diagnostics: [Diagnostic] = []
  private let blocks: [DesignTokenBlock]

  init(blocks: [DesignTokenBlock]) {
    self.blocks = blocks
    fileNames = Array(repeating: "", count: blocks.count)
    // Environment families: features tested together in one block belong together.
    var family: [String: Int] = [:]
    var families = 0
    for block in blocks {
      guard case .media(_, let features, _) = block.condition else { continue }
      let joined = Set(features.compactMap { family[$0] })
      families += 1
      let target = joined.min() ?? families
      for (feature, id) in family where joined.contains(id) { family[feature] = target }
      for feature in features { family[feature] = target }
    }
    var itemOf: [String: Int] = [:]
    var itemIndex: [Int] = []
    for (index, block) in blocks.enumerated() {
      let key: String
      switch block.condition {
      case .always: key = "set \(index)"
      case .media(_, let features, _):
        key = "environment \(features.compactMap { family[$0] }.min() ?? 0)"
      case .attribute(let name, _, _): key = "attribute \(name)"
      }
      if let item = itemOf[key] {
        itemIndex.append(item)
        continue
      }
      itemOf[key] = items.count
      itemIndex.append(items.count)
      switch block.condition {
      case .always: items.append(.set(block: index))
      case .media: items.append(.environment(DesignTokenEnvironmentModifier(blocks: [])))
      case .attribute(let name, _, _): items.append(.attribute(name: name, blocks: []))
      }
    }
    checkOrder(itemIndex)
    var members = Array(repeating: [Int](), count: items.count)
    for (index, item) in itemIndex.enumerated() { members[item].append(index) }
    var setCount = 0
    for position in items.indices {
      switch items[position] {
      case .set(let block):
        setCount += 1
        let name = setCount == 1 ? "root" : "root-\(setCount)"
        names.append(unique(name))
        fileNames[block] = names[position] + ".tokens.json"
      case .environment:
        let modifier = DesignTokenEnvironmentModifier(
          blocks: members[position].map { ($0, blocks[$0]) })
        diagnostics += modifier.diagnostics
        names.append(unique(DesignTokenContexts.modifierName(modifier.features)))
        for (block, context) in modifier.fileContexts {
          fileNames[block] = uniqueFile(names[position] + "-" + context)
        }
        items[position] = .environment(modifier)
      case .attribute(let name, _):
        names.append(unique(name))
        items[position] = .attribute(name: name, blocks: members[position])
        for block in members[position] {
          guard case .attribute(_, let value, _) = blocks[block].condition else { continue }
          fileNames[block] = uniqueFile(names[position] + "-" + value)
        }
      }
    }
  }

  private func unique(_ name: String) -> String {
    var candidate = name
    var count = 1
    while names.contains(candidate) {
      count += 1
      candidate = "\(name)-\(count)"
    }
    return candidate
  }

  /// A file name made of `name` (characters a file name should not hold as `-`), not yet used.
  private func uniqueFile(_ name: String) -> String {
    let safe = String(
      name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    var candidate = safe + ".tokens.json"
    var count = 1
    while fileNames.contains(candidate) {
      count += 1
      candidate = "\(safe)-\(count).tokens.json"
    }
    return candidate
  }

  /// Blocks are written in resolution order, each set or modifier where its first block is: a
  /// block that moves before an earlier block of another one that sets the same property
  /// would change which wins.
  private mutating func checkOrder(_ itemIndex: [Int]) {
    for later in blocks.indices {
      for earlier in 0..<later where itemIndex[earlier] > itemIndex[later] {
        let shared = blocks[earlier].properties.intersection(blocks[later].properties)
        guard let property = shared.sorted().first else { continue }
        let line = blocks[earlier].range.start.map { " (line \($0.line))" } ?? ""
        diagnostics.append(
          Diagnostic(
            .conversionUnsupported,
            "this block sets \(property), as a block before it\(line) does, but a resolver "
              + "would apply it first, with the blocks like it; move it next to them",
            at: blocks[later].range, severity: .error))
        break
      }
    }
  }

  /// The root the block applies at.
  func root(of block: Int) -> DesignTokensWriter.Root {
    switch blocks[block].condition {
    case .always:
      return DesignTokensWriter.Root()
    case .attribute(let name, let value, _):
      return DesignTokensWriter.Root(attributes: [name: value])
    case .media:
      for case .environment(let modifier) in items {
        if let environment = modifier.environment(of: block) {
          return DesignTokensWriter.Root(environment: environment)
        }
      }
      return DesignTokensWriter.Root()
    }
  }

  /// The resolver document.
  func document(_ name: String) -> JSONWriter.Object {
    var sets = JSONWriter.Object()
    var modifiers = JSONWriter.Object()
    var order: [Any] = []
    func sources(_ blocks: [Int]) -> [Any] {
      blocks.map { JSONWriter.Object([("$ref", fileNames[$0])]) }
    }
    for (position, item) in items.enumerated() {
      let itemName = names[position]
      switch item {
      case .set(let block):
        sets.append(itemName, JSONWriter.Object([("sources", sources([block]))]))
        order.append(JSONWriter.Object([("$ref", "#/sets/\(itemName)")]))
        continue
      case .environment(let modifier):
        var contexts = JSONWriter.Object()
        for context in modifier.contexts {
          contexts.append(context.name, sources(context.blocks))
        }
        var object = JSONWriter.Object([("contexts", contexts)])
        if let fallback = modifier.defaultContext { object.append("default", fallback) }
        modifiers.append(itemName, object)
      case .attribute(_, let members):
        var contexts = JSONWriter.Object()
        var fallback: String?
        for block in members {
          guard case .attribute(_, let value, let isDefault) = blocks[block].condition else {
            continue
          }
          if isDefault { fallback = value }
          if let index = contexts.entries.firstIndex(where: { $0.key == value }) {
            contexts.entries[index].value =
              (contexts.entries[index].value as? [Any] ?? []) + sources([block])
          } else {
            contexts.append(value, sources([block]))
          }
        }
        // A root without the attribute has none of the contexts' tokens: an empty default
        // context says so to a resolver, which needs one context of every modifier.
        if fallback == nil, !contexts.entries.contains(where: { $0.key == "default" }) {
          contexts.entries.insert(("default", [Any]()), at: 0)
          fallback = "default"
        }
        var object = JSONWriter.Object([("contexts", contexts)])
        if let fallback { object.append("default", fallback) }
        modifiers.append(itemName, object)
      }
      order.append(JSONWriter.Object([("$ref", "#/modifiers/\(itemName)")]))
    }
    var document = JSONWriter.Object([
      ("$schema", "https://www.designtokens.org/schemas/2025.10/resolver.json"),
      ("name", name), ("version", "2025.10"),
    ])
    if !sets.entries.isEmpty { document.append("sets", sets) }
    if !modifiers.entries.isEmpty { document.append("modifiers", modifiers) }
    document.append("resolutionOrder", order)
    return document
  }
}
