import SkinKitSyntax

/// Reads a design tokens file (the W3C Design Tokens Community Group format, 2025.10) as a
/// `:root` block of custom properties, one per token, named by its path joined with `-`
/// (`color.brand.primary` → `--color-brand-primary`). Aliases (`{color.brand.primary}`)
/// become `var(--color-brand-primary)`; descriptions and deprecations become comments;
/// `$extensions` are left out. Colors are written as hex, dimensions in `px` or `rem`, font
/// weights as numbers; a shadow becomes a `box-shadow` list of all its shadows and the layer
/// properties of the first (`-color`, `-offset`, `-radius`, `-opacity`), a gradient a
/// `linear-gradient()`, a typography style a `font` value with its `-letter-spacing` and
/// `-line-height`. Tokens of the types no `.skss` property takes (durations, curves,
/// transitions, stroke styles) are kept for code to read, with a warning.
///
/// A token that cannot be converted — its alias names no token, its aliases form a cycle, its
/// value does not fit its type — is an error naming its path; the other tokens convert.
///
/// An overrides file (the dark values of some tokens) converts the same way; its aliases may
/// name the base file's tokens, and its tokens take the base token's type when they give none.
///
/// ```swift
/// let file = SourceFile(path: "tokens.json", text: #"{"brand": {"$type": "color", "$value": "#0b5cad"}}"#)
/// DesignTokensReader.read(file).skssText()
/// // "/* Converted from tokens.json (design tokens). */\n:root {\n  --brand: #0b5cad;\n}\n"
/// ```
enum DesignTokensReader {
  /// Reads a tokens file on its own.
  static func read(_ file: SourceFile) -> ConvertedStylesheet {
    read(file, base: [], media: nil)
  }

  /// Reads a tokens file whose aliases may also name the tokens of `base` (an overrides file
  /// over its base file), wrapping its block in `@media media { }` when given.
  static func read(_ file: SourceFile, base: [SourceFile], media: String?) -> ConvertedStylesheet {
    let documents = ([file] + base).map { JSONDocument.read($0, duplicateKeys: .rejected) }
    return read(
      documents[0], base: Array(documents.dropFirst()),
      condition: DesignTokenCondition(media: media),
      header: "Converted from \(file.path.lastPathComponent) (design tokens).")
  }

  /// Reads a parsed tokens document (a file, or tokens written inline in a resolver document)
  /// whose aliases may also name the tokens of `base`, as a block under `condition`.
  static func read(
    _ document: ParsedDocument, base: [ParsedDocument], condition: DesignTokenCondition,
    header: String
  ) -> ConvertedStylesheet {
    let file = document.file
    let files = ([document] + base).map { DesignTokenFile($0) }
    var conversion = DesignTokenConversion(files: files)
    let origin =
      document.root.map { $0.range.lowerBound..<min($0.range.lowerBound + 1, $0.range.upperBound) }
      ?? 0..<min(1, file.bytes.count)
    let block = SKSSItem.rule(
      selector: condition.selector, origin: origin, items: conversion.items())
    var items: [SKSSItem] = [.comment(header)]
    if let media = condition.media {
      items.append(.media(query: media, origin: origin, items: [block]))
    } else {
      items.append(block)
    }
    return ConvertedStylesheet.build(
      format: .designTokens, file: file, items: items,
      diagnostics: conversion.reporter.diagnostics)
  }

  /// Whether JSON text is a design tokens file: some object in it has a `$value`.
  static func isDesignTokens(_ file: SourceFile) -> Bool {
    guard let json = try? JSONDocument.parse(file, duplicateKeys: .kept) else { return false }
    return json.values.contains { value in
      value.kind == .object && value.members.contains { $0.key == "$value" }
    }
  }
}

/// Converting the tokens of one file (the first of `files`; the others are the files its
/// aliases may name) into `.skss` items, with diagnostics for that file.
struct DesignTokenConversion {
  var resolver: DesignTokenResolver
  var reporter: ConversionReporter
  /// Each literal token's custom properties, once converted (`nil`: it could not be).
  private var converted: [DesignTokenResolver.Location: [DesignTokenPart]?] = [:]

