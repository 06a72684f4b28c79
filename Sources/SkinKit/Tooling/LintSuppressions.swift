import Foundation

/// The `skss-disable` comments of a stylesheet and the files it imports:
///
/// - `/* skss-disable-next-line ID, ID */` suppresses those ids on the line after the comment;
/// - `/* skss-disable ID */ … /* skss-enable ID */` suppresses them from the one comment to the
///   other (to the end of the file when no `skss-enable` follows).
///
/// A comment suppresses exactly the ids it names, in its own file; `//` comments work too.
/// A comment that names no id, or an id SkinKit does not have, is an `invalid-disable`
/// warning; one that suppresses nothing is a `needless-disable` warning when asked for.
///
/// ```swift
/// let suppressions = LintSuppressions(sheet)
/// let reported = suppressions.apply(to: diagnostics, reportingNeedless: true)
/// ```
package struct LintSuppressions {
  /// One comment's suppression: of `ids`, on `line` (next-line) or over `bytes` (a region).
  struct Suppression {
    enum Scope {
      case line(Int)
      case bytes(Range<Int>)
    }

    var path: String
    var ids: [DiagnosticID]
    var scope: Scope
    /// The comment, where its diagnostics point.
    var comment: SourceRange
    /// `skss-disable-next-line` or `skss-disable`, for messages.
    var directive: String
  }

  private(set) var suppressions: [Suppression] = []
  /// Comments that name no id or an unknown one, and `skss-enable`s without a `skss-disable`.
  private(set) var problems: [Diagnostic] = []

  package init(_ sheet: Stylesheet) {
    for loaded in sheet.sheets { read(loaded.tree) }
  }

  /// The directives a comment can hold, longest first.
  static let directives = ["skss-disable-next-line", "skss-disable", "skss-enable"]

  private mutating func read(_ tree: SyntaxTree) {
    let file = tree.file
    // Open regions: the id, where the region starts, and the disable comment.
    var open: [(id: DiagnosticID, start: Int, comment: SourceRange)] = []
    for range in tree.comments {
      var text = file.text(in: range)
      text =
        text.hasPrefix("/*") ? String(text.dropFirst(2).dropLast(2)) : String(text.dropFirst(2))
      let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let directive = Self.directives.first(where: { words.hasPrefix($0) }) else { continue }
      let rest = words.dropFirst(directive.count)
      guard rest.isEmpty || rest.first!.isWhitespace else { continue }
      let comment = SourceRange(file: file, bytes: range)
      let names = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
      guard !names.isEmpty else {
        problems.append(
          Diagnostic(
            .invalidDisable, "\(directive) names no diagnostic id; write the ids it is for",
            at: comment))
        continue
      }
      var ids: [DiagnosticID] = []
      for name in names {
        if let id = DiagnosticID(rawValue: name) {
          ids.append(id)
        } else {
          problems.append(
            Diagnostic(
              .invalidDisable, "\(directive): '\(name)' is not a diagnostic id", at: comment))
        }
      }
      switch directive {
      case "skss-disable-next-line":
        let line = file.location(at: range.upperBound).line + 1
        suppressions.append(
          Suppression(
            path: file.path, ids: ids, scope: .line(line), comment: comment, directive: directive))
      case "skss-disable":
        for id in ids { open.append((id, range.upperBound, comment)) }
      default:
        for id in ids {
          guard let index = open.lastIndex(where: { $0.id == id }) else {
            problems.append(
              Diagnostic(
                .invalidDisable,
                "skss-enable \(id.rawValue) follows no skss-disable \(id.rawValue)",
                at: comment))
            continue
          }
          let region = open.remove(at: index)
          suppressions.append(
            Suppression(
              path: file.path, ids: [id], scope: .bytes(region.start..<range.lowerBound),
              comment: region.comment, directive: "skss-disable"))
        }
      }
    }
    for region in open {
      suppressions.append(
        Suppression(
          path: file.path, ids: [region.id], scope: .bytes(region.start..<file.bytes.count),
          comment: region.comment, directive: "skss-disable"))
    }
  }

  /// The diagnostics no comment suppresses, then the comments' own problems (and, when
  /// `reportingNeedless`, a `needless-disable` for each id of a comment that suppressed
  /// nothing).
  package func apply(to diagnostics: [Diagnostic], reportingNeedless: Bool) -> [Diagnostic] {
    var used = Set<String>()
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      let offset = diagnostic.range.bytes.lowerBound
      let line = diagnostic.location?.line
      let suppressor = suppressions.indices.first { index in
        let suppression = suppressions[index]
        guard suppression.path == diagnostic.range.path, suppression.ids.contains(diagnostic.id),
          diagnostic.range.file != nil
        else { return false }
        switch suppression.scope {
        case .line(let target): return line == target
        case .bytes(let bytes): return bytes.contains(offset)
        }
      }
      if let suppressor {
        used.insert("\(suppressor) \(diagnostic.id.rawValue)")
      } else {
        kept.append(diagnostic)
      }
    }
    var result = kept + problems
    guard reportingNeedless else { return result }
    for (index, suppression) in suppressions.enumerated() {
      for id in suppression.ids where !used.contains("\(index) \(id.rawValue)") {
        result.append(
          Diagnostic(
            .needlessDisable,
            "\(suppression.directive) \(id.rawValue) suppresses nothing; remove it",
            at: suppression.comment))
      }
    }
    return result
  }
}
