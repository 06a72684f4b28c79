import Foundation
import SkinKit
import Testing

/// Each layer declares the diagnostic ids it reports in a table of its own; together they
/// are ``DiagnosticID/allCases``. The tables must not overlap, and each must list every id its
/// file declares.
@Suite("Diagnostic ids by layer")
struct DiagnosticIDTests {
  @Test("no raw value is declared twice, in one layer or across layers")
  func uniqueAcrossLayers() throws {
    let raw = DiagnosticID.allCases.map(\.rawValue)
    #expect(Set(raw).count == raw.count)
    let twice = try ReferenceArticles.diagnosticDeclarations().filter { $0.value.count > 1 }
    #expect(twice.isEmpty, "declared twice: \(twice.keys.sorted())")
  }

  @Test("every id a layer's file declares is in allCases, and allCases holds no other")
  func tablesListTheirDeclarations() throws {
    let declared = try ReferenceArticles.diagnosticDeclarations()
    #expect(Set(declared.keys) == Set(DiagnosticID.allCases.map(\.rawValue)))
    #expect(DiagnosticID.allCases.count == 72)
  }

  @Test("each layer's table is in alphabetical order of raw values")
  func layersInOrder() throws {
    for file in ReferenceArticles.diagnosticIDSources {
      let source = try String(contentsOfFile: Product.path(file), encoding: .utf8)
      let raw = source.split(separator: "\n").compactMap { line -> String? in
        guard line.contains("= DiagnosticID(\""), let open = line.firstIndex(of: "\"") else {
          return nil
        }
        return String(line[line.index(after: open)...].prefix { $0 != "\"" })
      }
      #expect(!raw.isEmpty && raw == raw.sorted(), "\(file)")
    }
  }

  @Test("each layer declares the ids its own code reports")
  func idsLiveInTheirLayer() throws {
    let declared = try ReferenceArticles.diagnosticDeclarations()
    let layer = { (raw: String) in declared[raw].map { $0.file.split(separator: "/")[1] } }
    #expect(layer("bad-url") == "SkinKitSyntax")
    #expect(layer("invalid-selector") == "SkinKitSelectors")
    #expect(layer("unknown-property") == "SkinKitProperties")
    #expect(layer("import-cycle") == "SkinKitCascade")
    #expect(layer("missing-image") == "SkinKitStyling")
    #expect(layer("invalid-json") == "SkinKitInterchange")
    #expect(layer("needless-disable") == "SkinKit")
  }

  @Test("raw values read back; an unknown one is nil")
  func rawValues() {
    #expect(DiagnosticID(rawValue: "unknown-property") == .unknownProperty)
    #expect(DiagnosticID(rawValue: "unknown-property")?.defaultSeverity == .warning)
    #expect(DiagnosticID(rawValue: "bad-url")?.defaultSeverity == .error)
    #expect(DiagnosticID(rawValue: "no-such-id") == nil)
  }
}
