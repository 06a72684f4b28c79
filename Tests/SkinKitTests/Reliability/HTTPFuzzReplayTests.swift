import Foundation
import Testing

/// The HTTP fuzz target's seeds (`Fuzz/seeds-http`: requests of every kind the studio meets,
/// hostile ones among them) and every input it found a bug with
/// (`Tests/Fixtures/Reliability/fuzz-http`) go through its pipeline again.
@Suite("HTTP fuzzing regressions")
struct HTTPFuzzReplayTests {
  static let directories = ["Fuzz/seeds-http", "Tests/Fixtures/Reliability/fuzz-http"]

  static let inputs: [String] = directories.flatMap { directory in
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Product.path(directory))) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
  }

  @Test func thereAreInputsToReplay() {
    #expect(Self.inputs.count >= 15)
  }

  @Test(arguments: inputs)
  func replay(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Product.path(path)))
    do {
      try HTTPFuzzPipeline.run([UInt8](data))
    } catch {
      Issue.record("\(path): \(error.description)")
    }
  }
}
