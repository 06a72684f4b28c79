import SkinKitSyntax

extension JSONDocument {
  /// How deeply ``node(_:)`` builds arrays and objects into ``DocumentNode``s.
  static let maximumNodeDepth = 512

  /// A JSON file read for the interchange readers (UISS, design tokens): its values as
  /// ``DocumentNode``s, which property lists share, or one `invalid-json` error at the
  /// offending byte.
  ///
  /// ```swift
  /// let document = JSONDocument.read(SourceFile(path: "uiss.json", text: #"{"UIButton": {}}"#))
  /// document.root?.entries?.first?.key   // "UIButton"
  /// ```
  static func read(_ file: SourceFile, duplicateKeys: DuplicateKeys) -> ParsedDocument {
    do throws(SyntaxError) {
      let json = try parse(file, duplicateKeys: duplicateKeys)
      let root = try json.node(json.root, depth: 0)
      return ParsedDocument(file: file, root: root, diagnostics: [], hasPositions: true)
    } catch {
      let offset = min(error.offset, file.bytes.count)
      let diagnostic = Diagnostic(
        .invalidJSON, "invalid JSON: \(error.message)",
        at: SourceRange(file: file, bytes: offset..<min(offset + 1, file.bytes.count)))
      return ParsedDocument(file: file, root: nil, diagnostics: [diagnostic], hasPositions: true)
    }
  }

  /// The value at `index` as a ``DocumentNode`` tree, refusing to nest deeper than
  /// ``maximumNodeDepth`` (the tree is built recursively).
  func node(_ index: Int, depth: Int) throws(SyntaxError) -> DocumentNode {
    let value = values[index]
    let range = value.offset..<value.end
    switch value.kind {
    case .string: return DocumentNode(value: .string(value.text), range: range)
    case .number: return DocumentNode(value: .number(Double(value.text) ?? 0), range: range)
    case .bool: return DocumentNode(value: .bool(value.text == "true"), range: range)
    case .null: return DocumentNode(value: .null, range: range)
    case .array, .object:
      guard depth < Self.maximumNodeDepth else {
        throw SyntaxError(
          message: "arrays and objects nest more than \(Self.maximumNodeDepth) deep",
          offset: value.offset)
      }
      if value.kind == .array {
        var elements: [DocumentNode] = []
        for member in value.members { elements.append(try node(member.value, depth: depth + 1)) }
        return DocumentNode(value: .array(elements), range: range)
      }
      var entries: [DocumentEntry] = []
      for member in value.members {
        let key = member.key ?? ""
        entries.append(
          DocumentEntry(
            key: key, keyRange: member.keyOffset..<member.keyEnd,
            value: try node(member.value, depth: depth + 1)))
      }
      return DocumentNode(value: .dictionary(entries), range: range)
    }
  }
}
