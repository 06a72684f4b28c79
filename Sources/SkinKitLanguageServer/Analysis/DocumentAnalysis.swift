import SkinKit
import SkinKitSupport
import SkinKitSyntax

/// What the server knows about one version of an open document: the stylesheet as `skss
/// lint` loads it — its imports read from the editor's unsaved texts where the client has
/// them open, from disk otherwise — and, computed when first asked for, its syntax tree, its
/// symbols and its lint diagnostics.
///
/// One analysis is made per document version, when something needs it (a request, or the
/// debounced diagnostics): typing fast costs one parse per version asked about, not one per
/// keystroke — and that parse reads again only the items around what changed since the
/// last analysis (``SheetSyntax/parse(_:after:)``) — and the files it imports are parsed
/// again only when they change (``ImportCache``). What is worked out rule by rule (a
/// selector's type names, a rule's symbol name, a block's formatted text) is kept by the
/// rule's bytes from one version to the next (``DocumentCaches``).
final class DocumentAnalysis {
  let uri: String
  let version: Int
  let path: String
  /// The document and everything it imports.
  let sheet: Stylesheet
  /// The document's text.
  let text: SourceText
  /// The bytes of each file read, by the path its ``SourceFile`` has.
  let files: [String: [UInt8]]
  /// The texts of imported files, made when a position in one is first needed.
  private var importedTexts: [String: SourceText] = [:]
  private let settings: LintSettings
  /// The URIs of the documents open when the analysis was made, by standardized path.
  private let openURIs: [String: String]
  /// The project file that applies to the document, if there is one.
  let project: LoadedProject?
  /// What analyses of the document's versions keep from one to the next.
  let caches: DocumentCaches

  /// Loads a document; `imports` keeps the sheets it imports from one analysis to the next,
  /// and the document is parsed again only around what changed since `previous` (the
  /// document's sheet in an analysis of another version).
  init(
    document: OpenDocument, workspace: WorkspaceFiles, settings: LintSettings,
    imports: ImportCache, project: LoadedProject?, previous: Stylesheet? = nil,
    caches: DocumentCaches = DocumentCaches()
  ) {
    self.caches = caches
    uri = document.uri
    version = document.version
    path = document.path
    self.settings = settings
    self.project = project
    var openURIs: [String: String] = [:]
    for open in workspace.documents.values {
      openURIs[DocumentURI.standardized(open.path)] = open.uri
    }
    self.openURIs = openURIs
    let reader = RecordingReader(workspace.reader)
    do {
      sheet = try Stylesheet.load(
        forEditing: document.path, reader: reader.reader, imports: imports,
        previous: previous)
    } catch {
      // The reader serves the document's own text, so it cannot fail to read it.
      sheet = Stylesheet.parse(document.text.string, path: document.path)
    }
    files = reader.texts
    text = SourceText(document.text)
  }

  /// The document's syntax tree.
  var tree: SyntaxTree { sheet.tree }

  /// The properties the document compiles against: the built-in ones and its project's.
  var table: PropertyTable { project?.table ?? PropertyTable.builtIn }

  /// The types the app declares: the `types` setting's and the project's.
  var declaredTypes: Set<String> {
    settings.types.union(project.map { Array($0.types.keys) } ?? [])
  }

  /// What `skss lint` reports for the document's text (with the client's `strict` and
  /// `types` settings and its project's types and properties), the project file's mistake,
  /// if it has one, and what `skss audit` finds over the project's sample tree — computed
  /// once.
  var diagnostics: [Diagnostic] {
    if let linted { return linted }
    var found = StylesheetLint.diagnostics(
      of: sheet, strict: settings.strict, knownTypes: declaredTypes,
      reportingNeedlessDisables: settings.reportNeedlessDisables, properties: table,
      selectorTypes: caches.selectorTypes)
    if let mistake = project?.diagnostic { found.append(mistake) }
    found += SampleTreeAudit.diagnostics(of: sheet, project: project)
    linted = found
    return found
  }

  /// The diagnostics, once computed.
  private(set) var linted: [Diagnostic]?

