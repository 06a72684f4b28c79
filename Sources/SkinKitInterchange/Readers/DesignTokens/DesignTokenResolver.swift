import SkinKitSyntax

/// Aliases and types across design token files: a file's own tokens, then those of the files
/// it may refer to (an overrides file refers to its base file's tokens).
///
/// A token's type is its own `$type`; else, for an alias, the type of the token it names; else
/// the closest group's `$type`; else, in an overrides file, the type of the base token of the
/// same name. Aliases (`{a.b}`, or `$ref` pointers to a whole token) may name aliases; a chain
/// ends at a token with a value, or is an error (a missing token, a group, a cycle).
struct DesignTokenResolver {
  /// A token and the file it is in (0: the file being converted).
  struct Location: Hashable {
    var file: Int
    var token: Int
  }

  /// What a token's value is once its aliases are followed.
  struct Resolution {
    /// Its type.
    var type: String
    /// The token whose `$value` holds the value (itself, or the end of its alias chain).
    var source: Location
    /// The token it names directly, when it is an alias.
    var alias: Location?
  }

  /// Why a token has no value.
  struct Failure: Error {
    /// `token-alias-not-found`, `token-alias-cycle`, or `invalid-token`.
    var id: DiagnosticID = .invalidToken
    var message: String
    /// Where the problem is written (the alias, or the token's key).
    var range: Range<Int>
    /// For an alias cycle: the tokens in it, and the chain as text (`a → b → a`).
    var cycle: (members: [Location], text: String)?
  }

  let files: [DesignTokenFile]
  private var index: [[String: Int]]
  private var memo: [Location: Result<Resolution, Failure>] = [:]

  init(files: [DesignTokenFile]) {
    self.files = files
    index = files.map { file in
      var names: [String: Int] = [:]
      for (position, token) in file.tokens.enumerated() { names[token.name] = position }
      return names
    }
  }

  subscript(location: Location) -> DesignToken { files[location.file].tokens[location.token] }

  /// The token a dotted name names, looked up in `file` first, then in the files after it.
  func lookUp(_ path: [String], from file: Int) -> Location? {
    let name = path.joined(separator: ".")
    for position in file..<files.count {
      if let token = index[position][name] { return Location(file: position, token: token) }
    }
    return nil
  }

  /// Whether a dotted name is a group in any of the files.
  func isGroup(_ path: [String]) -> Bool {
    let name = path.joined(separator: ".")
    return files.contains { $0.groups.contains(name) }
  }

