import Foundation

/// Prints tokens back as CSS text that tokenizes to the same tokens (CSS Syntax §9):
/// names are escaped where needed, strings are double-quoted, numbers are printed in their
/// shortest form, and a `/**/` separates two tokens that would otherwise merge.
///
/// ```swift
/// TokenPrinter.print(Tokenizer.tokenize("a  >b"), collapsingWhitespace: true)  // "a > b"
/// ```
public enum TokenPrinter {
  /// Prints a token sequence. With `collapsingWhitespace`, each run of whitespace becomes one
  /// space, and the combinators `>`, `+`, `~` and commas get canonical spacing (preludes).
  /// Functions, parentheses, brackets and braces still open at the end (a value cut short by
  /// the end of the file) are closed, as CSS closes them.
  public static func print<C: Collection>(_ tokens: C, collapsingWhitespace: Bool = true) -> String
  where C.Element == Token {
    var out = ""
    var previous: Token?
    var sawWhitespace = false
    var bracketDepth = 0
    var closers: [TokenKind] = []
    for token in tokens {
      switch token.kind {
      case .function, .openParen: closers.append(.closeParen)
      case .openBracket: closers.append(.closeBracket)
      case .openBrace: closers.append(.closeBrace)
      case .closeParen, .closeBracket, .closeBrace:
        if closers.last == token.kind { closers.removeLast() }
      default: break
      }
      if token.kind == .whitespace {
        if collapsingWhitespace {
          sawWhitespace = true
        } else {
          out += " "
          previous = token
        }
        continue
      }
      if let previous {
        if collapsingWhitespace
          && needsSpace(previous, token, sawWhitespace: sawWhitespace, inBrackets: bracketDepth > 0)
        {
          out += " "
        } else if !sawWhitespace && previous.kind != .whitespace && needsSeparator(previous, token)
        {
          // A number written `+6` after a name (`n+6`) keeps its sign, which separates it.
          if !keepsSign(token) || (previous.kind == .dimension && previous.isUnitE) {
            out += "/**/"
          }
          if keepsSign(token) { out += "+" }
        }
      }
      if token.kind == .openBracket { bracketDepth += 1 }
      if token.kind == .closeBracket { bracketDepth = max(0, bracketDepth - 1) }
      out += text(of: token)
      previous = token
      sawWhitespace = false
    }
    for closer in closers.reversed() { out += text(of: Token(kind: closer)) }
    return out
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

  /// A non-negative number written with an explicit `+` (see `isUnitE` for the one token
  /// it would merge with: `2e` `+6` reads as `2e+6`).
  private static func keepsSign(_ token: Token) -> Bool {
    token.kind == .number && token.value == "+" && token.number >= 0
  }

  private static func isOperator(_ token: Token) -> Bool {
    token.isDelim(">") || token.isDelim("+") || token.isDelim("~") || token.isDelim("<")
      || token.isDelim("=")
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
    case .badURL: return "url(())"
    case .delim: return token.value == "\\" ? "\\\n" : token.value
    case .number: return formatNumber(token.number)
    case .percentage: return formatNumber(token.number) + "%"
    case .dimension:
      let unit = escapeIdent(token.value)
      // A unit starting with `e` followed by a digit would read as an exponent.
      if let first = token.value.utf8.first, first == 0x65 || first == 0x45 {
        let rest = token.value.utf8.dropFirst()
        if let second = rest.first, (second >= 0x30 && second <= 0x39) || second == 0x2D {
          return formatNumber(token.number) + "\\" + String(UnicodeScalar(first))
            + "\(token.value.dropFirst())"
        }
      }
      return formatNumber(token.number) + unit
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

  /// Numbers in their shortest form: `12`, `0.5`, `-3.25`, `1e+30` for huge values.
  public static func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "0" }
    if value.isInfinite { return value > 0 ? "1e+308" : "-1e+308" }
    if value == value.rounded() && abs(value) < 1e15 {
      return String(Int64(value))
    }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A string in double quotes with `"`, `\` and newlines escaped.
  public static func quote(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\a "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\" + String(scalar.value, radix: 16) + " "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// An identifier escaped so that it tokenizes back as one ident (CSSOM "serialize an identifier").
  public static func escapeIdent(_ value: String) -> String {
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
      return secondIsIdentLike || secondIsMinus || secondIsNumeric || second.kind == .cdc
        || second.kind == .openParen
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

extension Token {
  /// A dimension whose unit is `e` (`2e`), which a following `+6` would turn into an exponent.
  fileprivate var isUnitE: Bool { value == "e" || value == "E" }
}
