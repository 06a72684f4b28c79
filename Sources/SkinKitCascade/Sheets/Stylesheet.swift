import Foundation
import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// A parsed `.skss` file with its `@import`s loaded: immutable and `Sendable`, so a sheet can
/// be shared between threads and skins.
///
/// ```swift
/// let sheet = try Stylesheet.load(contentsOf: "Stylesheets/Default.skss")
/// sheet.diagnostics            // every problem in it and its imports, each with line:column
/// sheet.sheets.count           // the file and every sheet it imports
/// let inline = Stylesheet.parse("Button { color: red }")
/// ```
public final class Stylesheet: Sendable {
  /// The source file.
  package let file: SourceFile
  /// The file's syntax, as the compiler reads it.
  let syntax: SheetSyntax
  /// Imported sheets by the byte offset of their `@import` rule in the file.
  let imports: [Int: Stylesheet]
  /// The syntax and import diagnostics of this file and its imports: what parsing found
  /// (a skin adds them to what compiling the sheet in its context reports).
  package let parseDiagnostics: [Diagnostic]
  /// The syntax as a tree, once made.
  private let madeTree: Locked<SyntaxTree?>
  /// ``compiledDiagnostics(typeNames:)``, once asked for, with the table it was asked with.
  private let madeDiagnostics = Locked<(typeNames: TypeNameTable, diagnostics: [Diagnostic])?>(
    nil)

  init(
    syntax: SheetSyntax, imports: [Int: Stylesheet], diagnostics: [Diagnostic],
    tree: SyntaxTree? = nil
  ) {
    self.file = syntax.file
    self.syntax = syntax
    self.imports = imports
    self.parseDiagnostics = diagnostics
    madeTree = Locked(tree)
    // A sheet starts with a tree only when a format reader built it (the parser's sheets
    // make theirs from the syntax when asked).
    tokensAreFromFile = tree == nil
  }

  /// Whether the syntax's tokens are what tokenizing ``file`` gives at their offsets (the
  /// parser read them from it); not for a tree a format reader built, whose ranges only
  /// point into the file.
  let tokensAreFromFile: Bool

  /// Every problem of the sheet and the sheets it imports, each once: syntax and imports
  /// (found when it is parsed), selectors and values (found by compiling it on its own
  /// against the built-in properties, with selectors reading type names through
  /// `typeNames`, when first asked for). What the public `diagnostics` returns, with the
  /// model widgets' type names (`SkinKitStyling`, which owns them, defines it).
  package func compiledDiagnostics(typeNames: TypeNameTable) -> [Diagnostic] {
    if let made = madeDiagnostics.withLock({ $0 }), made.typeNames == typeNames {
      return made.diagnostics
    }
    // Compiled outside the lock (two threads asking at once both compile; the answers are
    // equal).
    let made = StylesheetCompiler.compile(
      [(self, .app)], table: .builtIn, typeNames: typeNames, injected: [:]
    ).diagnostics.removingDuplicates()
    madeDiagnostics.withLock { $0 = (typeNames, made) }
    return made
  }

  /// The file's syntax tree. Compiling a sheet does not need it: it is made from the syntax
  /// when first asked for (by the formatter, `skss lint`, tools).
  package var tree: SyntaxTree {
    if let made = madeTree.withLock({ $0 }) { return made }
    // Made outside the lock (two threads asking at once both make it; the trees are equal).
    let made = syntax.tree
    madeTree.withLock { $0 = made }
    return made
  }

  /// This sheet and every sheet it imports, directly or not, in order of appearance, each
  /// file once (a file imported from two places is loaded twice, as CSS expands each import
  /// in place, but listed once).
  public var sheets: [Stylesheet] {
    var seen = Set<String>()
    var result: [Stylesheet] = []
    func visit(_ sheet: Stylesheet) {
      guard seen.insert(ImportLoader.canonical(sheet.file.path)).inserted else { return }
      result.append(sheet)
      for offset in sheet.imports.keys.sorted() { visit(sheet.imports[offset]!) }
    }
    visit(self)
    return result
  }

  /// This file and every file it imports, directly or not, each once (for watching).
  package var files: [SourceFile] { sheets.map(\.file) }

  /// The most imports a sheet may pull in, in all, and how deeply they may nest.
  public static let maximumImportCount = 256
  public static let maximumImportDepth = 16
  /// The largest file SkinKit reads, in bytes.
  public static let maximumFileSize = 16 << 20

  /// Parses text; `@import`s are resolved against `baseDirectory` (the current directory
  /// when `nil`) and read through `reader`. Problems are ``diagnostics``; nothing is thrown.
  ///
  /// ```swift
  /// let sheet = Stylesheet.parse("Label { color: red }")
  /// sheet.diagnostics.isEmpty   // true
  /// ```
  public static func parse(
    _ text: String, path: String = "<inline>", baseDirectory: String? = nil,
    reader: FileReader = .fileSystem
  ) -> Stylesheet {
    let file = SourceFile(path: path, text: text)
    var loader = ImportLoader(reader: reader)
    return loader.build(file: file, directory: baseDirectory ?? ".", chain: [], depth: 0)
  }

