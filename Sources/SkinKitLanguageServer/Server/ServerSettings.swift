/// What the client told the server at `initialize`: what it can show, and the options it
/// passed (`initializationOptions`).
struct ClientOptions {
  /// Whether completion items may be snippets (`rgb($1)`).
  var snippets = false
  /// Whether hovers may be Markdown.
  var markdown = false
  /// How long after the last change diagnostics are published.
  var diagnosticDelay = 200
  /// Whether the client watches files for servers that ask it to (dynamic registration of
  /// `workspace/didChangeWatchedFiles`).
  var watchesFiles = false
  /// Whether a rename may answer `documentChanges` (edits with the versions they apply to).
  var documentChanges = false
  /// Whether the client asks before renaming (`textDocument/prepareRename`).
  var preparesRename = false
  /// The most folding ranges the client wants.
  var foldingRangeLimit: Int?

  /// Reads `initialize`'s params: `capabilities` and `initializationOptions`
  /// (`{"diagnosticDelay": 200}`, milliseconds).
  init(_ params: JSONValue?) {
    let textDocument = params?["capabilities"]?["textDocument"]
    snippets = textDocument?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
    markdown =
      textDocument?["hover"]?["contentFormat"]?.array?.contains(.string("markdown")) ?? false
    let workspace = params?["capabilities"]?["workspace"]
    watchesFiles = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
    documentChanges = workspace?["workspaceEdit"]?["documentChanges"]?.bool ?? false
    preparesRename = textDocument?["rename"]?["prepareSupport"]?.bool ?? false
    foldingRangeLimit = textDocument?["foldingRange"]?["rangeLimit"]?.integer
    if let delay = params?["initializationOptions"]?["diagnosticDelay"]?.integer, delay >= 0 {
      diagnosticDelay = min(delay, 10_000)
    }
  }

  init() {}
}

/// Counts of the work the server did, answered to `skss/statistics` (for tests and for
/// measuring: what a change costs).
struct Statistics {
  /// Documents analysed (each loads the document — one parse — and reads its imports).
  var analyses: [String: Int] = [:]
  /// Lint runs (each compiles the document with its imports).
  var lints: [String: Int] = [:]
  /// Diagnostics published.
  var publications = 0

  /// The counts, with how many imported files were parsed and how many workspace files the
  /// workspace-wide requests parsed.
  func json(importsParsed: Int, workspaceFilesParsed: Int) -> JSONValue {
    [
      "importsParsed": JSONValue(importsParsed),
      "workspaceFilesParsed": JSONValue(workspaceFilesParsed),
      "analyses": .object(analyses.mapValues { JSONValue($0) }),
      "lints": .object(lints.mapValues { JSONValue($0) }),
      "publications": JSONValue(publications),
    ]
  }
}

/// The capabilities `initialize` answers.
enum ServerCapabilities {
  /// `client/registerCapability`'s params asking the client to say when a `.skss` file or a
  /// project file changes on disk (so that the documents reading it are linted again).
  static let fileWatching: JSONValue = [
    "registrations": [
      [
        "id": "skss-watched-files", "method": "workspace/didChangeWatchedFiles",
        "registerOptions": [
          "watchers": [["globPattern": "**/*.skss"], ["globPattern": "**/.skss-project.json"]]
        ],
      ]
    ]
  ]

  /// The answer to `initialize`; `renameProvider` offers `prepareRename` only to a client
  /// that says it asks for it (LSP 3.17: `RenameOptions` need the client's `prepareSupport`).
  static func json(version: String, client: ClientOptions) -> JSONValue {
    [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": [
          "openClose": true, "change": 2, "save": ["includeText": false],
        ],
        "completionProvider": [
          "triggerCharacters": [":", "$", "@", "("], "resolveProvider": false,
        ],
        "hoverProvider": true,
        "definitionProvider": true,
        "referencesProvider": true,
        "documentHighlightProvider": true,
        "renameProvider": client.preparesRename ? ["prepareProvider": true] : true,
        "documentFormattingProvider": true,
        "documentRangeFormattingProvider": true,
        "colorProvider": true,
        "documentSymbolProvider": true,
        "workspaceSymbolProvider": true,
        "documentLinkProvider": ["resolveProvider": false],
        "foldingRangeProvider": true,
        "selectionRangeProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "workspace": [
          "workspaceFolders": ["supported": true, "changeNotifications": true]
        ],
      ],
      "serverInfo": ["name": "skss", "version": .string(version)],
    ]
  }
}
