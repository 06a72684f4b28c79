/// A document the client has open: its text as last sent, its version, and the path
/// SkinKit reads it under (the file's, or for an unsaved document, a name in the workspace
/// so that its imports resolve there).
package struct OpenDocument: Sendable {
  package let uri: String
  package var version: Int
  package var text: EditorText
  package let path: String

  package init(uri: String, version: Int, text: EditorText, path: String) {
    self.uri = uri
    self.version = version
    self.text = text
    self.path = path
  }

  /// Applies `textDocument/didChange`'s content changes in order: each with a `range`
  /// replaces that range (incremental sync), one without replaces the whole text (full sync).
  package mutating func apply(_ changes: [JSONValue]) throws(RPCError) {
    for change in changes {
      guard let newText = change["text"]?.string else {
        throw RPCError.invalidParams("a content change has a 'text'")
      }
      if let rangeJSON = change["range"] {
        guard let range = TextRange(rangeJSON) else {
          throw RPCError.invalidParams("a content change's range is not a range")
        }
        text.replace(range.start..<range.end, with: newText)
      } else {
        text = EditorText(newText)
      }
    }
  }
}
