import SkinKitProperties
import SkinKitSyntax

/// `@container` preludes (CSS Conditional Rules 5 §6), read to say whether the rule is valid
/// CSS. A valid rule's block never applies in SkinKit: a widget tree gives no element a size,
/// so no element is a size container, and a size query without a container is false, as in
/// Chromium; `style()` queries are not evaluated (see TheLanguage.md).
///
/// ```
/// prelude         -> condition ( ',' condition )*
/// condition       -> name? query?                 (at least one of them)
/// name            -> <custom-ident> other than none, and, not, or, default and CSS-wide keywords
/// query           -> 'not' in-parens | in-parens ( 'and' in-parens )* | in-parens ( 'or' in-parens )*
/// in-parens       -> '(' any ')' | <function> any ')'    (size features, style(), general-enclosed)
/// ```
enum ContainerCondition {
  /// What a valid prelude holds that the diagnostic names.
  struct Reading: Equatable {
    /// Whether a condition has a `style()` query, which Chromium evaluates.
    var hasStyleQuery = false
  }

  /// A malformed prelude: what is wrong and the tokens it is about.
  struct Malformed: Error {
    var message: String
    var tokens: ArraySlice<Token>
  }

  /// Reads a prelude's tokens.
  static func read(_ tokens: ArraySlice<Token>) -> Result<Reading, Malformed> {
    let parts = ValueReader.components(tokens)
    guard !parts.isEmpty else {
      return .failure(Malformed(message: "@container needs a condition", tokens: tokens))
    }
    let reading = Reading(
      hasStyleQuery: tokens.contains {
        $0.kind == .function && $0.value.asciiLowercased == "style"
      })
    var condition: [ArraySlice<Token>] = []
    for part in parts + [[Token(kind: .comma, value: ",")][...]] {
      guard part.count == 1, part.first?.kind == .comma else {
        condition.append(part)
        continue
      }
      if let failure = check(condition, around: tokens) {
        return .failure(failure)
      }
      condition = []
    }
    return .success(reading)
  }

  static let reservedNames: Set<String> = [
    "none", "and", "not", "or", "default", "inherit", "initial", "unset", "revert",
    "revert-layer",
  ]

  /// One comma-separated condition; `nil` when it is valid.
  static func check(_ parts: [ArraySlice<Token>], around prelude: ArraySlice<Token>)
    -> Malformed?
  {
    guard let first = parts.first else {
      return Malformed(
        message: "expected a container condition before or after ','", tokens: prelude)
    }
    var query = parts[...]
    if first.count == 1, let name = first.first, name.kind == .ident,
      !(name.value.asciiLowercased == "not" && parts.count > 1)
    {
      guard !reservedNames.contains(name.value.asciiLowercased) else {
        return Malformed(
          message: "'\(name.value)' cannot name a container", tokens: first)
      }
      query = query.dropFirst()
    }
    guard let head = query.first else { return nil }
    if head.count == 1, head.first?.isIdent("not") == true {
      guard query.count == 2 else {
        return Malformed(
          message: "expected one '(…)' after 'not' (parentheses combine it with others)",
          tokens: query.count > 2 ? query[query.startIndex + 2] : head)
      }
      return inParens(query[query.startIndex + 1])
    }
    if let failure = inParens(head) { return failure }
    var joiner: String?
    var index = query.startIndex + 1
    while index < query.endIndex {
      let word = query[index]
      guard word.count == 1, let token = word.first, token.kind == .ident,
        ["and", "or"].contains(token.value.asciiLowercased)
      else {
        return Malformed(
          message:
            "expected 'and', 'or' or ',' in the container condition, found '\(ValueReader.describe(word))'",
          tokens: word)
      }
      let name = token.value.asciiLowercased
      guard joiner == nil || joiner == name else {
        return Malformed(
          message: "'and' and 'or' cannot be mixed without parentheses", tokens: word)
      }
      joiner = name
      guard index + 1 < query.endIndex else {
        return Malformed(message: "expected '(…)' after '\(token.value)'", tokens: word)
      }
      if let failure = inParens(query[index + 1]) { return failure }
      index += 2
    }
    return nil
  }

  /// `(…)` or a function: a size feature, `style()`, `scroll-state()` or general-enclosed.
  static func inParens(_ part: ArraySlice<Token>) -> Malformed? {
    guard let open = part.first, open.kind == .openParen || open.kind == .function else {
      return Malformed(
        message: "expected '(…)' in the container condition, found '\(ValueReader.describe(part))'",
        tokens: part)
    }
    return nil
  }
}