  /// The alias written as a token's whole value: `{a.b}`, or a `$ref` to a whole token.
  /// `nil` for a literal value (or a `$ref` into part of one).
  func aliasPath(of token: DesignToken) -> (path: [String], range: Range<Int>)? {
    if let value = token.value, let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
      return DesignTokenFile.referencedPath(text).map { ($0, value.range) }
    }
    if let reference = token.reference, let text = reference.string,
      let pointer = JSONPointer(text)
    {
      let keys = pointer.keys.last == "$value" ? Array(pointer.keys.dropLast()) : pointer.keys
      return (keys, reference.range)
    }
    return nil
  }

  /// A token's type and value, following its aliases.
  mutating func resolve(_ location: Location) -> Result<Resolution, Failure> {
    var visiting: [Location] = []
    return resolve(location, visiting: &visiting)
  }

  private mutating func resolve(_ location: Location, visiting: inout [Location]) -> Result<
    Resolution, Failure
  > {
    if let known = memo[location] { return known }
    let token = self[location]
    if let start = visiting.firstIndex(of: location) {
      let members = Array(visiting[start...])
      let text = (members + [location]).map { self[$0].name }.joined(separator: " → ")
      return .failure(
        Failure(
          id: .tokenAliasCycle, message: "token '\(token.name)' is in an alias cycle: \(text)",
          range: aliasPath(of: token)?.range ?? token.keyRange, cycle: (members, text)))
    }
    visiting.append(location)
    defer { visiting.removeLast() }
    let result = resolveUncached(location, token: token, visiting: &visiting)
    memo[location] = result
    return result
  }

  private mutating func resolveUncached(
    _ location: Location, token: DesignToken, visiting: inout [Location]
  ) -> Result<Resolution, Failure> {
    guard let (path, range) = aliasPath(of: token) else {
      if token.value == nil {
        return .failure(
          Failure(
            message: "token '\(token.name)': $ref must be a JSON pointer such as #/color/blue",
            range: token.reference?.range ?? token.keyRange))
      }
      if token.reference == nil, let text = token.value?.string, text.hasPrefix("{"),
        text.hasSuffix("}")
      {
        return .failure(
          Failure(message: "token '\(token.name)': '\(text)' is not an alias", range: range(token)))
      }
      if let pointed = pointedValue(of: token), pointed == nil {
        return .failure(
          Failure(
            message:
              "token '\(token.name)': $ref \(token.reference?.string ?? "") names nothing in the file",
            range: token.reference?.range ?? token.keyRange))
      }
      guard let type = literalType(of: token, at: location) else {
        return .failure(
          Failure(
            message:
              "token '\(token.name)' has no type: give it a $type, or its group one",
            range: token.keyRange))
      }
      return .success(Resolution(type: type, source: location, alias: nil))
    }
    let name = path.joined(separator: ".")
    guard let target = lookUp(path, from: location.file) else {
      let what =
        isGroup(path)
        ? "names a group, not a token"
          + (lookUp(path + ["$root"], from: 0) != nil
            ? " (its root token is {\(name).$root})" : "")
        : "names no token"
      return .failure(
        Failure(
          id: .tokenAliasNotFound, message: "token '\(token.name)': the alias {\(name)} \(what)",
          range: range))
    }
    switch resolve(target, visiting: &visiting) {
    case .failure(let failure):
      if let cycle = failure.cycle, cycle.members.contains(location) {
        return .failure(
          Failure(
            id: .tokenAliasCycle,
            message: "token '\(token.name)' is in an alias cycle: \(cycle.text)", range: range,
            cycle: cycle))
      }
      return .failure(
        Failure(
          id: .tokenAliasNotFound,
          message: "token '\(token.name)': the alias {\(name)} names a token without a value",
          range: range))
    case .success(let resolved):
      if let own = token.ownType, own != resolved.type {
        return .failure(
          Failure(
            message:
              "token '\(token.name)' is a \(own), but its alias {\(name)} names a \(resolved.type)",
            range: range))
      }
      return .success(Resolution(type: resolved.type, source: resolved.source, alias: target))
    }
  }

  private func range(_ token: DesignToken) -> Range<Int> { token.value?.range ?? token.keyRange }

  /// For a token that is a `$ref` into part of a value: the node it names (`.some(nil)` when
  /// it names nothing). `nil` for other tokens.
  private func pointedValue(of token: DesignToken) -> DocumentNode?? {
    guard token.value == nil, let text = token.reference?.string, let pointer = JSONPointer(text)
    else { return nil }
    return .some(pointer.resolve(in: files[0].document.root))
  }

  /// The value of a resolved token: its `$value` (or what a `$value` of `{"$ref": …}` points
  /// at), or what its `$ref` points at.
  func value(at location: Location) -> DocumentNode? {
    let token = self[location]
    var reference = token.reference?.string
    if let value = token.value {
      guard let pointer = value["$ref"]?.string, value.entries?.count == 1 else { return value }
      reference = pointer
    }
    guard let reference, let pointer = JSONPointer(reference) else { return nil }
    return pointer.resolve(in: files[location.file].document.root)
  }

  /// The type of a token with a literal value: its own, its group's, or the base token's.
  private func literalType(of token: DesignToken, at location: Location) -> String? {
    if let type = token.ownType ?? token.groupType { return type }
    for file in (location.file + 1)..<max(files.count, location.file + 1) {
      if let other = index[file][token.name] {
        let base = files[file].tokens[other]
        if let type = base.ownType ?? base.groupType { return type }
      }
    }
    return nil
  }
}