  /// The symbols of the document and its imports.
  private(set) lazy var symbols = SymbolIndex(sheet)

  /// The names the document itself writes, and its outline, for workspace-wide requests.
  private(set) lazy var fileSymbols = FileSymbols(tree: tree, text: text)

  /// The standardized paths of the sheets the document reads (its own and its imports').
  var sheetPaths: Set<String> { Set(sheet.files.map { DocumentURI.standardized($0.path) }) }

  /// The standardized paths of every file the document reads: its sheets and its project
  /// file.
  var dependencies: Set<String> { sheetPaths.union(project.map { [$0.path] } ?? []) }

  /// The text of a file read for this analysis, for positions in it.
  func text(of file: SourceFile?) -> SourceText? {
    guard let file else { return nil }
    if file == sheet.file { return text }
    if let project, file == project.file { return project.text }
    if let made = importedTexts[file.path] { return made }
    guard let bytes = files[file.path] else { return nil }
    let made = SourceText(EditorText(bytes: bytes))
    importedTexts[file.path] = made
    return made
  }

  /// A range in a file read for this analysis as an LSP location.
  func location(_ range: SourceRange) -> JSONValue? {
    guard let text = text(of: range.file), let file = range.file else { return nil }
    return [
      "uri": .string(uriOf(path: file.path)), "range": text.range(of: range.bytes).json,
    ]
  }

  /// The URI for a path read in this analysis: an open document's URI as the client spells
  /// it, else the file's.
  func uriOf(path: String) -> String {
    openURIs[DocumentURI.standardized(path)] ?? DocumentURI.uri(ofPath: path)
  }
}

/// What the analyses of one open document keep from one version to the next, by the bytes
/// of each piece of it: an edit changes a few rules, and the rest need not be worked out
/// again.
final class DocumentCaches {
  /// The type names of each rule's selector list, for linting.
  let selectorTypes = ContentCache()
  /// Each rule's selector list as `skss format` prints it: the name of its symbol.
  let ruleNames = ContentCache()
  /// What formatting keeps (each top-level block's printed text, the last formatted text's
  /// syntax), and the project whose property names it was printed with.
  private var formatted: (project: LoadedProject?, memory: FormattingMemory)?

  /// What formatting with `project`'s properties (the built-in ones when `nil`) keeps:
  /// forgotten when the project changes.
  func formatting(for project: LoadedProject?) -> FormattingMemory {
    if let formatted, formatted.project === project { return formatted.memory }
    let memory = FormattingMemory()
    formatted = (project, memory)
    return memory
  }
}

/// The settings that change what lint reports: `skss lint --strict --types A,B
/// --report-needless-disables`, and the project file that declares the app's types and
/// properties.
struct LintSettings: Sendable, Equatable {
  var strict = false
  var types: Set<String> = []
  var reportNeedlessDisables = false
  /// The project file to use for every document, instead of the nearest `.skss-project.json`.
  var project: String?

  /// Reads `{"strict": true, "types": ["Card"], "reportNeedlessDisables": true, "project":
  /// "app/.skss-project.json"}` (initialization options, or the `skss` section of
  /// `workspace/didChangeConfiguration`'s settings); missing keys keep their values.
  mutating func update(from json: JSONValue?) {
    if let strict = json?["strict"]?.bool { self.strict = strict }
    if let types = json?["types"]?.array { self.types = Set(types.compactMap(\.string)) }
    if let project = json?["project"]?.string { self.project = project }
    if let needless = json?["reportNeedlessDisables"]?.bool { reportNeedlessDisables = needless }
  }
}

/// A file reader that keeps a copy of everything it reads (the raw bytes, before
/// preprocessing), for positions in imported files.
private final class RecordingReader: Sendable {
  private let recorded = Locked<[String: [UInt8]]>([:])
  private let base: FileReader

  init(_ base: FileReader) { self.base = base }

  var reader: FileReader {
    FileReader { [self] path throws(StylesheetError) in
      let bytes = try base.read(path)
      recorded.withLock { $0[path] = bytes }
      return bytes
    }
  }

  var texts: [String: [UInt8]] { recorded.withLock { $0 } }
}
