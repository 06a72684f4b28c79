import SkinKitSupport
import SkinKitSyntax

/// Imported sheets kept between loads of the sheets that import them, each with the bytes
/// of every file it was built from: a load takes an imported sheet from here when reading
/// its files again gives the same bytes, and parses it otherwise. What an editor needs,
/// which reloads a document on every change — the document is parsed again, the files it
/// imports are only read.
///
/// An imported sheet is kept per import chain (the same file imported through another chain
/// may report a cycle the first did not), and not kept when building it ran into the
/// import limits (what it holds then depends on the imports before it).
///
/// ```swift
/// let cache = ImportCache()
/// let first = try Stylesheet.load(forEditing: "main.skss", reader: .fileSystem, imports: cache)
/// let again = try Stylesheet.load(forEditing: "main.skss", reader: .fileSystem, imports: cache)
/// cache.parsedFiles   // the imports of main.skss, parsed once
/// ```
package final class ImportCache: Sendable {
  /// Which import an entry is: the file, the chain of files importing it, and its depth.
  struct Key: Hashable {
    var path: String
    var chain: [String]
    var depth: Int
  }

  /// A file read while loading, and its bytes (`nil` when it could not be read).
  struct Read: Equatable {
    var path: String
    var bytes: [UInt8]?
  }

  struct Entry {
    var sheet: Stylesheet
    var bytes: [UInt8]
    /// The imports counted while building it (against ``Stylesheet/maximumImportCount``).
    var nestedImports: Int
    /// The files its imports read.
    var nestedReads: [Read]
  }

  private let entries = Locked<[Key: Entry]>([:])
  private let parsed = Locked(0)

  package init() {}

  /// How many imported files were parsed (not taken from the cache) so far.
  package var parsedFiles: Int { parsed.withLock { $0 } }

  /// The entry for an import whose file read `bytes`, if its imports still read what they
  /// did and taking it stays within `budget` more imports.
  func reusable(_ key: Key, bytes: [UInt8], reader: FileReader, budget: Int) -> Entry? {
    guard let entry = entries.withLock({ $0[key] }), entry.bytes == bytes,
      entry.nestedImports <= budget
    else { return nil }
    for read in entry.nestedReads where (try? reader.read(read.path)) != read.bytes {
      return nil
    }
    return entry
  }

  /// Keeps a sheet just built for an import.
  func store(
    _ sheet: Stylesheet, for key: Key, bytes: [UInt8], nestedImports: Int, nestedReads: [Read]
  ) {
    parsed.withLock { $0 += 1 }
    guard !sheet.parseDiagnostics.contains(where: { $0.id == .importLimit }) else {
      entries.withLock { $0[key] = nil }
      return
    }
    let entry = Entry(
      sheet: sheet, bytes: bytes, nestedImports: nestedImports, nestedReads: nestedReads)
    entries.withLock { $0[key] = entry }
  }
}
