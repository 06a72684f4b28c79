// Numbers, percentages and dimensions (CSS Syntax §4.3.3, §4.3.12).
extension TokenScanner {
  /// §4.3.3 and §4.3.12: number, percentage or dimension.
  mutating func consumeNumeric() -> Token {
    let start = position
    var isInteger = true
    if bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
    while !atEnd(position) && Self.isDigit(bytes[position]) { position += 1 }
    if byte(at: position) == 0x2E && !atEnd(position + 1) && Self.isDigit(bytes[position + 1]) {
      isInteger = false
      position += 2
      while !atEnd(position) && Self.isDigit(bytes[position]) { position += 1 }
    }
    let e = byte(at: position)
    if (e == 0x65 || e == 0x45) && !atEnd(position + 1) {
      let next = bytes[position + 1]
      if Self.isDigit(next) {
        isInteger = false
        position += 2
        while !atEnd(position) && Self.isDigit(bytes[position]) { position += 1 }
      } else if (next == 0x2B || next == 0x2D) && !atEnd(position + 2)
        && Self.isDigit(bytes[position + 2])
      {
        isInteger = false
        position += 3
        while !atEnd(position) && Self.isDigit(bytes[position]) { position += 1 }
      }
    }
    let number = numberValue(start, position, isInteger: isInteger)
    if startsIdent(at: position) {
      let unit = consumeName()
      return Token(
        kind: .dimension, value: unit, number: number, flag: isInteger, start: start, end: position)
    }
    if byte(at: position) == 0x25 && !atEnd(position) {
      position += 1
      return Token(kind: .percentage, number: number, flag: isInteger, start: start, end: position)
    }
    return Token(kind: .number, number: number, flag: isInteger, start: start, end: position)
  }

  func numberValue(_ start: Int, _ end: Int, isInteger: Bool) -> Double {
    // A plain decimal of at most 15 digits is one correctly rounded division of two exact
    // doubles; anything else goes through the standard library's parser.
    if !isInteger && end - start <= 17 {
      var index = start
      var negative = false
      if bytes[index] == 0x2B || bytes[index] == 0x2D {
        negative = bytes[index] == 0x2D
        index += 1
      }
      var mantissa: Int64 = 0
      var digits = 0
      var fraction = 0
      var seenPoint = false
      var plain = true
      while index < end {
        let byte = bytes[index]
        if byte == 0x2E && !seenPoint {
          seenPoint = true
        } else if Self.isDigit(byte) {
          mantissa = mantissa * 10 + Int64(byte - 0x30)
          digits += 1
          if seenPoint { fraction += 1 }
        } else {
          plain = false
          break
        }
        index += 1
      }
      if plain && digits <= 15 {
        let value = Double(mantissa) / Tokenizer.exactPowersOfTen[fraction]
        return negative ? -value : value
      }
    }
    if isInteger && end - start <= 16 {
      var index = start
      var negative = false
      if bytes[index] == 0x2B || bytes[index] == 0x2D {
        negative = bytes[index] == 0x2D
        index += 1
      }
      var value: Int64 = 0
      while index < end {
        value = value * 10 + Int64(bytes[index] - 0x30)
        index += 1
      }
      return negative ? -Double(value) : Double(value)
    }
    return Double(text(start, end)) ?? 0
  }
}
