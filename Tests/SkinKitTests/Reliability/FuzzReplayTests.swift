import Foundation
import SkinKit
import Testing

/// Every input the fuzzer found a bug with (minimized, in `Tests/Fixtures/Reliability/fuzz`)
/// goes through the fuzz target's whole pipeline again.
@Suite("Fuzzing regressions")
struct FuzzReplayTests {
  static let inputs: [String] = {
    let directory = Fixtures.url("Reliability/fuzz").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".skss") }.sorted()
  }()

  @Test(arguments: inputs)
  func replay(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("Reliability/fuzz/\(name)"))
    do {
      try FuzzPipeline.run([UInt8](data))
    } catch {
      Issue.record("\(name): \(error.description)")
    }
  }
}
