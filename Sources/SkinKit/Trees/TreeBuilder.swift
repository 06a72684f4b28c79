import SkinKitSupport

/// Turns parsed tree JSON into nodes, with one message per problem that names the JSON
/// location (`$.root.children[2].state[0]`) and the line and column.
struct TreeBuilder {
  let path: String
  let json: JSONDocument
  var types: [String: StyleType] = [:]
  /// The type names nodes were given as spelled, where that is not their type's name
  /// (`UIButton` for a ``Button``).
  var spellings: [ObjectIdentifier: String] = [:]
  /// Where each node is written: its JSON object's bytes in the file.
  var ranges: [ObjectIdentifier: Range<Int>] = [:]

  static let nodeKeys = ["type", "id", "classes", "state", "attributes", "style", "children"]
  static let stateNames = "highlighted, selected, disabled, focused"

  init(path: String, json: JSONDocument) {
    self.path = path
    self.json = json
  }

  func fail(_ location: String, at offset: Int, _ message: String) -> TreeError {
    let start = json.location(of: offset)
    return TreeError(
      path: path, jsonPath: location, line: start.line, column: start.column, message: message)
  }

  func fail(_ location: String, _ value: Int, _ message: String) -> TreeError {
    fail(location, at: json.values[value].offset, message)
  }

