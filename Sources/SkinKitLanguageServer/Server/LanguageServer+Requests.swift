import SkinKit

// The requests the server answers once running, each from the analysis of the document it
// names (made once per version) or, for workspace-wide ones, from the workspace's files.
extension LanguageServer {
  func request(_ method: String, _ params: JSONValue?) throws(RPCError) -> JSONValue {
    switch method {
    case "textDocument/completion":
      guard let (analysis, position) = try located(params) else { return .null }
      return Completion(
        analysis: analysis, table: analysis.table, declaredTypes: analysis.declaredTypes,
        snippets: client.snippets
      ).list(at: position)
    case "textDocument/hover":
      guard let (analysis, position) = try located(params) else { return .null }
      return Hover.hover(at: position, in: analysis, markdown: client.markdown)
    case "textDocument/definition":
      guard let (analysis, position) = try located(params) else { return .null }
      return Definition.locations(at: position, in: analysis, table: analysis.table)
    case "textDocument/references":
      guard let (analysis, position) = try located(params),
        let occurrence = References.occurrence(at: position, in: analysis)
      else { return .null }
      return References.locations(
        of: occurrence.symbol,
        includeDeclaration: params?["context"]?["includeDeclaration"]?.bool ?? true,
        in: workspaceFiles(with: analysis), table: analysis.table)
    case "textDocument/documentHighlight":
      guard let (analysis, position) = try located(params) else { return .null }
      return References.highlights(at: position, in: analysis)
    case "textDocument/prepareRename":
      guard let (analysis, position) = try located(params) else { return .null }
      return try Rename.prepare(
        at: position, in: analysis, files: workspaceFiles(with: analysis))
    case "textDocument/rename":
      guard let (analysis, position) = try located(params) else { return .null }
      guard let newName = params?["newName"]?.string else {
        throw RPCError.invalidParams("rename needs a newName")
      }
      let files = workspaceFiles(with: analysis)
      let target = try Rename.target(at: position, in: analysis, files: files)
      return try Rename.edit(
        target, to: newName, in: files, documentChanges: client.documentChanges)
    case "textDocument/formatting":
      guard let analysis = try document(params) else { return .null }
      return try answer(Formatting.edits(for: analysis))
    case "textDocument/rangeFormatting":
      guard let analysis = try document(params) else { return .null }
      guard let range = TextRange(params?["range"]) else {
        throw RPCError.invalidParams("rangeFormatting needs a range")
      }
      return try answer(RangeFormatting.edits(for: analysis, range: range))
    case "textDocument/codeAction":
      guard let analysis = try document(params) else { return [] }
      guard let range = TextRange(params?["range"]) else {
        throw RPCError.invalidParams("codeAction needs a range")
      }
      return CodeActions.actions(
        in: analysis, range: range,
        only: params?["context"]?["only"]?.array?.compactMap(\.string))
    case "textDocument/documentColor":
      guard let analysis = try document(params) else { return [] }
      return DocumentColors.colors(in: analysis, table: analysis.table)
    case "textDocument/colorPresentation":
      return try DocumentColors.presentations(params)
    case "textDocument/documentSymbol":
      guard let analysis = try document(params) else { return [] }
      return DocumentSymbols.symbols(in: analysis)
    case "textDocument/documentLink":
      guard let analysis = try document(params) else { return [] }
      let open = Set(workspace.documents.values.map { DocumentURI.standardized($0.path) })
      return DocumentLinks.links(in: analysis, isOpen: open.contains)
    case "textDocument/foldingRange":
      guard let analysis = try document(params) else { return [] }
      return FoldingRanges.ranges(in: analysis, limit: client.foldingRangeLimit)
    case "textDocument/selectionRange":
      guard let analysis = try document(params) else { return [] }
      let positions = (params?["positions"]?.array ?? []).compactMap { Position($0) }
      guard positions.count == params?["positions"]?.array?.count else {
        throw RPCError.invalidParams("selectionRange needs positions")
      }
      return SelectionRanges.ranges(at: positions, in: analysis)
    case "workspace/symbol":
      let query = params?["query"]?.string ?? ""
      return WorkspaceSymbols.symbols(
        matching: query, in: workspaceFiles(with: nil).map { ($0.uri, $0.symbols) })
    case "skss/statistics":
      return statistics.json(
        importsParsed: imports.parsedFiles, workspaceFilesParsed: index.parsedFiles)
    default:
      throw RPCError.methodNotFound(method)
    }
  }

  private func answer(_ answer: Formatting.Answer) throws(RPCError) -> JSONValue {
    switch answer {
    case .edits(let edits): return .array(edits)
    case .refused(let reason): throw RPCError(RPCError.requestFailedCode, reason)
    }
  }

  /// The analysis of the document a request names (`nil` when it is not open).
  func document(_ params: JSONValue?) throws(RPCError) -> DocumentAnalysis? {
    guard let uri = params?["textDocument"]?["uri"]?.string else {
      throw RPCError.invalidParams("the request needs textDocument.uri")
    }
    return analysis(uri)
  }

  /// The analysis and position a request names.
  func located(_ params: JSONValue?) throws(RPCError) -> (DocumentAnalysis, Position)? {
    guard let position = Position(params?["position"]) else {
      throw RPCError.invalidParams("the request needs a position")
    }
    return try document(params).map { ($0, position) }
  }

  /// The current analysis of an open document, made when its text, an import or its project
  /// file changed since the last one.
  func analysis(_ uri: String) -> DocumentAnalysis? {
    guard let document = workspace.documents[uri] else { return nil }
    if let analysis = analyses[uri], analysis.version == document.version,
      analysis.project.map(projects.isCurrent) ?? true
    {
      return analysis
    }
    let project = projects.project(
      forDocumentAt: document.path, setting: settings.project, folders: workspace.folders)
    let analysis = DocumentAnalysis(
      document: document, workspace: workspace, settings: settings, imports: imports,
      project: project, previous: analyses[uri]?.sheet ?? earlierSheets[uri],
      caches: caches(of: uri))
    earlierSheets[uri] = nil
    statistics.analyses[uri, default: 0] += 1
    analyses[uri] = analysis
    return analysis
  }

  /// What the analyses of an open document keep from one version to the next.
  private func caches(of uri: String) -> DocumentCaches {
    if let caches = documentCaches[uri] { return caches }
    let caches = DocumentCaches()
    documentCaches[uri] = caches
    return caches
  }

  /// Every sheet of the workspace, for workspace-wide requests: the open documents (their
  /// current texts), the `.skss` files of the workspace folders and the files `analysis`
  /// imports (from disk, parsed again only when they change), ordered by URI.
  func workspaceFiles(with analysis: DocumentAnalysis?) -> [References.File] {
    var files: [References.File] = []
    var open: Set<String> = []
    for document in workspace.documents.values {
      guard let opened = self.analysis(document.uri) else { continue }
      open.insert(DocumentURI.standardized(document.path))
      files.append(
        References.File(uri: document.uri, version: document.version, symbols: opened.fileSymbols))
    }
    for symbols in index.files(
      in: workspace.folders, extra: analysis?.sheetPaths ?? [], excluding: open)
    {
      files.append(
        References.File(
          uri: DocumentURI.uri(ofPath: symbols.path), version: nil, symbols: symbols))
    }
    return files.sorted { $0.uri < $1.uri }
  }
}
