import Foundation
import SkinKitSyntax

/// One design token of a DTCG file (Design Tokens Format Module 2025.10): an object with a
/// `$value` (or a `$ref`), named by the path of group names that lead to it.
struct DesignToken: Sendable {
  /// Group names, then the token's name (`["color", "brand", "primary"]`; `$root` kept).
  var path: [String]
  /// The token's key in the file, where diagnostics about the token point.
  var keyRange: Range<Int>
  /// Its `$value`, or `nil` for a token that is a `$ref` to another.
  var value: DocumentNode?
  /// Its `$ref` (a JSON pointer), for a token without `$value`.
  var reference: DocumentNode?
  /// Its own `$type`.
  var ownType: String?
  /// The `$type` of the closest group around it that has one.
  var groupType: String?
  /// Its `$description`.
  var description: String?
  /// Why it is deprecated (`""` when `$deprecated` is `true`), or `nil`; groups' apply.
  var deprecation: String?
  /// The file it is written in.
  var file: SourceFile

  /// `color.brand.primary`, as the spec and every message name it.
  var name: String { path.joined(separator: ".") }

  /// The custom property it becomes: the path joined with `-` (`$root` left out), with
  /// characters a name cannot hold (spaces, slashes…) written as `-`.
  var propertyName: String {
    "--"
      + path.filter { $0 != "$root" }.map(DesignToken.nameSegment).joined(separator: "-")
  }

  static func nameSegment(_ segment: String) -> String {
    String(
      String.UnicodeScalarView(
        segment.unicodeScalars.map { scalar in
          let isName =
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_" || scalar.value >= 0x80
          return isName ? scalar : "-"
        }))
  }
}

/// The tokens of one DTCG file, in the order they are written, with their groups' types,
/// descriptions and deprecations applied and `$extends` expanded; and what is wrong with the
/// file's structure.
struct DesignTokenFile {
  let document: ParsedDocument
  private(set) var tokens: [DesignToken] = []
  /// Every group's dotted path (`color.brand`), for aliases that name a group.
  private(set) var groups: Set<String> = []
  var reporter: ConversionReporter

  /// The properties a group may have.
  static let groupProperties: Set<String> = [
    "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$root",
  ]
  /// The properties a token may have.
  static let tokenProperties: Set<String> = [
    "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
  ]

  init(_ document: ParsedDocument) {
    self.document = document
    reporter = ConversionReporter(file: document.file, hasPositions: true)
    reporter.append(document.diagnostics)
    guard let root = document.root else { return }
    guard root.entries != nil else {
      report(
        "a design tokens file is a JSON object of groups and tokens, not \(root.kindDescription)",
        at: root.range)
      return
    }
    var extending: [String] = []
    walkGroup(root, path: [], type: nil, deprecation: nil, extending: &extending)
  }

  private mutating func report(
    _ message: String, at range: Range<Int>, id: DiagnosticID = .invalidToken,
    severity: DiagnosticSeverity? = nil
  ) {
    reporter.report(id, message, at: range, severity: severity)
  }

  /// Whether an object is a token: it has `$value` (or, instead, a `$ref`).
  static func isToken(_ node: DocumentNode) -> Bool {
    node["$value"] != nil || node["$ref"] != nil
  }

  // MARK: Groups

  private mutating func walkGroup(
    _ group: DocumentNode, path: [String], type: String?, deprecation: String?,
    extending: inout [String]
  ) {
    let name = path.joined(separator: ".")
    if !path.isEmpty { groups.insert(name) }
    let entries = effectiveEntries(of: group, path: path, extending: &extending)
    var type = type
    var deprecation = deprecation
    for entry in entries where entry.key.hasPrefix("$") {
      switch entry.key {
      case "$type":
        guard let text = entry.value.string else {
          report("\(groupName(name))'s $type must be a string", at: entry.value.range)
          continue
        }
        type = text
      case "$deprecated":
        deprecation = Self.deprecation(entry.value) ?? deprecation
        if case .bool(false) = entry.value.value { deprecation = nil }
      case "$description", "$extensions", "$extends", "$schema", "$root":
        break
      default:
        report(
          "\(groupName(name)) has an unknown property '\(entry.key)'; it is ignored",
          at: entry.keyRange, severity: .warning)
      }
    }
    let children = entries.filter { !$0.key.hasPrefix("$") || $0.key == "$root" }
    if children.isEmpty, !path.isEmpty, entries.contains(where: { $0.key == "$type" }) {
      report(
        "'\(name)' has a $type but no $value: it is read as an empty group, not a token",
        at: group.range, severity: .warning)
    }
    for entry in children {
      let childPath = path + [entry.key]
      if entry.key != "$root", let bad = entry.key.first(where: { "{}.".contains($0) }) {
        report(
          "'\(entry.key)' cannot name a token or group: names may not contain '\(bad)'",
          at: entry.keyRange)
        continue
      }
      guard entry.value.entries != nil else {
        report(
          "'\(childPath.joined(separator: "."))' is neither a token nor a group (a token is an "
            + "object with a $value), but \(entry.value.kindDescription)",
          at: entry.keyRange)
        continue
      }
      if Self.isToken(entry.value) {
        addToken(entry, path: childPath, groupType: type, deprecation: deprecation)
      } else if entry.key == "$root" {
        report(
          "\(groupName(name))'s $root must be a token (an object with a $value)", at: entry.keyRange
        )
      } else {
        walkGroup(
          entry.value, path: childPath, type: type, deprecation: deprecation,
          extending: &extending)
      }
    }
  }

  private func groupName(_ name: String) -> String {
    name.isEmpty ? "the file" : "group '\(name)'"
  }