  /// `$.a`, or `$["a b"]` for a key that is not a plain name.
  static func member(_ location: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
      }
    if plain { return location + "." + key }
    return location + "[" + StringLiteral.quoted(key, in: .json) + "]"
  }

  func value(_ index: Int) -> JSONDocument.Value { json.values[index] }

  mutating func document() throws(TreeError) -> TreeDocument {
    let top = json.root
    guard value(top).kind == .object else {
      throw fail(
        "$", top,
        "a tree file is a JSON object: a node, or {\"environment\": …, \"types\": …, \"root\": node};"
          + " not \(json.describe(top))")
    }
    let members = value(top).members
    let keys = Set(members.compactMap(\.key))
    var environment = StyleEnvironment()
    var rootValue = top
    var rootPath = "$"
    let isWrapper =
      keys.contains("root")
      || ((keys.contains("environment") || keys.contains("types"))
        && !keys.contains("type"))
    if isWrapper {
      for member in members where !["root", "environment", "types"].contains(member.key ?? "") {
        let key = member.key ?? ""
        throw fail(
          Self.member("$", key), at: member.keyOffset,
          "unknown key '\(key)' (a tree file has environment, types and root)")
      }
      guard let root = members.first(where: { $0.key == "root" }) else {
        throw fail("$", top, "missing \"root\": the tree file's node goes under \"root\"")
      }
      rootValue = root.value
      rootPath = "$.root"
      if let entry = members.first(where: { $0.key == "environment" }) {
        environment = try self.environment(entry.value)
      }
      if let entry = members.first(where: { $0.key == "types" }) {
        try declareTypes(entry.value)
      }
    }
    let root = try buildTree(rootValue, at: rootPath)
    if let window = root as? Window { window.environment = environment }
    return TreeDocument(
      root: root, environment: environment, spellings: spellings, file: json.file,
      ranges: ranges)
  }

  func environment(_ index: Int) throws(TreeError) -> StyleEnvironment {
    guard value(index).kind == .object else {
      throw fail(
        "$.environment", index,
        "\"environment\" must be an object, such as {\"idiom\": \"pad\"}; not \(json.describe(index))"
      )
    }
    var environment = StyleEnvironment()
    for member in value(index).members {
      let key = member.key ?? ""
      let location = Self.member("$.environment", key)
      let entry = value(member.value)
      guard entry.kind == .string || entry.kind == .number else {
        throw fail(
          location, member.value,
          "\"\(key)\" must be a string or a number, not \(json.describe(member.value))")
      }
      do {
        try environment.set(key, to: entry.text)
      } catch {
        // An unknown key points at the key, a bad value at the value.
        let known = StyleEnvironment.key(named: key) != nil
        throw fail(location, at: known ? entry.offset : member.keyOffset, error.message)
      }
    }
    return environment
  }

  mutating func declareTypes(_ index: Int) throws(TreeError) {
    guard value(index).kind == .object else {
      throw fail(
        "$.types", index,
        "\"types\" must be an object, such as {\"Card\": \"View\"}; not \(json.describe(index))")
    }
    var supertypes: [String: String] = [:]
    var offsets: [String: Int] = [:]
    let members = value(index).members
    for member in members {
      let name = member.key ?? ""
      let location = Self.member("$.types", name)
      if BuiltInTypes.contains(name) {
        let canonical = BuiltInTypes.canonicalName(name)
        throw fail(
          location, at: member.keyOffset,
          "'\(name)' is a built-in type\(canonical == name ? "" : " (\(canonical))");"
            + " it cannot be redeclared")
      }
      guard value(member.value).kind == .string, !value(member.value).text.isEmpty else {
        throw fail(
          location, member.value,
          "the supertype of '\(name)' must be a type name, not \(json.describe(member.value))")
      }
      supertypes[name] = value(member.value).text
      offsets[name] = member.keyOffset
    }
    // Each type is made once its supertype is: walk up the declared supertypes to a type
    // already known, then make the ones walked, from the top down (no recursion, whatever
    // the chain's length).
    for member in members {
      let first = member.key ?? ""
      var walked: [String] = []
      var positions: [String: Int] = [:]
      var name = first
      var base: StyleType
      while true {
        if let known = types[name] {
          base = known
          break
        }
        if let builtIn = BuiltInTypes.type(named: name) {
          base = builtIn
          break
        }
        guard let supertype = supertypes[name] else {
          base = StyleType(name: StyleName(name))
          break
        }
        if let position = positions[name] {
          // A long cycle shows its ends: `T0 → T1 → T2 → … → T99999 → T0 (100000 types)`.
          let cycle = Array(walked[position...]) + [name]
          let shown =
            cycle.count <= 8
            ? cycle.joined(separator: " → ")
            : (cycle.prefix(3) + ["…"] + cycle.suffix(2)).joined(separator: " → ")
              + " (\(cycle.count - 1) types)"
          throw fail(
            Self.member("$.types", name), at: offsets[name] ?? 0,
            "the types form a cycle: \(shown)")
        }
        positions[name] = walked.count
        walked.append(name)
        name = supertype
      }
      let lineage = walked.count + base.lineage.count
      if lineage > TreeDocument.maximumLineage {
        let shown = (walked.prefix(3) + [walked.count > 3 ? "…" : base.name.string])
          .joined(separator: " ← ")
        throw fail(
          Self.member("$.types", first), at: member.keyOffset,
          "'\(first)' has a lineage of \(lineage) types (\(shown)); a lineage may hold at most"
            + " \(TreeDocument.maximumLineage)")
      }
      for name in walked.reversed() {
        base = StyleType(name: StyleName(name), supertype: base)
        types[name] = base
      }
    }
  }

  func type(named name: String) -> StyleType {
    types[name] ?? BuiltInTypes.type(named: name) ?? StyleType(name: StyleName(name))
  }

  /// Builds the tree iteratively (no recursion, whatever the depth), refusing nodes deeper
  /// than ``TreeDocument/maximumDepth``. A node's JSON location is spelled out only for a
  /// message: the walk keeps each open node's position, so building costs the same per node
  /// at any depth.
  mutating func buildTree(_ index: Int, at rootLocation: String) throws(TreeError) -> StyleNode {
    var typeCache: [String: StyleType] = [:]
    let (root, children) = try node(index, at: { rootLocation }, typeCache: &typeCache)
    // Depth first, in document order, so the first problem in the file is the one reported.
    // `next` is the position of the child built next; the last one built is `next - 1`.
    var stack: [(parent: StyleNode, children: [Int], next: Int)] = []
    func location() -> String { Self.location(rootLocation, stack.map { $0.next - 1 }) }
    if !children.isEmpty { stack.append((root, children, 0)) }
    while let top = stack.last {
      guard top.next < top.children.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      let childIndex = top.children[top.next]
      // The root is level 1; the frames on the stack are the child's ancestors.
      let level = stack.count + 1
      if level > TreeDocument.maximumDepth {
        throw fail(
          location(), childIndex,
          "the node is \(level) levels deep; a tree file may nest nodes at most"
            + " \(TreeDocument.maximumDepth) levels deep")
      }
      let (built, its) = try node(childIndex, at: location, typeCache: &typeCache)
      top.parent.addChild(built)
      if !its.isEmpty { stack.append((built, its, 0)) }
    }
    return root
  }

  /// How many levels of a location are spelled out at each end before the middle is elided.
  static let locationEnds = 4

  /// `$.root.children[2].children[0]`: a node's location from its positions (one per level
  /// below the root). A deep one keeps its first and last levels and counts the others:
  /// `$.children[0].children[0].children[0].children[0]…(505 levels)….children[0]…`.
  static func location(_ root: String, _ positions: [Int]) -> String {
    func spell(_ slice: ArraySlice<Int>) -> String {
      slice.map { ".children[\($0)]" }.joined()
    }
    let ends = locationEnds
    guard positions.count > 2 * ends + 1 else { return root + spell(positions[...]) }
    let hidden = positions.count - 2 * ends
    return root + spell(positions.prefix(ends)) + "…(\(hidden) levels)…"
      + spell(positions.suffix(ends))
  }

  /// One node, and the indices of its children's JSON values. `path` spells the node's
  /// location, for messages only.
  mutating func node(
    _ index: Int, at path: () -> String, typeCache: inout [String: StyleType]
  ) throws(TreeError) -> (StyleNode, [Int]) {
    var location: String { path() }
    guard value(index).kind == .object else {
      throw fail(
        location, index,
        "a node must be a JSON object with a \"type\", not \(json.describe(index))")
    }
    var entries: [String: Int] = [:]
    for member in value(index).members {
      let key = member.key ?? ""
      guard Self.nodeKeys.contains(key) || key == "attrs" else {
        throw fail(
          Self.member(location, key), at: member.keyOffset,
          "unknown key '\(key)' (a node has \(Self.nodeKeys.joined(separator: ", ")))")
      }
      let name = key == "attrs" ? "attributes" : key
      if entries[name] != nil {
        throw fail(
          Self.member(location, key), at: member.keyOffset,
          "both \"attributes\" and \"attrs\" (the same thing); keep one")
      }
      entries[name] = member.value
    }
    guard let typeIndex = entries["type"] else {
      throw fail(location, index, "the node has no \"type\"")
    }
    guard value(typeIndex).kind == .string, !value(typeIndex).text.isEmpty else {
      throw fail(
        location + ".type", typeIndex,
        "\"type\" must be a type name, not \(json.describe(typeIndex))")
    }
    let typeName = value(typeIndex).text
    let type: StyleType
    if let cached = typeCache[typeName] {
      type = cached
    } else {
      type = self.type(named: typeName)
      typeCache[typeName] = type
    }
    var identifier: StyleName?
    if let id = entries["id"] {
      guard value(id).kind == .string else {
        throw fail(location + ".id", id, "\"id\" must be a string, not \(json.describe(id))")
      }
      identifier = StyleName(value(id).text)
    }
    var classes: [StyleName] = []
    // A long list is deduplicated through a set, so a hostile one costs linear time.
    var seenClasses: Set<StyleName>?
    if let list = entries["classes"] {
      guard value(list).kind == .array else {
        throw fail(
          location + ".classes", list,
          "\"classes\" must be an array of strings, not \(json.describe(list))")
      }
      for (position, member) in value(list).members.enumerated() {
        guard value(member.value).kind == .string else {
          throw fail(
            "\(location).classes[\(position)]", member.value,
            "a class must be a string, not \(json.describe(member.value))")
        }
        let name = StyleName(value(member.value).text)
        if classes.count < 16 {
          if !classes.contains(name) { classes.append(name) }
        } else {
          if seenClasses == nil { seenClasses = Set(classes) }
          if seenClasses!.insert(name).inserted { classes.append(name) }
        }
      }
    }
    var state: ElementState = []
    if let list = entries["state"] {
      // Each entry's value, and its position in the array (`nil`: the state is one string).
      var names: [(Int, Int?)] = []
      if value(list).kind == .string {
        names = [(list, nil)]
      } else if value(list).kind == .array {
        names = value(list).members.enumerated().map { ($1.value, $0) }
      } else {
        throw fail(
          location + ".state", list,
          "\"state\" must be an array of state names (\(Self.stateNames)), not \(json.describe(list))"
        )
      }
      for (entry, position) in names {
        var entryLocation: String { location + ".state" + (position.map { "[\($0)]" } ?? "") }
        guard value(entry).kind == .string else {
          throw fail(
            entryLocation, entry,
            "a state must be a string (\(Self.stateNames)), not \(json.describe(entry))")
        }
        guard let flag = ElementState(name: value(entry).text) else {
          throw fail(
            entryLocation, entry,
            "unknown state '\(value(entry).text)' (expected \(Self.stateNames))")
        }
        state.insert(flag)
      }
    }
    var attributes: [String: String] = [:]
    if let object = entries["attributes"] {
      guard value(object).kind == .object else {
        throw fail(
          location + ".attributes", object,
          "\"attributes\" must be an object, such as {\"title\": \"Save\"}; not \(json.describe(object))"
        )
      }
      for member in value(object).members {
        let key = member.key ?? ""
        let kind = value(member.value).kind
        guard kind == .string || kind == .number || kind == .bool else {
          throw fail(
            Self.member(location + ".attributes", key), member.value,
            "an attribute value must be a string, a number or a boolean, not \(json.describe(member.value))"
          )
        }
        attributes[key] = value(member.value).text
      }
    }
    var style: String?
    if let text = entries["style"] {
      guard value(text).kind == .string else {
        throw fail(
          location + ".style", text,
          "\"style\" must be a string of declarations, such as \"color: red\"; not \(json.describe(text))"
        )
      }
      style = value(text).text
    }
    var children: [Int] = []
    if let list = entries["children"] {
      guard value(list).kind == .array else {
        throw fail(
          location + ".children", list,
          "\"children\" must be an array of nodes, not \(json.describe(list))")
      }
      children = value(list).members.map(\.value)
    }
    let node = ModelWidgets.make(type: type)
    node.prepare(classes: classes, identifier: identifier, state: state)
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
      ModelWidgets.setAttribute(value, forName: name, of: node)
    }
    if let style { node.setInlineStyle(text: style) }
    if typeName != type.name.string { spellings[ObjectIdentifier(node)] = typeName }
    ranges[ObjectIdentifier(node)] = value(index).offset..<value(index).end
    return (node, children)
  }
}