  /// Reads and parses a file and its imports. Throws only if the file itself cannot be read;
  /// problems in it are ``diagnostics``.
  ///
  /// ```swift
  /// let sheet = try Stylesheet.load(contentsOf: "Themes/default.skss")
  /// ```
  public static func load(contentsOf path: String, reader: FileReader = .fileSystem)
    throws(StylesheetError)
    -> Stylesheet
  {
    try load(contentsOf: path, reader: reader, imports: nil)
  }

  /// ``load(contentsOf:reader:)`` as an editor needs it, on every change of a document: the
  /// imported sheets whose files (and theirs) read the same bytes as when they were parsed
  /// are taken from `cache`, and the ones parsed are kept there — so a load parses the
  /// document once (its `tree` is made from that syntax, not parsed again) and its imports
  /// only when they changed. The sheet is the one ``load(contentsOf:reader:)`` gives.
  ///
  /// `previous`, the sheet of another version of the same file (the one before an edit),
  /// lets the file be parsed again only around what changed (``SheetSyntax/parse(_:after:)``).
  package static func load(
    forEditing path: String, reader: FileReader, imports cache: ImportCache,
    previous: Stylesheet? = nil
  ) throws(StylesheetError) -> Stylesheet {
    try load(contentsOf: path, reader: reader, imports: cache, previous: previous)
  }

  private static func load(
    contentsOf path: String, reader: FileReader, imports cache: ImportCache?,
    previous: Stylesheet? = nil
  ) throws(StylesheetError) -> Stylesheet {
    let bytes: [UInt8]
    do {
      bytes = try reader.read(path)
    } catch {
      throw StylesheetError(path: path, message: "cannot read '\(path)': \(error.message)")
    }
    if bytes.count > maximumFileSize {
      let file = SourceFile(path: path, text: "")
      let diagnostic = Diagnostic(
        .fileTooLarge, "the file is \(bytes.count) bytes; SkinKit reads at most \(maximumFileSize)",
        at: SourceRange(file: file, bytes: 0..<0))
      return Stylesheet(
        syntax: SheetSyntax(file: file), imports: [:], diagnostics: [diagnostic])
    }
    let file = SourceFile(path: path, utf8: bytes)
    var loader = ImportLoader(reader: reader, cache: cache)
    let directory = ImportLoader.directory(of: path)
    return loader.build(
      file: file, directory: directory, chain: [ImportLoader.canonical(path)], depth: 0,
      previous: previous?.file.path == path ? previous?.syntax : nil)
  }
}

/// A stylesheet that could not be read at all: a `.skss` file (``Stylesheet/load(contentsOf:reader:)``),
/// a skin folder or one of its sheets (``Skin/load(directory:constants:registry:)``), or a
/// file in another format, or one whose format cannot be told (``Interchange``). Problems
/// *in* a sheet are diagnostics, never this error.
///
/// ```swift
/// do {
///   _ = try Stylesheet.load(contentsOf: "Missing.skss")
/// } catch {
///   error.message    // "cannot read 'Missing.skss': no such file"
///   error.path       // "Missing.skss"
/// }
/// ```
public struct StylesheetError: SkinKitError {
  /// The file or folder that could not be read.
  public var path: String
  public var message: String
  public var location: ErrorLocation? { ErrorLocation(path: path) }

  /// An error about `path` (a ``FileReader`` throws one for a file it cannot read; its
  /// message says why: "no such file").
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}

/// How stylesheets read files: from disk, or from memory in tests and bundles.
///
/// ```swift
/// let files = ["main.skss": "@import \"colors.skss\";", "colors.skss": "$accent: red;"]
/// let reader = FileReader { path throws(StylesheetError) in
///   guard let text = files[path] else { throw StylesheetError(path: path, message: "no such file") }
///   return Array(text.utf8)
/// }
/// ```
public struct FileReader: Sendable {
  let body: @Sendable (String) throws(StylesheetError) -> [UInt8]

  public init(_ body: @escaping @Sendable (String) throws(StylesheetError) -> [UInt8]) {
    self.body = body
  }

  /// Reads a path.
  public func read(_ path: String) throws(StylesheetError) -> [UInt8] { try body(path) }

  /// Reads from the file system.
  public static let fileSystem = FileReader { path throws(StylesheetError) in
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        throw StylesheetError(
          path: path, message: isDirectory.boolValue ? "it is a directory" : "permission denied")
      }
      throw StylesheetError(path: path, message: "no such file")
    }
    return [UInt8](data)
  }
}

