import Foundation
import SkinKitSupport

/// Prints tokens back as CSS text that tokenizes to the same tokens (CSS Syntax §9):
/// names are escaped where needed, strings are double-quoted, numbers are printed in their
/// shortest form, a `+` written on a number right after a name or number is kept (`2n+1`
/// stays `2n+1`), a `/**/` separates two tokens that would otherwise merge, and functions and
/// brackets left open at the end of the file are closed.
///
/// ```swift
/// TokenPrinter.print(Tokenizer.tokenize("a  >b"), collapsingWhitespace: true)  // "a > b"
/// TokenPrinter.print(Tokenizer.tokenize("rgb(1, 2, 3"))                         // "rgb(1, 2, 3)"
/// ```
package enum TokenPrinter {
  /// Prints a token sequence. Each run of whitespace prints as one space; with
  /// `collapsingWhitespace`, spacing is canonical instead: the combinators `>`, `+`, `~` and
  /// commas get one space around them, parentheses' edges none (preludes and values).
  ///
  /// Given the `source` the tokens were read from, a number written with a `+` keeps it
  /// (An+B tells `-n +3` from `-n 3`).
  public static func print<C: Collection>(
    _ tokens: C, collapsingWhitespace: Bool = true, source: SourceFile? = nil
  ) -> String
  where C.Element == Token {
    let (text, open) = printLeavingOpen(
      tokens, collapsingWhitespace: collapsingWhitespace, source: source)
    guard !open.isEmpty else { return text }
    // Closed as if the closers had been written, so they are spaced as they will be once
    // read back (`({ >` prints `({ > })`, not `({ >})`, which prints `({ > })` next time).
    let closed = Array(tokens) + open.reversed().map { Token(kind: $0) }
    return printLeavingOpen(closed, collapsingWhitespace: collapsingWhitespace, source: source)
      .text
  }

  /// Prints the tokens as they are; returns the text and what closes each function or
  /// bracket left open, innermost last.
  private static func printLeavingOpen<C: Collection>(
    _ tokens: C, collapsingWhitespace: Bool, source: SourceFile?
  ) -> (text: String, open: [TokenKind])
  where C.Element == Token {
    var out = ""
    var previous: Token?
    var sawWhitespace = false
    var bracketDepth = 0
    /// What closes each function or bracket still open.
    var closers: [TokenKind] = []
    var index = tokens.startIndex
    while index != tokens.endIndex {
      let token = tokens[index]
      defer { index = tokens.index(after: index) }
      if token.kind == .whitespace {
        if collapsingWhitespace {
          sawWhitespace = true
        } else if previous?.kind != .whitespace {
          // Two runs split by a comment print as one, as they read back.
          out += " "
          previous = token
        }
        continue
      }
      if !collapsingWhitespace, let previous, endsWithNewline(previous) { out += " " }
      var text = text(of: token)
      let writtenWithPlus = source.map { Self.isWrittenWithPlus(token, in: $0) } ?? false
      if let previous {
        let adjacent = !sawWhitespace && previous.kind != .whitespace
        // Attribute selectors print as `[title="a b" i]`: no space around the operator.
        // (Never gluing two delimiters: `~ =` is not the operator `~=`.)
        let aroundOperator =
          bracketDepth > 0 && (isAttributeOperator(at: index, in: tokens) || previous.isDelim("="))
          && !(token.kind == .delim && previous.kind == .delim)
        if collapsingWhitespace
          && needsSpace(
            previous, token, sawWhitespace: sawWhitespace && !aroundOperator,
            inBrackets: bracketDepth > 0)
        {
          out += " "
        } else if adjacent && (writtenWithPlus || keepsPlusSign(previous, token)) {
          // `2e` then `+5` would read as the number 2e+5.
          if previous.kind == .dimension && previous.value.asciiCaseInsensitiveEquals("e") {
            out += "/**/"
          }
          text = "+" + text
        } else if adjacent && needsSeparator(previous, token) {
          out += "/**/"
        }
      }
      if writtenWithPlus && !text.hasPrefix("+") { text = "+" + text }
      switch token.kind {
      case .function, .openParen: closers.append(.closeParen)
      case .openBracket:
        closers.append(.closeBracket)
        bracketDepth += 1
      case .openBrace: closers.append(.closeBrace)
      case .closeParen, .closeBracket, .closeBrace:
        if closers.last == token.kind { closers.removeLast() }
        if token.kind == .closeBracket { bracketDepth = max(0, bracketDepth - 1) }
      default: break
      }
      out += text
      previous = token
      // What prints with a newline at its end, which reads back as whitespace, is followed
      // as whitespace is (by a space, in both modes).
      sawWhitespace = endsWithNewline(token)
    }
    return (out, closers)
  }

  /// Whether a token's text ends with a newline: a bad string (`"` and the newline that ended
  /// it) and a lone `\` (kept from escaping what follows by one).
  private static func endsWithNewline(_ token: Token) -> Bool {
    token.kind == .badString || token.isDelim("\\")
  }

  /// Whether a non-negative numeric token's source text starts with `+`.
  private static func isWrittenWithPlus(_ token: Token, in source: SourceFile) -> Bool {
    guard token.kind == .number || token.kind == .percentage || token.kind == .dimension,
      token.number.sign == .plus, token.start < source.bytes.count
    else { return false }
    return source.bytes[token.start] == 0x2B
  }

  /// Whether the token at `index` is `=` or starts `~=`, `|=`, `^=`, `$=`, `*=`.
  private static func isAttributeOperator<C: Collection>(at index: C.Index, in tokens: C) -> Bool
  where C.Element == Token {
    let token = tokens[index]
    if token.isDelim("=") { return true }
    guard token.kind == .delim, ["~", "|", "^", "$", "*"].contains(token.value) else {
      return false
    }
    let after = tokens.index(after: index)
    guard after != tokens.endIndex else { return false }
    let next = tokens[after]
    return next.isDelim("=") && next.start == token.end
  }

  /// Prints a media query canonically: as ``print(_:collapsingWhitespace:source:)`` does, plus one
  /// space after each `:` and none before it (`(min-width:600)` prints `(min-width: 600)`).
  /// Media queries have no pseudo-classes, so this never changes what a query means.
  public static func printMediaQuery<C: Collection>(_ tokens: C, source: SourceFile? = nil)
    -> String
  where C.Element == Token {
    var spaced: [Token] = []
    for token in tokens {
      if token.kind == .whitespace, spaced.last?.kind == .colon { continue }
      if token.kind == .colon {
        while spaced.last?.kind == .whitespace { spaced.removeLast() }
        spaced.append(token)
        spaced.append(Token(kind: .whitespace, start: token.end, end: token.end))
        continue
      }
      spaced.append(token)
    }
    return print(spaced, collapsingWhitespace: true, source: source)
  }

  /// Whether a non-negative number right after a name or number must be printed with its
  /// `+`: there, it was written with a sign (or a leading `.`) — unsigned, the two would have
  /// been one token — and the sign matters to An+B (`-n+3`, `2n+1`).
  private static func keepsPlusSign(_ previous: Token, _ token: Token) -> Bool {
    guard token.kind == .number || token.kind == .percentage || token.kind == .dimension,
      token.number.sign == .plus, !token.number.isNaN
    else { return false }
    switch previous.kind {
    case .ident, .hash, .atKeyword, .number, .percentage, .dimension: return true
    default: return false
    }
  }

  /// Canonical spacing: one space after commas and around combinators and comparison
  /// operators, none inside parentheses' edges or before commas.
  private static func needsSpace(
    _ previous: Token, _ token: Token, sawWhitespace: Bool, inBrackets: Bool
  ) -> Bool {
    if token.kind == .comma || token.kind == .closeParen || token.kind == .closeBracket {
      return false
    }
    if previous.kind == .openParen || previous.kind == .function || previous.kind == .openBracket {
      return false
    }
    if previous.kind == .comma { return true }
    if inBrackets { return sawWhitespace }
    let adjacent = previous.end == token.start && !sawWhitespace
    if token.isDelim("=") && adjacent && (previous.isDelim("<") || previous.isDelim(">")) {
      return false
    }
    if isOperator(token) || isOperator(previous) { return true }
    return sawWhitespace
  }

  private static func isOperator(_ token: Token) -> Bool {
    guard token.kind == .delim else { return false }
    var bytes = token.value.utf8.makeIterator()
    guard let byte = bytes.next(), bytes.next() == nil else { return false }
    // > + ~ < =
    return byte == 0x3E || byte == 0x2B || byte == 0x7E || byte == 0x3C || byte == 0x3D
  }

  /// The CSS text of one token.
  public static func text(of token: Token) -> String {
    switch token.kind {
    case .ident: return escapeIdent(token.value)
    case .function: return escapeIdent(token.value) + "("
    case .atKeyword: return "@" + escapeIdent(token.value)
    case .hash: return "#" + (token.flag ? escapeIdent(token.value) : escapeName(token.value))
    case .string: return quote(token.value)
    case .badString: return "\"\n"
    case .url: return "url(" + escapeURL(token.value) + ")"
    case .badURL: return "url(()"
    case .delim: return token.value == "\\" ? "\\\n" : token.value
    case .number: return numberText(token)
    case .percentage: return numberText(token) + "%"
    case .dimension:
      let unit = escapeIdent(token.value)
      // A unit starting with `e` followed by a digit would read as an exponent.
      if let first = token.value.utf8.first, first == 0x65 || first == 0x45 {
        let rest = token.value.utf8.dropFirst()
        if let second = rest.first, (second >= 0x30 && second <= 0x39) || second == 0x2D {
          // `e` is a hex digit: `\e` would read as U+000E, so escape it as `\65 `.
          return numberText(token) + (first == 0x65 ? "\\65 " : "\\45 ")
            + escapeIdent(String(token.value.dropFirst()))
        }
      }
      return numberText(token) + unit
    case .whitespace: return " "
    case .cdo: return "<!--"
    case .cdc: return "-->"
    case .colon: return ":"
    case .semicolon: return ";"
    case .comma: return ","
    case .openBracket: return "["
    case .closeBracket: return "]"
    case .openParen: return "("
    case .closeParen: return ")"
    case .openBrace: return "{"
    case .closeBrace: return "}"
    }
  }

  /// A numeric token's number: shortest form, but a number written with a fraction or an
  /// exponent keeps a fraction (`2.0` stays `2.0`, `1e3` prints `1000.0`), because CSS tells
  /// integers apart (`number-of-lines: 2.0` and `:nth-child(2.0n)` are invalid).
  static func numberText(_ token: Token) -> String {
    // `-0` keeps its sign: after a number it must not read as `+0`.
    let text =
      (token.number == 0 && token.number.sign == .minus ? "-" : "") + formatNumber(token.number)
    guard !token.flag, token.number.isFinite,
      !text.contains(where: { $0 == "." || $0 == "e" })
    else { return text }
    return text + ".0"
  }

  /// Numbers in their shortest form: `12`, `0.5`, `-3.25`, `1e+30` for huge values, and
  /// `1e999` for a number too large to hold (which reads back as too large again).
  public static func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "0" }
    if value.isInfinite { return value > 0 ? "1e999" : "-1e999" }
    if value == value.rounded() && abs(value) < 1e15 {
      return String(Int64(value))
    }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A CSS string in double quotes: `"` and `\` escaped with a backslash, control
  /// characters (newline included) as hexadecimal escapes.
  ///
  /// ```swift
  /// TokenPrinter.quote("a \"b\"\n")   // "a \"b\"\a "
  /// ```
  public static func quote(_ value: String) -> String {
    StringLiteral.quoted(value, in: .css)
  }

  /// An identifier escaped so that it tokenizes back as one ident (CSSOM "serialize an identifier").
  /// A leading U+FEFF is escaped too: at the start of a file it would read as a byte order
  /// mark, which is dropped.
  public static func escapeIdent(_ value: String) -> String {
    if isPlainIdent(value) { return value }
    let scalars = Array(value.unicodeScalars)
    if scalars.isEmpty { return "" }
    var out = ""
    for (position, scalar) in scalars.enumerated() {
      let v = scalar.value
      if v == 0 {
        out += "\u{FFFD}"
      } else if (v >= 0x1 && v <= 0x1F) || v == 0x7F
        || (position == 0 && v >= 0x30 && v <= 0x39)
        || (position == 1 && v >= 0x30 && v <= 0x39 && scalars[0] == "-")
        || (position == 0 && v == 0xFEFF)
      {
        out += "\\" + String(v, radix: 16) + " "
      } else if position == 0 && scalars.count == 1 && scalar == "-" {
        out += "\\-"
      } else if v >= 0x80 || scalar == "-" || scalar == "_" || (v >= 0x30 && v <= 0x39)
        || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "\\"
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether an identifier prints as itself: ASCII letters, digits, `-`, `_` and non-ASCII,
  /// not starting with a digit, `-` and a digit, U+FEFF (or, not to decode it here, any
  /// U+F000–U+FFFF), or being `-` alone (the common case, checked without building anything).
  static func isPlainIdent(_ value: String) -> Bool {
    var position = 0
    var first: UInt8 = 0
    for byte in value.utf8 {
      let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      let isDigit = byte >= 0x30 && byte <= 0x39
      guard isLetter || isDigit || byte == 0x2D || byte == 0x5F || byte >= 0x80 else {
        return false
      }
      if position == 0 {
        if isDigit || byte == 0xEF { return false }
        first = byte
      } else if position == 1 && first == 0x2D && isDigit {
        return false
      }
      position += 1
    }
    return position > 0 && !(position == 1 && first == 0x2D)
  }

  /// A name (hash value that does not start an ident) with only non-name characters escaped.
  static func escapeName(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      let v = scalar.value
      if v >= 0x80 || scalar == "-" || scalar == "_" || (v >= 0x30 && v <= 0x39)
        || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
      {
        out.unicodeScalars.append(scalar)
      } else if v < 0x20 || v == 0x7F {
        out += "\\" + String(v, radix: 16) + " "
      } else {
        out += "\\"
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func escapeURL(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case " ", "\t", "\n", "\"", "'", "(", ")", "\\":
        out += "\\" + String(scalar.value, radix: 16) + " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\" + String(scalar.value, radix: 16) + " "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// CSS Syntax §9: pairs of tokens that need a comment between them to stay two tokens.
  static func needsSeparator(_ first: Token, _ second: Token) -> Bool {
    let secondIsIdentLike =
      second.kind == .ident || second.kind == .function || second.kind == .url
      || second.kind == .badURL
    let secondIsNumeric =
      second.kind == .number || second.kind == .percentage || second.kind == .dimension
    let secondIsMinus = second.isDelim("-")
    switch first.kind {
    case .ident:
      // `--` then `>` would read as `-->`.
      return secondIsIdentLike || secondIsMinus || secondIsNumeric || second.kind == .cdc
        || second.kind == .openParen || (first.value == "--" && second.isDelim(">"))
    case .atKeyword, .hash, .dimension:
      return secondIsIdentLike || secondIsMinus || secondIsNumeric || second.kind == .cdc
    case .number:
      return secondIsIdentLike || secondIsNumeric || second.isDelim("%")
    case .delim:
      switch first.value {
      case "#", "-":
        return secondIsIdentLike || secondIsMinus || secondIsNumeric
      case "@":
        return secondIsIdentLike || secondIsMinus
      case ".", "+":
        return secondIsNumeric
      case "/":
        return second.isDelim("*")
      case "<":
        // `<` then `!` (then `--`) would read as `<!--`.
        return second.isDelim("!")
      case "$":
        return false
      default:
        return false
      }
    default:
      return false
    }
  }
}
