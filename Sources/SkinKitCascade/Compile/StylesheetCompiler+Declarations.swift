import SkinKitProperties
import SkinKitSyntax

// Declarations compiled into typed values.
extension StylesheetCompiler {
  /// The deepest nesting of functions, `()`, `[]` and `{}` in tokens.
  static func nestingDepth<C: Collection<Token>>(_ tokens: C) -> Int {
    var depth = 0
    var deepest = 0
    for token in tokens {
      switch token.kind {
      case .function, .openParen, .openBracket, .openBrace:
        depth += 1
        deepest = max(deepest, depth)
      case .closeParen, .closeBracket, .closeBrace:
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return deepest
  }

  /// Compiles one declaration, appending what it sets (a shorthand sets several longhands)
  /// to `pending`; a declaration that cannot be compiled appends nothing and is reported.
  mutating func compileDeclaration(
    _ node: SheetSyntax.Node, of syntax: SheetSyntax, file: SourceFile,
    into pending: inout [CompiledDeclaration]
  ) {
    if compilePlainDeclaration(node, of: syntax, file: file, into: &pending) { return }
    let range = SourceRange(file: file, bytes: node.partBytes)
    guard let value = substitute(syntax.tokens(of: node), range: range) else { return }
    compileDeclaration(
      DeclarationParts(
        name: syntax.name(of: node), value: value, important: node.flag, file: file,
        nameBytes: node.nameBytes, valueBytes: node.partBytes, bytes: node.bytes),
      into: &pending)
  }

  /// Compiles a longhand's declaration whose value is one token (`12px`, `0.5`, `#3c9357`,
  /// `none`) or one `var(--name)` — most declarations of a sheet — as the general path
  /// compiles it, for a third of what that path costs: such a value holds no constant and
  /// does not nest, and a token alone is neither `var()` nor a list of values. Returns false,
  /// having appended and reported nothing, for any other declaration, for one the general
  /// path adds a hint to (a keyword written with capitals, which may be a color name UIKit
  /// reads otherwise; `animation-composition`), and for an invalid value (which the general
  /// path reports).
  private mutating func compilePlainDeclaration(
    _ node: SheetSyntax.Node, of syntax: SheetSyntax, file: SourceFile,
    into pending: inout [CompiledDeclaration]
  ) -> Bool {
    let tokens = syntax.tokens(of: node)
    let first = tokens.startIndex
    switch tokens.count {
    case 1:
      if tokens[first].kind == .ident, tokens[first].value.containsASCIIUppercase { return false }
    case 3:
      guard Self.isOneVariable(tokens) else { return false }
    default:
      return false
    }
    let name = syntax.name(of: node)
    guard case .longhand(let id) = propertyNames.lookUp(name, in: table),
      !table.isAnimationComposition(id)
    else { return false }
    let value: DeclaredValue
    if tokens.count == 3 {
      value = .unparsed(Array(tokens), shorthand: nil)
    } else if tokens[first].kind == .ident,
      let keyword = DeclaredValue(cssWideKeyword: tokens[first].value)
    {
      value = keyword
    } else {
      guard let parsed = table.singleTokenValue(tokens, for: id) else { return false }
      value = .value(parsed)
    }
    pending.append(
      CompiledDeclaration(
        target: .property(id), value: value, important: node.flag,
        range: SourceRange(file: file, bytes: node.bytes), writtenName: name))
    return true
  }

  /// Whether three tokens are `var(--name)`, the function written in lowercase.
  private static func isOneVariable(_ tokens: ArraySlice<Token>) -> Bool {
    let first = tokens.startIndex
    guard tokens[first].kind == .function, tokens[first + 1].kind == .ident,
      tokens[first + 2].kind == .closeParen, tokens[first].value == "var"
    else { return false }
    return tokens[first + 1].value.startsWithTwoHyphens
  }

  /// A declaration as compiling reads it: its name, its value's tokens (constants
  /// substituted) and where they are, as byte offsets in one file (made into ranges only for
  /// what is kept or reported).
  struct DeclarationParts {
    var name: String
    var value: ArraySlice<Token>
    var important: Bool
    var file: SourceFile?
    var nameBytes: Range<Int>
    var valueBytes: Range<Int>
    var bytes: Range<Int>
  }

  mutating func compileDeclaration(
    _ declaration: DeclarationParts, into pending: inout [CompiledDeclaration]
  ) {
    let value = declaration.value
    // Values are read (and `var()` fallbacks substituted) recursively: bound the nesting here,
    // once for every later reader, so hostile input cannot exhaust the stack.
    // (A value of fewer tokens than the bound cannot nest deeper: most values skip the walk.)
    if value.count > Self.maximumValueDepth && Self.nestingDepth(value) > Self.maximumValueDepth {
      report(
        .nestingTooDeep,
        "the value of '\(declaration.name)' nests functions or brackets deeper than \(Self.maximumValueDepth) levels; the declaration is dropped",
        SourceRange(file: declaration.file, bytes: declaration.valueBytes))
      return
    }
    let range = SourceRange(file: declaration.file, bytes: declaration.bytes)
    if declaration.name.startsWithTwoHyphens {
      pending.append(
        CompiledDeclaration(
          target: .custom(declaration.name), value: .unparsed(Array(value), shorthand: nil),
          important: declaration.important, range: range, writtenName: declaration.name)
      )
      return
    }
    var setsColor = false
    var composesOtherwise = false
    do {
      let named = propertyNames.lookUp(declaration.name, in: table)
      try table.parseDeclaration(name: declaration.name, naming: named, value: value) {
        property, parsed in
        if table.takesColor(property) { setsColor = true }
        if case .value(.motion(.keywords(let words))) = parsed,
          table.isAnimationComposition(property)
        {
          composesOtherwise = words.contains { $0 != "replace" }
        }
        pending.append(
          CompiledDeclaration(
            target: .property(property), value: parsed, important: declaration.important,
            range: range, writtenName: declaration.name))
      }
    } catch {
      let at = error.id == .unknownProperty ? declaration.nameBytes : declaration.valueBytes
      var message: String
      var fixIts: [FixIt] = []
      switch error.id {
      case .unknownProperty:
        let suggestion = unknownPropertySuggestion(declaration.name)
        message = error.message + (suggestion?.hint ?? "")
        fixIts = (suggestion?.names ?? []).compactMap {
          fixIt(declaration, replacing: declaration.nameBytes, written: declaration.name, with: $0)
        }
      case .emptyValue, .unsupportedValue: message = error.message
      default:
        message = "invalid value for '\(declaration.name)': \(error.message)"
        if let suggestion = error.suggestion,
          let fixIt = fixIt(
            declaration, replacing: suggestion.bytes, written: suggestion.written,
            with: suggestion.text)
        {
          fixIts = [fixIt]
        }
      }
      if let semicolon = Self.missingSemicolon(value, bytes: declaration.valueBytes) {
        message += message.hasSuffix("?") ? " Is \(semicolon.hint)" : "; is \(semicolon.hint)"
        // A `;` missing is the first thing to fix: the name's fix-it waits for it.
        fixIts =
          semicolon.offset.map { [.insert(";", at: $0, in: declaration.file)] } ?? fixIts
      }
      report(error.id, message, SourceRange(file: declaration.file, bytes: at), fixIts: fixIts)
      return
    }
    if setsColor { warnAboutContradictedColorNames(declaration) }
    if composesOtherwise {
      // Kept, as Chromium computes it; what the engine does with it is said.
      report(
        .unsupportedValue,
        "SkinKit composes every animation by replacing the values below it: 'add' and 'accumulate' are kept as computed values but run as 'replace'",
        SourceRange(file: declaration.file, bytes: declaration.valueBytes))
    }
  }

  /// A fix-it putting `text` in place of `bytes` of the declaration's own text, when the
  /// file's bytes there read `written` (not an escape, not a constant's text).
  func fixIt(
    _ declaration: DeclarationParts, replacing bytes: Range<Int>, written: String,
    with text: String
  ) -> FixIt? {
    guard let file = declaration.file, declaration.bytes.contains(bytes.lowerBound),
      bytes.upperBound <= declaration.bytes.upperBound, file.text(in: bytes) == written
    else { return nil }
    return .replace(SourceRange(file: file, bytes: bytes), with: text)
  }
}
