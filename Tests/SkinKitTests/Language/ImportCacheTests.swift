import Foundation
import SkinKit
import Testing

/// `Stylesheet.load(forEditing:reader:imports:)` gives what `load(contentsOf:)` gives,
/// parsing an imported file again only when it, or a file it imports, changed.
@Suite("Language: imports kept between loads")
struct ImportCacheTests {
  /// Files in memory, changed between loads.
  final class Files: @unchecked Sendable {
    var texts: [String: String]
    init(_ texts: [String: String]) { self.texts = texts }
    var reader: FileReader {
      FileReader { [self] path throws(StylesheetError) in
        guard let text = texts[path] else {
          throw StylesheetError(path: path, message: "no such file")
        }
        return Array(text.utf8)
      }
    }
  }

  static func describe(_ sheet: Stylesheet) -> [String] {
    StyleCascade(stylesheets: [sheet]).diagnostics.map(\.description)
      + StyleCascade(stylesheets: [sheet]).rules.map { "\($0.selector)" }
  }

  @Test("same sheet as without a cache; a changed nested import is parsed again, the rest kept")
  func reuse() throws {
    let files = Files([
      "/w/main.skss": "@import \"a.skss\";\n@import \"missing.skss\";\nMain { color: $a; }\n",
      "/w/a.skss": "@import \"b.skss\";\n$a: red;\nA { colr: red; }\n",
      "/w/b.skss": "B { color: blue; }\n",
    ])
    let cache = ImportCache()
    func load() throws -> (cached: Stylesheet, fresh: Stylesheet) {
      (
        try Stylesheet.load(forEditing: "/w/main.skss", reader: files.reader, imports: cache),
        try Stylesheet.load(contentsOf: "/w/main.skss", reader: files.reader)
      )
    }
    var (cached, fresh) = try load()
    #expect(Self.describe(cached) == Self.describe(fresh))
    #expect(cache.parsedFiles == 2)
    // The document changes: its imports are taken from the cache.
    files.texts["/w/main.skss"]! += "Other { color: $a; }\n"
    (cached, fresh) = try load()
    #expect(Self.describe(cached) == Self.describe(fresh))
    #expect(cache.parsedFiles == 2)
    // A file two levels down changes: it and the file importing it are parsed again.
    files.texts["/w/b.skss"] = "B { color: green; opacity: x; }\n"
    (cached, fresh) = try load()
    #expect(Self.describe(cached) == Self.describe(fresh))
    #expect(cache.parsedFiles == 4)
    // A missing file appears.
    files.texts["/w/missing.skss"] = "M { color: red; }\n"
    (cached, fresh) = try load()
    #expect(Self.describe(cached) == Self.describe(fresh))
    #expect(Self.describe(cached).contains("M"))
    #expect(cache.parsedFiles == 5)
  }

  @Test("cycles are reported as without a cache, through whichever chain imports the file")
  func cycles() throws {
    let files = Files([
      "/w/main.skss": "@import \"a.skss\";\n",
      "/w/other.skss": "@import \"b.skss\";\n",
      "/w/a.skss": "@import \"b.skss\";\n",
      "/w/b.skss": "@import \"a.skss\";\nB { color: red; }\n",
    ])
    let cache = ImportCache()
    for path in ["/w/main.skss", "/w/other.skss", "/w/main.skss", "/w/b.skss"] {
      let cached = try Stylesheet.load(forEditing: path, reader: files.reader, imports: cache)
      let fresh = try Stylesheet.load(contentsOf: path, reader: files.reader)
      #expect(cached.diagnostics.map(\.description) == fresh.diagnostics.map(\.description))
      #expect(cached.diagnostics.contains { $0.id == .importCycle })
    }
  }
}
