import Foundation
import SkinKit

/// `textDocument/documentLink`: each `@import`'s path and each `url()` of a value, linked to
/// the file it names — resolved relative to the document, as SkinKit reads them — when that
/// file exists (or is open); a `url()` that is already a web address is linked as written,
/// a `data:` one is not. The range is the path as written, quotes included (as
/// vscode-css-languageservice gives it).
enum DocumentLinks {
  static func links(in analysis: DocumentAnalysis, isOpen: (String) -> Bool) -> JSONValue {
    let file = analysis.sheet.file
    let directory = (analysis.path as NSString).deletingLastPathComponent
    var result: [JSONValue] = []
    func add(_ bytes: Range<Int>, _ written: String) {
      guard
        let target = target(
          written, directory: directory, isOpen: isOpen, uri: analysis.uriOf(path:))
      else { return }
      result.append([
        "range": analysis.text.range(of: bytes).json, "target": .string(target),
      ])
    }
    func visit(_ items: [SyntaxNode]) {
      for item in items {
        switch item {
        case .importRule(let rule):
          let tokens = Tokenizer.tokenize(file, bytes: rule.range.bytes).tokens
          if let path = tokens.first(where: { $0.kind == .string || $0.kind == .url }) {
            add(argument(of: path, in: file), path.value)
          }
        case .declaration(let declaration): urls(in: declaration.value, file: file, add)
        case .constant(let constant): urls(in: constant.value, file: file, add)
        case .rule(let rule): visit(rule.items)
        case .media(let media): visit(media.items)
        case .layer(let layer): visit(layer.items ?? [])
        case .keyframes(let rule): visit(rule.items ?? [])
        case .extend, .property: break
        }
      }
    }
    visit(analysis.tree.items)
    return .array(result)
  }

  /// The `url(…)`s of a value: an unquoted one's text, or a quoted one's string.
  private static func urls(
    in tokens: ArraySlice<Token>, file: SourceFile, _ add: (Range<Int>, String) -> Void
  ) {
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .url {
        add(argument(of: token, in: file), token.value)
      } else if token.kind == .function, token.value.asciiCaseInsensitiveEquals("url"),
        let string = tokens[(index + 1)...].first(where: { !$0.isWhitespace }),
        string.kind == .string
      {
        add(string.start..<string.end, string.value)
      }
    }
  }

  /// The bytes of a path as written: a string token whole; in an unquoted `url(…)` token, the
  /// text between the parentheses, without surrounding whitespace.
  private static func argument(of token: Token, in file: SourceFile) -> Range<Int> {
    guard token.kind == .url else { return token.start..<token.end }
    let bytes = file.bytes
    var start = token.start
    while start < token.end && bytes[start] != UInt8(ascii: "(") { start += 1 }
    start += 1
    var end = token.end
    if end > start && bytes[end - 1] == UInt8(ascii: ")") { end -= 1 }
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A
  }

  /// The URI a written path links to, if any.
  static func target(
    _ written: String, directory: String, isOpen: (String) -> Bool, uri: (String) -> String
  ) -> String? {
    if written.isEmpty || written.lowercased().hasPrefix("data:") { return nil }
    if written.range(of: "^[A-Za-z][A-Za-z0-9+.-]*://", options: .regularExpression) != nil {
      return written
    }
    let path = DocumentURI.standardized(
      written.hasPrefix("/") ? written : (directory.isEmpty ? "." : directory) + "/" + written)
    guard isOpen(path) || FileManager.default.fileExists(atPath: path) else { return nil }
    return uri(path)
  }
}
