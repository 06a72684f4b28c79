import SkinKitSupport

/// Prints a ``SyntaxTree`` as canonical `.skss`: two-space indentation, one declaration per
/// line, a blank line between top-level blocks, canonical spacing in selectors and values,
/// property names as ``canonicalName`` spells them — and every comment kept, before the item
/// it preceded or at the end of the line it ended.
///
/// Nothing the file holds is lost: what the parser skipped (an at-rule it does not know,
/// `@var: red;`, a constant inside a block, an `@import` after a rule) and any item whose
/// canonical form would not keep every one of its tokens (an `@import` whose missing `;`
/// let it run into the next rule) are printed as they were written. Only whitespace,
/// comments' places and empty statements (`;;`) change. Formatting is idempotent, and the
/// output parses to the same stylesheet.
///
/// ```swift
/// let tree = StylesheetParser.parse("a>b{color:red}")
/// StylesheetFormatter().format(tree)   // "a > b {\n  color: red;\n}\n"
/// ```
///
/// ``format(bytes:path:)`` is the entry point for a file: it also refuses what it cannot
/// format safely.
package struct StylesheetFormatter: Sendable {
  /// Maps a property name as written to the name to print (aliases to canonical names).
  public var canonicalName: @Sendable (String) -> String

  public init(canonicalName: @escaping @Sendable (String) -> String = { $0 }) {
    self.canonicalName = canonicalName
  }

  /// The canonical text of a whole tree. What cannot be printed canonically without losing
  /// a token is printed as written (see the type's documentation).
  public func format(_ tree: SyntaxTree) -> String {
    var printer = FormatPrinter(tree: tree, canonicalName: canonicalName)
    printer.writeTopLevel()
    return printer.out
  }

  /// What formatting a file gave: its canonical text, or why it is left as it is.
  package enum Outcome: Sendable, Equatable {
    /// The canonical text (equal to the input when it was canonical already).
    case formatted(String)
    /// The file is not formatted; nothing should be written.
    case refused(Refusal)

    /// The formatted text, or `nil` when refused.
    public var text: String? {
      if case .formatted(let text) = self { return text }
      return nil
    }
  }

  /// Why a file is not formatted: a sentence, and the diagnostics behind it (its syntax
  /// errors, or none).
  package struct Refusal: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for `path: not formatted: <reason>`.
    public var reason: String
    /// The file's diagnostics, when they are the reason.
    public var diagnostics: [Diagnostic]

    public var description: String { reason }
  }

  /// Formats a file's bytes, or refuses — and then nothing should be written — when:
  /// - the bytes are not all text (invalid UTF-8, or a NUL byte): reading them would replace
  ///   those bytes with U+FFFD, so rewriting the file would change what it holds;
  /// - the file has syntax errors (the parser dropped something): the refusal carries the
  ///   file's diagnostics;
  /// - the canonical text would lose a token of the input (a bug, checked every time).
  ///
  /// ```swift
  /// let outcome = StylesheetFormatter().format(bytes: Array("a{b:c}".utf8), path: "a.skss")
  /// outcome.text   // "a {\n  b: c;\n}\n"
  /// ```
  public func format(bytes: [UInt8], path: String) -> Outcome {
    if let problem = Self.notText(bytes) {
      return .refused(
        Refusal(
          reason: "\(problem); the file is not read as text, so it is left as it is",
          diagnostics: []))
    }
    return format(checked: StylesheetParser.parse(SourceFile(path: path, utf8: bytes)))
  }

  /// Formats a parsed file, or refuses when it has syntax errors or when the canonical text
  /// would lose a token of it (see ``format(bytes:path:)``).
  public func format(checked tree: SyntaxTree) -> Outcome {
    format(checked: tree, memory: nil)
  }

  /// ``format(checked:)``, keeping in `memory` what the next formatting of another version
  /// of the file (an editor's document, formatted after edits) can take instead of working
  /// it out again (see ``FormattingMemory``). The memory must be used with one
  /// `canonicalName` only. The check that no token is lost reads every token of both texts
  /// either way.
  package func format(checked tree: SyntaxTree, memory: FormattingMemory?) -> Outcome {
    if tree.diagnostics.containsErrors {
      return .refused(
        Refusal(reason: "fix the syntax errors first", diagnostics: tree.diagnostics))
    }
    memory?.startPass()
    var printer = FormatPrinter(
      tree: tree, canonicalName: canonicalName, printedBlocks: memory?.printedBlocks)
    printer.writeTopLevel()
    let text = printer.out
    // With a memory, the blocks checked before need not be compared again; when the check
    // does not find every token kept, the whole check says what is lost (or that nothing
    // is). The printer's tokens are the file's: not read again for the check.
    if let memory,
      TokenFidelity.keepsEveryToken(
        of: tree, tokens: printer.tokens, in: SourceFile(path: "<formatted>", text: text),
        blocks: printer.keptBlocks, memory: memory, canonicalName: canonicalName)
    {
      return .formatted(text)
    }
    if let loss = TokenFidelity.firstLoss(
      from: tree, to: text, canonicalName: canonicalName, sourceTokens: printer.tokens)
    {
      return .refused(
        Refusal(
          reason: "formatting would lose a token (\(loss)); this is a bug in SkinKit",
          diagnostics: []))
    }
    return .formatted(text)
  }

  /// Why bytes are not all text: the first invalid UTF-8 sequence or NUL byte, with its
  /// line and column; `nil` when they are text.
  static func notText(_ bytes: [UInt8]) -> String? {
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = utf8SequenceLength(bytes, at: index)
      guard length > 0, byte != 0 else {
        let what =
          byte == 0 ? "a NUL byte" : "a byte (0x\(String(byte, radix: 16))) that is not UTF-8"
        return "line \(line), column \(column) holds \(what)"
      }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 when there is none.
  private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let (length, low, high): (Int, UInt8, UInt8)
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    default: return 0
    }
    guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else {
      return 0
    }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