  init(files: [DesignTokenFile]) {
    resolver = DesignTokenResolver(files: files)
    reporter = files[0].reporter
  }

  /// Which of the files a token is in.
  func fileIndex(of token: DesignToken) -> Int {
    resolver.files.firstIndex { $0.document.file == token.file } ?? 0
  }

  /// Reports an error about a token of the file being converted (the other files' tokens were
  /// reported when those files were converted).
  mutating func fail(
    _ message: String, at range: Range<Int>, _ token: DesignToken, id: DiagnosticID = .invalidToken
  ) {
    guard fileIndex(of: token) == 0 else { return }
    reporter.report(id, message, at: range)
  }

  /// Reports a warning about a token of the file being converted.
  mutating func warn(_ message: String, _ token: DesignToken, at range: Range<Int>? = nil) {
    guard fileIndex(of: token) == 0 else { return }
    reporter.report(
      .conversionUnsupported, message, at: range ?? token.keyRange, severity: .warning)
  }

  /// The `:root` block's items: each token's comments and custom properties, in file order.
  mutating func items() -> [SKSSItem] {
    var items: [SKSSItem] = []
    var written: [String: String] = [:]
    for position in resolver.files[0].tokens.indices {
      let location = DesignTokenResolver.Location(file: 0, token: position)
      let token = resolver[location]
      guard let parts = parts(of: location) else { continue }
      if let other = written[token.propertyName] {
        reporter.report(
          .invalidToken,
          "tokens '\(other)' and '\(token.name)' are both \(token.propertyName); the later one wins",
          at: token.keyRange, severity: .warning)
      }
      written[token.propertyName] = token.name
      var notes: [String] = []
      if let description = token.description, !description.isEmpty { notes.append(description) }
      if let reason = token.deprecation {
        notes.append(reason.isEmpty ? "Deprecated." : "Deprecated: \(reason)")
      }
      if !notes.isEmpty { items.append(.comment(notes.joined(separator: " "))) }
      let valueRange = token.value?.range ?? token.reference?.range ?? token.keyRange
      for part in parts {
        items.append(
          .declaration(
            name: token.propertyName + part.suffix, nameOrigin: token.keyRange, value: part.value,
            valueOrigin: valueRange))
      }
    }
    return items
  }

  /// A token's custom properties: an alias's are `var()`s of the token it names; a value's
  /// are converted from it. `nil` (reported) when it cannot be converted.
  mutating func parts(of location: DesignTokenResolver.Location) -> [DesignTokenPart]? {
    let token = resolver[location]
    switch resolver.resolve(location) {
    case .failure(let failure):
      fail(failure.message, at: failure.range, token, id: failure.id)
      return nil
    case .success(let resolution):
      guard let alias = resolution.alias else {
        return literalParts(of: location, type: resolution.type)
      }
      // An alias works when the token at the end of its chain converts.
      guard literalParts(of: resolution.source, type: resolution.type) != nil else {
        fail(
          "token '\(token.name)': the alias {\(resolver[alias].name)} names a token that could "
            + "not be converted", at: token.value?.range ?? token.keyRange, token,
          id: .tokenAliasNotFound)
        return nil
      }
      let name = resolver[alias].propertyName
      return DesignTokenType.suffixes(resolution.type).map {
        DesignTokenPart(suffix: $0, value: "var(\(name)\($0))")
      }
    }
  }

  /// The custom properties of a token with a value of its own, converted once.
  private mutating func literalParts(of location: DesignTokenResolver.Location, type: String)
    -> [DesignTokenPart]?
  {
    if let known = converted[location] { return known }
    let token = resolver[location]
    var result: [DesignTokenPart]?
    if let value = resolver.value(at: location) {
      result = parts(value, type: type, token: token)
    } else {
      fail(
        "token '\(token.name)': its $ref names nothing in the file",
        at: token.value?.range ?? token.keyRange, token)
    }
    converted[location] = .some(result)
    return result
  }
}
