import SkinKit

/// `textDocument/prepareRename` and `textDocument/rename`: a `$constant`, custom property,
/// class or id renamed in every sheet of the workspace, each edit replacing exactly the name
/// as written (every other byte kept). A rename that would change what the sheets mean or
/// lose text is refused with the reason: a new name that is not one, a name already used
/// (the two would merge), a name written with escapes somewhere, a `$constant` or custom
/// property no sheet defines (the app gives it: a rename would not reach the app's code), or
/// no such name at the cursor (a comment, a string, a property or a type name).
enum Rename {
  /// The kinds of name a rename changes.
  static let kinds: Set<Occurrence.Kind> = [.constant, .customProperty, .styleClass, .identifier]

  static func refusal(_ message: String) -> RPCError {
    RPCError(RPCError.requestFailedCode, message)
  }

  /// `prepareRename`'s answer: the name's range and the name as written.
  static func prepare(
    at position: Position, in analysis: DocumentAnalysis, files: [References.File]
  ) throws(RPCError) -> JSONValue {
    let occurrence = try target(at: position, in: analysis, files: files)
    return [
      "range": analysis.text.range(of: occurrence.bytes).json,
      "placeholder": .string(occurrence.symbol.written),
    ]
  }

  /// The occurrence a rename at `position` renames, once checked against every file.
  static func target(
    at position: Position, in analysis: DocumentAnalysis, files: [References.File]
  ) throws(RPCError) -> Occurrence {
    let offset = analysis.text.sourceOffset(of: position)
    guard let occurrence = Occurrence.find(at: offset, in: analysis.fileSymbols.occurrences)
    else { throw refusal(nothing(at: offset, in: analysis.sheet.file)) }
    let symbol = occurrence.symbol
    switch symbol.kind {
    case .type:
      throw refusal(
        "'\(symbol.name)' is a type: its name is the class's, in the app's code; only "
          + "$constants, custom properties, classes and ids are renamed here")
    case .property:
      throw refusal(
        "'\(symbol.name)' is a property name; only $constants, custom properties, classes and "
          + "ids are renamed")
    case .constant, .customProperty, .styleClass, .identifier:
      break
    }
    var defined = false
    for file in files {
      for found in file.symbols.occurrences where found.symbol == symbol {
        defined = defined || found.role == .definition
        if !found.isPlain {
          throw refusal(
            "'\(symbol.written)' is written with escapes at \(place(found, in: file)); rename it "
              + "there by hand first")
        }
      }
    }
    if !defined && (symbol.kind == .constant || symbol.kind == .customProperty) {
      throw refusal(
        "no sheet of the workspace defines '\(symbol.written)': its value comes from the app, "
          + "which a rename here would not change")
    }
    return occurrence
  }

  /// Why there is nothing to rename at an offset.
  static func nothing(at offset: Int, in file: SourceFile) -> String {
    let tokenized = Tokenizer.tokenize(file)
    if tokenized.comments.contains(where: { $0.contains(offset) }) {
      return "nothing to rename in a comment"
    }
    if let token = tokenized.tokens.first(where: { $0.start <= offset && offset < $0.end }),
      [.string, .badString, .url, .badURL].contains(token.kind)
    {
      return "nothing to rename in a string"
    }
    return "nothing to rename here: only $constants, custom properties (--name), classes (.name) "
      + "and ids (#name) are renamed"
  }

  /// `rename`'s `WorkspaceEdit`: `documentChanges` (each file with its version, `null` when
  /// not open) when the client takes them, else `changes`.
  static func edit(
    _ occurrence: Occurrence, to newName: String, in files: [References.File],
    documentChanges: Bool
  ) throws(RPCError) -> JSONValue {
    let symbol = occurrence.symbol
    let renamed = try newSymbol(newName, for: symbol)
    var changes: [String: JSONValue] = [:]
    var changed: [JSONValue] = []
    if renamed != symbol {
      for file in files {
        if let clash = file.symbols.occurrences.first(where: { $0.symbol == renamed }) {
          throw refusal(
            "'\(renamed.written)' is already used (\(place(clash, in: file))): renaming "
              + "'\(symbol.written)' to it would merge the two")
        }
      }
      for file in files {
        let edits: [JSONValue] = file.symbols.occurrences.filter { $0.symbol == symbol }.map {
          [
            "range": file.symbols.text.range(of: $0.bytes).json,
            "newText": .string(renamed.written),
          ]
        }
        guard !edits.isEmpty else { continue }
        changes[file.uri] = .array(edits)
        changed.append([
          "textDocument": [
            "uri": .string(file.uri), "version": file.version.map { JSONValue($0) } ?? .null,
          ],
          "edits": .array(edits),
        ])
      }
    }
    return documentChanges ? ["documentChanges": .array(changed)] : ["changes": .object(changes)]
  }

  /// The symbol a new name names: the sigil may be written or left out (`.secondary` or
  /// `secondary` for a class), and the rest must be a name CSS reads without escapes.
  static func newSymbol(_ text: String, for symbol: Occurrence.Symbol) throws(RPCError)
    -> Occurrence.Symbol
  {
    let kind = symbol.kind
    if kind == .customProperty {
      let name = text.hasPrefix("--") ? text : "--" + text
      guard name.count > 2, name.dropFirst(2).unicodeScalars.allSatisfy(isNameScalar) else {
        throw refusal(
          "'\(text)' cannot name a custom property: '--' and then letters, digits, '-' or '_'")
      }
      return Occurrence.Symbol(kind: kind, name: name)
    }
    let sigil = Occurrence.Symbol(kind: kind, name: "").written
    var name = text
    if name.hasPrefix(sigil) {
      name.removeFirst(sigil.count)
    } else if let other = ["$", ".", "#"].first(where: { text.hasPrefix($0) }) {
      throw refusal(
        "'\(symbol.written)' stays \(noun(kind)): write '\(sigil)\(text.dropFirst(other.count))'")
    }
    guard isIdentifier(name) else {
      throw refusal(
        "'\(text)' cannot name \(noun(kind)): a letter, '_' or '-' first, then letters, digits, "
          + "'-' or '_'")
    }
    return Occurrence.Symbol(kind: kind, name: name)
  }

  private static func noun(_ kind: Occurrence.Kind) -> String {
    switch kind {
    case .constant: "a $constant"
    case .styleClass: "a class"
    case .identifier: "an id"
    default: "a name"
    }
  }

  /// An identifier CSS reads without escapes, not a custom property's (`--x`).
  static func isIdentifier(_ name: String) -> Bool {
    var scalars = Array(name.unicodeScalars)[...]
    if scalars.first == "-" { scalars = scalars.dropFirst() }
    guard let first = scalars.first, first != "-", !("0"..."9").contains(first),
      isNameScalar(first)
    else { return false }
    return scalars.allSatisfy(isNameScalar)
  }

  /// A scalar a CSS name holds unescaped (CSS Syntax §4.2: ident code points).
  static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "-" || scalar == "_" || scalar.value >= 0x80
  }

  /// `palette.skss:3:1`: where an occurrence is, for messages (1-based, as compilers count).
  static func place(_ occurrence: Occurrence, in file: References.File) -> String {
    let position = file.symbols.text.position(ofSourceOffset: occurrence.bytes.lowerBound)
    let name = file.symbols.path.split(separator: "/").last.map(String.init) ?? file.symbols.path
    return "\(name):\(position.line + 1):\(position.character + 1)"
  }
}
