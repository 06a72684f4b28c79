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

  /// Reads `initialize`'s params: `capabilities` and `initializationOptions`
  /// (`{"diagnosticDelay": 200}`, milliseconds).
  init(_ params: JSONValue?) {
    let textDocument = params?["capabilities"]?["textDocument"]
    snippets = textDocument?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
    markdown =
      textDocument?["hover"]?["contentFormat"]?.array?.contains(.string("markdown")) ?? false
    watchesFiles =
      params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?
      .bool ?? false
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

  /// The counts, with how many imported files were parsed.
  func json(importsParsed: Int) -> JSONValue {
    [
      "importsParsed": JSONValue(importsParsed),
      "analyses": .object(analyses.mapValues { JSONValue($0) }),
      "lints": .object(lints.mapValues { JSONValue($0) }),
      "publications": JSONValue(publications),
    ]
  }
}

/// The capabilities `initialize` answers.
enum ServerCapabilities {
  /// `client/registerCapability`'s params asking the client to say when a `.skss` file
  /// changes on disk (so that the documents importing it are linted again).
  static let fileWatching: JSONValue = [
    "registrations": [
      [
        "id": "skss-watched-files", "method": "workspace/didChangeWatchedFiles",
        "registerOptions": ["watchers": [["globPattern": "**/*.skss"]]],
      ]
    ]
  ]

  static func json(version: String) -> JSONValue {
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
        "documentFormattingProvider": true,
        "colorProvider": true,
        "documentSymbolProvider": true,
        "workspace": [
          "workspaceFolders": ["supported": true, "changeNotifications": true]
        ],
      ],
      "serverInfo": ["name": "skss", "version": .string(version)],
    ]
  }
}
