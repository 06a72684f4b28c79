import Foundation
import SkinKit
import SkinKitLanguageServer

/// `skss lint --fix`: the fix-its of the diagnostics that have exactly one (several are
/// choices an author makes), applied to the files on disk, every other byte kept.
///
/// Only `.skss` files are changed (a sheet read from another format is what it converts to).
/// Nothing is written unless every file can be fixed: a file whose text changed since it was
/// read, or two fix-its whose edits overlap, refuse the whole run with one message. Offsets
/// are in the preprocessed text SkinKit parses (`\r\n` read as `\n`, a byte order mark
/// dropped); each edit is mapped back to the file's own bytes, and a file is written only
/// when reading it again gives the preprocessed text with the edits applied.
struct LintFixes {
  /// One file's new bytes and the number of fix-its applied to it.
  struct Fixed {
    var path: String
    var bytes: [UInt8]
    var count: Int
  }

  /// Why nothing was written.
  struct Refusal: Error {
    var message: String
  }

  /// The new contents of each file some fix-it changes, in order of path.
  static func plan(_ diagnostics: [Diagnostic]) throws -> [Fixed] {
    var files: [SourceFile] = []
    var edits: [String: [FixIt]] = [:]
    for diagnostic in diagnostics {
      guard diagnostic.fixIts.count == 1, let fixIt = diagnostic.fixIts.first,
        let file = fixIt.range.file
      else { continue }
      if edits[file.path] == nil {
        files.append(file)
        edits[file.path] = []
      }
      edits[file.path]?.append(fixIt)
    }
    var result: [Fixed] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let fileEdits = edits[file.path] ?? []
      if let bytes = try fixed(file, with: fileEdits) {
        result.append(Fixed(path: file.path, bytes: bytes, count: fileEdits.count))
      }
    }
    return result
  }

  /// The file's bytes on disk with `edits` (offsets into `file`'s preprocessed bytes) made;
  /// `nil` when it is not a `.skss` file.
  static func fixed(_ file: SourceFile, with edits: [FixIt]) throws -> [UInt8]? {
    guard let raw = FileManager.default.contents(atPath: file.path).map({ [UInt8]($0) }) else {
      throw Refusal(message: "cannot read '\(file.path)' again; nothing was written")
    }
    guard Interchange.detectFormat(path: file.path, bytes: raw) == .skss else { return nil }
    guard SourceFile(path: file.path, utf8: raw).bytes == file.bytes else {
      throw Refusal(message: "\(file.path) changed since it was read; nothing was written")
    }
    let sorted = try ordered(edits, in: file)
    let offsets = PreprocessedOffsets(editorBytes: raw)
    var result = raw
    var expected = file.bytes
    // From the last edit to the first, so that earlier offsets stay valid.
    for edit in sorted.reversed() {
      let lower = offsets.editorOffset(ofPreprocessed: edit.range.bytes.lowerBound)
      let upper = offsets.editorOffset(ofPreprocessed: edit.range.bytes.upperBound)
      result.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
      expected.replaceSubrange(edit.range.bytes, with: Array(edit.replacement.utf8))
    }
    guard SourceFile(path: file.path, utf8: result).bytes == expected else {
      throw Refusal(
        message:
          "\(file.path): the fix-its cannot be mapped onto the file's bytes (invalid UTF-8?); nothing was written"
      )
    }
    return result
  }

  /// The edits by position, each once; an error when two overlap (share a byte, insert at one
  /// place, or one inserts inside what another replaces).
  static func ordered(_ edits: [FixIt], in file: SourceFile) throws -> [FixIt] {
    var unique: [FixIt] = []
    for edit in edits
    where !unique.contains(where: { $0.range == edit.range && $0.replacement == edit.replacement })
    {
      unique.append(edit)
    }
    let sorted = unique.sorted {
      ($0.range.bytes.lowerBound, $0.range.bytes.upperBound)
        < ($1.range.bytes.lowerBound, $1.range.bytes.upperBound)
    }
    var overlap: (Int, Int)?
    for index in sorted.indices.dropFirst() {
      let a = sorted[index - 1].range.bytes
      let b = sorted[index].range.bytes
      if a.upperBound > b.lowerBound || (a.isEmpty && b.isEmpty && a == b) {
        overlap = (a.lowerBound, b.lowerBound)
        break
      }
    }
    if let (first, second) = overlap {
      throw Refusal(
        message:
          "\(file.path): the fix-its at \(file.location(at: first)) and \(file.location(at: second)) overlap; nothing was written (fix one by hand and run again)"
      )
    }
    return sorted
  }

  /// Writes each file (atomically); a file that cannot be written is a usage error, after the
  /// files before it were written.
  static func write(_ files: [Fixed]) throws(UsageError) {
    for file in files {
      do {
        try Data(file.bytes).write(to: URL(fileURLWithPath: file.path), options: .atomic)
      } catch {
        throw UsageError("cannot write '\(file.path)': \(error.localizedDescription)")
      }
    }
  }
}