/// Loads `@import`s recursively, detecting cycles and enforcing limits.
struct ImportLoader {
  let reader: FileReader
  let cache: ImportCache?
  var count = 0
  /// Every file read so far, with what it read (`nil`: it could not be read), in order.
  var reads: [ImportCache.Read] = []

  init(reader: FileReader, cache: ImportCache? = nil) {
    self.reader = reader
    self.cache = cache
  }

  static func canonical(_ path: String) -> String {
    if isURL(path), let url = URL(string: path) { return url.standardized.absoluteString }
    return (path as NSString).standardizingPath
  }

  /// Whether a path is a URL (`https://host/sheet.skss`): a reader such as a URL loader's
  /// gets `@import`s resolved the way a browser resolves them.
  static func isURL(_ path: String) -> Bool {
    guard let colon = path.firstIndex(of: ":"), colon != path.startIndex,
      path[colon...].hasPrefix("://")
    else { return false }
    return path[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }

  /// The directory `@import`s of the file at `path` are relative to.
  static func directory(of path: String) -> String {
    if isURL(path), let url = URL(string: path) {
      return url.deletingLastPathComponent().absoluteString
    }
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }

  /// The path an `@import` of `importPath` in `directory` reads: relative to the URL when
  /// `directory` is one (`/x.skss` is relative to the server), else to the folder.
  static func resolve(_ importPath: String, in directory: String) -> String {
    if isURL(directory),
      let base = URL(string: directory.hasSuffix("/") ? directory : directory + "/"),
      let url = URL(string: importPath, relativeTo: base)
    {
      return url.absoluteURL.standardized.absoluteString
    }
    return importPath.hasPrefix("/") ? importPath : directory + "/" + importPath
  }

  /// `previous`: the syntax of another version of the file, to parse only what changed.
  mutating func build(
    file: SourceFile, directory: String, chain: [String], depth: Int,
    previous: SheetSyntax? = nil
  ) -> Stylesheet {
    let syntax = previous.map { SheetSyntax.parse(file, after: $0) } ?? SheetSyntax.parse(file)
    var diagnostics = syntax.diagnostics
    var imports: [Int: Stylesheet] = [:]
    for index in syntax.topLevel where syntax.nodes[index].kind == .importRule {
      let node = syntax.nodes[index]
      let rule = (
        path: syntax.imports[Int(node.detail)].path,
        range: SourceRange(file: file, bytes: node.bytes)
      )
      let path = Self.resolve(rule.path, in: directory)
      let canonicalPath = Self.canonical(path)
      if chain.contains(canonicalPath) {
        diagnostics.append(
          Diagnostic(
            .importCycle,
            "'\(rule.path)' is already being imported (\((chain + [canonicalPath]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → "))); skipped",
            at: rule.range))
        continue
      }
      guard depth < Stylesheet.maximumImportDepth, count < Stylesheet.maximumImportCount else {
        diagnostics.append(
          Diagnostic(
            .importLimit,
            "imports may nest \(Stylesheet.maximumImportDepth) deep and number \(Stylesheet.maximumImportCount) in all; '\(rule.path)' is skipped",
            at: rule.range))
        continue
      }
      count += 1
      let key = ImportCache.Key(path: path, chain: chain + [canonicalPath], depth: depth + 1)
      let bytes: [UInt8]
      do {
        bytes = try reader.read(path)
        reads.append(ImportCache.Read(path: path, bytes: bytes))
      } catch {
        reads.append(ImportCache.Read(path: path, bytes: nil))
        diagnostics.append(
          Diagnostic(
            .importNotFound, "cannot import '\(rule.path)': \(error.message)", at: rule.range))
        continue
      }
      guard bytes.count <= Stylesheet.maximumFileSize else {
        diagnostics.append(
          Diagnostic(
            .fileTooLarge, "'\(rule.path)' is larger than SkinKit reads; skipped", at: rule.range))
        continue
      }
      let child: Stylesheet
      if let entry = cache?.reusable(
        key, bytes: bytes, reader: reader, budget: Stylesheet.maximumImportCount - count)
      {
        child = entry.sheet
        count += entry.nestedImports
        reads += entry.nestedReads
      } else {
        let (countBefore, readsBefore) = (count, reads.count)
        child = build(
          file: SourceFile(path: path, utf8: bytes),
          directory: Self.directory(of: path),
          chain: chain + [canonicalPath], depth: depth + 1)
        cache?.store(
          child, for: key, bytes: bytes, nestedImports: count - countBefore,
          nestedReads: Array(reads[readsBefore...]))
      }
      diagnostics += child.parseDiagnostics
      imports[rule.range.bytes.lowerBound] = child
    }
    return Stylesheet(syntax: syntax, imports: imports, diagnostics: diagnostics)
  }
}
