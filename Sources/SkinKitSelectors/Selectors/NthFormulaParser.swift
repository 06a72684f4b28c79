import SkinKitSyntax

/// Parses the An+B microsyntax (CSS Syntax §6) from tokens.
enum NthFormulaParser {
  static func parse(_ tokens: ArraySlice<Token>, in file: SourceFile?) -> NthFormula? {
    guard !tokens.isEmpty else { return nil }
    // Read each token's source text (signs and spacing matter in An+B), whitespace as one
    // space; comments between tokens are not part of any token, so they drop out.
    let raw: String
    if let file {
      raw = tokens.map { $0.kind == .whitespace ? " " : file.text(in: $0.start..<$0.end) }
        .joined()
    } else {
      // No source: print each token, restoring the `+` a number right after another
      // token must have been written with (`2n+1`).
      var pieces: [String] = []
      var previous: Token?
      for token in tokens {
        var piece = token.kind == .whitespace ? " " : TokenPrinter.text(of: token)
        if let previous, previous.kind != .whitespace,
          token.kind == .number || token.kind == .dimension, token.number.sign == .plus
        {
          piece = "+" + piece
        }
        pieces.append(piece)
        previous = token
      }
      raw = pieces.joined()
    }
    var text = ""
    var lastWasSpace = false
    for character in raw.lowercased() {
      let isSpace = character == " " || character == "\t" || character == "\n"
      if isSpace {
        if !lastWasSpace { text.append(" ") }
      } else {
        text.append(character)
      }
      lastWasSpace = isSpace
    }
    return parse(text: text)
  }

  static func parse(text: String) -> NthFormula? {
    let text = text.trimmingSpaces
    if text == "odd" { return NthFormula(a: 2, b: 1) }
    if text == "even" { return NthFormula(a: 2, b: 0) }
    let characters = Array(text)
    guard let n = characters.firstIndex(of: "n") else {
      guard let b = Int(text), !text.contains(" ") else { return nil }
      return NthFormula(a: 0, b: b)
    }
    let head = String(characters[..<n])
    let a: Int
    switch head {
    case "", "+": a = 1
    case "-": a = -1
    default:
      guard let value = Int(head), !head.contains(" ") else { return nil }
      a = value
    }
    let tail = String(characters[(n + 1)...]).trimmingSpaces
    if tail.isEmpty { return NthFormula(a: a, b: 0) }
    guard let sign = tail.first, sign == "+" || sign == "-" else { return nil }
    let digits = String(tail.dropFirst()).trimmingSpaces
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let magnitude = Int(digits) else {
      return nil
    }
    return NthFormula(a: a, b: sign == "-" ? -magnitude : magnitude)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
