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
    let range = SourceRange(file: file, bytes: node.partBytes)
    guard let value = substitute(syntax.tokens(of: node), range: range) else { return }
    compileDeclaration(
      DeclarationParts(
        name: syntax.name(of: node), value: value, important: node.flag, file: file,
        nameBytes: node.nameBytes, valueBytes: node.partBytes, bytes: node.bytes),
      into: &pending)
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
    if Self.nestingDepth(value) > Self.maximumValueDepth {
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
    do {
      try table.parseDeclaration(name: declaration.name, value: value) { property, parsed in
        pending.append(
          CompiledDeclaration(
            target: .property(property), value: parsed, important: declaration.important,
            range: range, writtenName: declaration.name))
      }
    } catch {
      let at = error.id == .unknownProperty ? declaration.nameBytes : declaration.valueBytes
      let message: String
      switch error.id {
      case .unknownProperty, .emptyValue, .unsupportedValue: message = error.message
      default: message = "invalid value for '\(declaration.name)': \(error.message)"
      }
      report(error.id, message, SourceRange(file: declaration.file, bytes: at))
    }
  }
}
