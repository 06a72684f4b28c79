import Foundation
import SkinKit

/// `textDocument/foldingRange`, as vscode-css-languageservice folds CSS: each block that
/// spans lines — a rule's, a nested rule's, `@media`'s, `@layer`'s — from the line of its
/// `{` to the line before its `}` (to the `}` line itself when something precedes the `}` on
/// it); each comment that spans lines, and each run of `//` comments on consecutive lines
/// (kind `comment`); and the lines from a `/* #region */` (or `// #region`) comment to its
/// `#endregion` (kind `region`). Ranges that cross one another are dropped, the later one;
/// a client's `rangeLimit` keeps the first ones.
enum FoldingRanges {
  struct Fold: Equatable {
    var startLine: Int
    var endLine: Int
    var kind: String?

    var json: JSONValue {
      var members: [String: JSONValue] = [
        "startLine": JSONValue(startLine), "endLine": JSONValue(endLine),
      ]
      if let kind { members["kind"] = .string(kind) }
      return .object(members)
    }
  }

  static func ranges(in analysis: DocumentAnalysis, limit: Int?) -> JSONValue {
    .array(limited(folds(in: analysis), limit: limit).map(\.json))
  }

  /// A token or a comment, in source order: what the folds are read from.
  private enum Piece {
    case token(Token)
    case comment(Range<Int>)

    var start: Int {
      switch self {
      case .token(let token): token.start
      case .comment(let range): range.lowerBound
      }
    }
  }

  static func folds(in analysis: DocumentAnalysis) -> [Fold] {
    let file = analysis.sheet.file
    let tokenized = Tokenizer.tokenize(file)
    var pieces = tokenized.tokens.filter { !$0.isWhitespace }.map(Piece.token)
    pieces += tokenized.comments.map(Piece.comment)
    pieces.sort { $0.start < $1.start }
    func line(_ offset: Int) -> Int { analysis.text.position(ofSourceOffset: offset).line }

    var folds: [Fold] = []
    var braces: [Int] = []
    var regions: [Int] = []
    var run: (start: Int, end: Int)?
    var previousEndLine: Int?
    func closeRun() {
      if let current = run, current.end > current.start {
        folds.append(Fold(startLine: current.start, endLine: current.end, kind: "comment"))
      }
      run = nil
    }
    for piece in pieces {
      switch piece {
      case .token(let token):
        closeRun()
        if token.kind == .openBrace {
          braces.append(line(token.start))
        } else if token.kind == .closeBrace, let start = braces.popLast() {
          var end = line(token.start)
          if previousEndLine != end { end -= 1 }
          if start < end { folds.append(Fold(startLine: start, endLine: end)) }
        }
        previousEndLine = line(token.end)
      case .comment(let range):
        let text = file.text(in: range)
        let first = line(range.lowerBound)
        let last = line(range.upperBound)
        previousEndLine = last
        if let marker = regionMarker(text) {
          closeRun()
          if marker == "#region" {
            regions.append(first)
          } else if let start = regions.popLast(), start < last {
            folds.append(Fold(startLine: start, endLine: last, kind: "region"))
          }
        } else if text.hasPrefix("//") {
          if let current = run, current.end + 1 == first {
            run = (current.start, first)
          } else {
            closeRun()
            run = (first, first)
          }
        } else {
          closeRun()
          if first < last { folds.append(Fold(startLine: first, endLine: last, kind: "comment")) }
        }
      }
    }
    closeRun()
    return folds
  }

  /// `#region` or `#endregion` when a comment is such a marker.
  static func regionMarker(_ comment: String) -> String? {
    let pattern = #"^(/\*|//)\s*(#region|#endregion)\b"#
    guard let match = comment.range(of: pattern, options: .regularExpression) else { return nil }
    return comment[match].contains("#endregion") ? "#endregion" : "#region"
  }

  /// The folds sorted by start (then end), without those crossing an earlier one, at most
  /// `limit` of them.
  static func limited(_ folds: [Fold], limit: Int?) -> [Fold] {
    let sorted = folds.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
    var result: [Fold] = []
    var previousEnd = -1
    for fold in sorted where !(fold.startLine < previousEnd && previousEnd < fold.endLine) {
      result.append(fold)
      previousEnd = fold.endLine
    }
    return Array(result.prefix(limit ?? result.count))
  }
}
