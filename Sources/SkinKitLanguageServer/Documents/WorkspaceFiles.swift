import Foundation
import SkinKit

/// The documents the client has open, and the workspace folders: where an unsaved
/// document's imports resolve, and the reader through which SkinKit reads files — an open
/// document's unsaved text in place of its file on disk.
struct WorkspaceFiles {
  /// Open documents by URI.
  private(set) var documents: [String: OpenDocument] = [:]
  /// The workspace folders' paths, the first being where unsaved documents live.
  var folders: [String] = []

  /// Where a document with no file (an `untitled:` one) is read from: a name in the first
  /// workspace folder (or the current directory), so that `@import "colors.skss"` finds the
  /// workspace's `colors.skss`.
  func path(forURI uri: String) -> String {
    if let path = DocumentURI.path(of: uri) { return path }
    let name = uri.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init)
    let folder = folders.first ?? FileManager.default.currentDirectoryPath
    return DocumentURI.standardized(folder + "/" + (name ?? "untitled") + ".skss")
  }

  mutating func open(_ document: OpenDocument) { documents[document.uri] = document }

  mutating func update(_ document: OpenDocument) { documents[document.uri] = document }

  mutating func close(_ uri: String) { documents[uri] = nil }

  /// Reads open documents from memory and other files from disk. The texts are copied:
  /// the reader is a snapshot, safe to use while documents change.
  var reader: FileReader {
    var texts: [String: [UInt8]] = [:]
    for document in documents.values {
      texts[DocumentURI.standardized(document.path)] = document.text.bytes
    }
    return FileReader { [texts] path throws(StylesheetError) in
      if let text = texts[DocumentURI.standardized(path)] { return text }
      return try FileReader.fileSystem.read(path)
    }
  }
}
