import SkinKitSyntax

extension SelectorParser {
  /// Parses a plain selector list straight from a file's bytes: compounds of a type name or
  /// `*`, `#ids`, `.classes` and `:pseudo-classes` without arguments, joined by whitespace,
  /// `>`, `+` and `~`, separated by commas (the prelude of a plain rule, see `SheetOutline`).
  /// Gives what ``parse(_:in:nested:)`` gives for the tokens of those bytes, without making
  /// them; `nil` for anything else and for every invalid list (whose diagnostic the token
  /// parser gives).
  ///
  /// ```swift
  /// let file = SourceFile(path: "a.skss", text: "Panel > Button.primary:highlighted")
  /// var names = NameCache()   // kept from list to list
  /// file.bytes.withUnsafeBufferPointer {
  ///   SelectorParser.parsePlain($0, 0..<$0.count, names: &names)?.description
  /// }   // "Panel > Button.primary:highlighted"
  /// ```
  package static func parsePlain(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    names: inout NameCache
  ) -> SelectorList? {
    var reader = PlainSelectorReader(
      bytes: UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), whole: bytes)
    reader.position = range.lowerBound
    return reader.readList(&names)
  }
}

/// Reads a plain selector list for ``SelectorParser/parsePlain(_:_:)``.
private struct PlainSelectorReader {
  /// The file's bytes up to the end of the list.
  let bytes: UnsafeBufferPointer<UInt8>
  /// All of the file's bytes: names are found in the cache by reading whole words, which
  /// near the end of the list may run past it.
  let whole: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>, whole: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.whole = whole
  }

  /// The interned name of the bytes in `range`.
  func styleName(_ range: Range<Int>, _ names: inout NameCache) -> StyleName {
    let (string, id) = names.tagged(whole, range) { bytes in
      let name = StyleName(utf8: bytes)
      return (name.string, name.id)
    }
    return StyleName(interned: id, string: string)
  }

  var atEnd: Bool { position >= bytes.count }

  mutating func skipWhitespace() -> Bool {
    let start = position
    position = ByteClass.skipWhitespace(bytes, from: position)
    return position > start
  }

  mutating func readList(_ names: inout NameCache) -> SelectorList? {
    var selectors: [ComplexSelector] = []
    while true {
      _ = skipWhitespace()
      guard let selector = readComplex(&names) else { return nil }
      selectors.append(selector)
      if atEnd { return SelectorList(selectors) }
      position += 1  // the comma
    }
  }

  /// A selector, up to the end or a comma.
  mutating func readComplex(_ names: inout NameCache) -> ComplexSelector? {
    var compounds: [CompoundSelector] = []
    var combinators: [Combinator] = []
    compounds.reserveCapacity(4)
    while true {
      guard let compound = readCompound(&names) else { return nil }
      compounds.append(compound)
      let sawWhitespace = skipWhitespace()
      if atEnd || bytes[position] == UInt8(ascii: ",") { break }
      if combinators.isEmpty { combinators.reserveCapacity(3) }
      switch bytes[position] {
      case UInt8(ascii: ">"): combinators.append(.child)
      case UInt8(ascii: "+"): combinators.append(.nextSibling)
      case UInt8(ascii: "~"): combinators.append(.subsequentSibling)
      default:
        guard sawWhitespace else { return nil }
        combinators.append(.descendant)
        continue
      }
      position += 1
      _ = skipWhitespace()
    }
    return ComplexSelector(compounds: compounds, combinators: combinators)
  }

  mutating func readCompound(_ names: inout NameCache) -> CompoundSelector? {
    var components: [SimpleSelector] = []
    components.reserveCapacity(4)
    var exact = false
    if let name = readName() {
      let bytes = UnsafeBufferPointer(rebasing: self.bytes[name])
      // `UIButton` is `Button`: names starting `UI` are looked up as strings.
      let startsUI =
        bytes.count > 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
      let type =
        startsUI
        ? StyleName(BuiltInTypes.canonicalName(String(decoding: bytes, as: UTF8.self)))
        : styleName(name, &names)
      components.append(.type(type, exact: false))
    } else if !atEnd && bytes[position] == UInt8(ascii: "*") {
      components.append(.universal)
      position += 1
    }
    loop: while !atEnd {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "#"), UInt8(ascii: "."), UInt8(ascii: ":"):
        position += 1
        guard let name = readName() else { return nil }
        if byte == UInt8(ascii: "#") {
          components.append(.identifier(styleName(name, &names)))
        } else if byte == UInt8(ascii: ".") {
          components.append(.styleClass(styleName(name, &names)))
        } else {
          let lowercased = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self
          ).asciiLowercased
          if lowercased == "exact" {
            exact = true
          } else {
            guard let pseudoClass = SelectorParser.pseudoClass(named: lowercased) else {
              return nil
            }
            components.append(pseudoClass)
          }
        }
      case UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: ","):
        break loop
      default:
        guard ByteClass.is(byte, .whitespace) else { return nil }
        break loop
      }
    }
    guard !components.isEmpty else { return nil }
    if exact {
      guard case .type(let name, _) = components[0] else { return nil }
      components[0] = .type(name, exact: true)
    }
    return CompoundSelector(components)
  }

  /// Where an identifier of ASCII letters, digits, `-` and `_` (not starting with a digit
  /// or `--`) is, read past.
  mutating func readName() -> Range<Int>? {
    guard ByteClass.startsIdentifier(bytes, at: position, allowingTwoHyphens: false) else {
      return nil
    }
    let start = position
    position += 1
    while !atEnd && ByteClass.is(bytes[position], .name) { position += 1 }
    return start..<position
  }
}