  /// A group's entries with `$extends` applied: the extended group's entries, deep-merged
  /// with the group's own (a token of the same name replaces the inherited one; a group of the
  /// same name merges with it).
  private mutating func effectiveEntries(
    of group: DocumentNode, path: [String], extending: inout [String]
  ) -> [DocumentEntry] {
    let own = group.entries ?? []
    guard let extends = group["$extends"] else { return own }
    let name = path.joined(separator: ".")
    guard let target = extends.string.flatMap(Self.referencedPath) else {
      report(
        "\(groupName(name))'s $extends must name a group, as {group} or #/group",
        at: extends.range)
      return own
    }
    let targetName = target.joined(separator: ".")
    guard let targetNode = node(at: target) else {
      report(
        "\(groupName(name)) extends {\(targetName)}, which is not in the file", at: extends.range)
      return own
    }
    guard !Self.isToken(targetNode), targetNode.entries != nil else {
      report(
        "\(groupName(name)) extends {\(targetName)}, which is a token, not a group",
        at: extends.range)
      return own
    }
    if extending.contains(targetName) || target.starts(with: path) || path.starts(with: target) {
      let chain = (extending + [name, targetName]).joined(separator: " → ")
      report("\(groupName(name)) extends a group that extends it back: \(chain)", at: extends.range)
      return own
    }
    extending.append(name)
    defer { extending.removeLast() }
    let inherited = effectiveEntries(of: targetNode, path: target, extending: &extending)
    return Self.merge(inherited.filter { $0.key != "$extends" }, own)
  }

  /// `base` with `local` applied: local entries replace base ones of the same key, groups of
  /// the same key merge, new keys come after.
  static func merge(_ base: [DocumentEntry], _ local: [DocumentEntry]) -> [DocumentEntry] {
    var result = base
    for entry in local {
      guard let index = result.lastIndex(where: { $0.key == entry.key }) else {
        result.append(entry)
        continue
      }
      let inherited = result[index].value
      if let baseEntries = inherited.entries, let localEntries = entry.value.entries,
        !isToken(inherited), !isToken(entry.value), !entry.key.hasPrefix("$")
      {
        var merged = entry
        merged.value = DocumentNode(
          value: .dictionary(merge(baseEntries, localEntries)), range: entry.value.range)
        result[index] = merged
      } else {
        result[index] = entry
      }
    }
    return result
  }

  /// The node at a path of keys from the file's root.
  func node(at path: [String]) -> DocumentNode? {
    var node = document.root
    for key in path { node = node?[key] }
    return node
  }

  /// The path a reference names: `{a.b}` or the JSON pointer `#/a/b` (a trailing `/$value`
  /// names the token too).
  static func referencedPath(_ text: String) -> [String]? {
    if text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2 {
      let inner = text.dropFirst().dropLast()
      guard !inner.contains("{"), !inner.contains("}") else { return nil }
      return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    guard let pointer = JSONPointer(text) else { return nil }
    return pointer.keys.last == "$value" ? Array(pointer.keys.dropLast()) : pointer.keys
  }

  // MARK: Tokens

  private mutating func addToken(
    _ entry: DocumentEntry, path: [String], groupType: String?, deprecation: String?
  ) {
    let node = entry.value
    let name = path.joined(separator: ".")
    var token = DesignToken(
      path: path, keyRange: entry.keyRange, value: node["$value"], reference: nil, ownType: nil,
      groupType: groupType, description: nil, deprecation: deprecation, file: document.file)
    for property in node.entries ?? [] {
      switch property.key {
      case "$value", "$extensions": break
      case "$ref":
        if token.value != nil {
          report("token '\(name)' has both $value and $ref; $ref is ignored", at: property.keyRange)
        } else {
          token.reference = property.value
        }
      case "$type":
        guard let text = property.value.string else {
          report("token '\(name)': $type must be a string", at: property.value.range)
          continue
        }
        token.ownType = text
      case "$description":
        guard let text = property.value.string else {
          report(
            "token '\(name)': $description must be a string", at: property.value.range,
            severity: .warning)
          continue
        }
        token.description = text
      case "$deprecated":
        if case .bool(false) = property.value.value {
          token.deprecation = nil
        } else if let reason = Self.deprecation(property.value) {
          token.deprecation = reason
        } else {
          report(
            "token '\(name)': $deprecated is true, false or a string", at: property.value.range,
            severity: .warning)
        }
      default:
        if property.key.hasPrefix("$") {
          report(
            "token '\(name)' has an unknown property '\(property.key)'; it is ignored",
            at: property.keyRange, severity: .warning)
        } else {
          report(
            "'\(name)' is a token (it has a $value), so it cannot also hold '\(property.key)'; "
              + "'\(property.key)' is ignored",
            at: property.keyRange, severity: .warning)
        }
      }
    }
    tokens.append(token)
  }

  /// `true` → `""`, a string → itself, anything else → `nil`.
  static func deprecation(_ node: DocumentNode) -> String? {
    switch node.value {
    case .bool(true): ""
    case .string(let reason): reason
    default: nil
    }
  }
}

/// A JSON pointer (RFC 6901) in a URI fragment, as `$ref` writes it: `#/colors/blue/$value`.
struct JSONPointer: Equatable {
  var keys: [String]

  init?(_ text: String) {
    guard text.hasPrefix("#") else { return nil }
    let body = text.dropFirst()
    if body.isEmpty {
      keys = []
      return
    }
    guard body.hasPrefix("/") else { return nil }
    keys = body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// The node the pointer names in `root`: keys of objects, indices of arrays.
  func resolve(in root: DocumentNode?) -> DocumentNode? {
    var node = root
    for key in keys {
      guard let current = node else { return nil }
      if let elements = current.elements {
        guard let index = Int(key), elements.indices.contains(index) else { return nil }
        node = elements[index]
      } else {
        node = current[key]
      }
    }
    return node
  }
}
