import Foundation
import Testing

/// Transitions and animations through the CLI: a preview of one frame, the bench's frames,
/// and the usage errors of `--at`.
@Suite("Transitions in skss preview and skss bench")
struct TransitionCommandTests {
  static let fading = """
    View { background-color: #000000; transition: background-color 200ms linear }
    @media (prefers-color-scheme: dark) { View { background-color: #ffffff } }
    """

  private func files(_ sheet: String, _ tree: String) throws -> (URL, String, String) {
    let directory = try Product.temporaryDirectory()
    let sheetPath = directory.appendingPathComponent("motion.skss").path
    let treePath = directory.appendingPathComponent("tree.json").path
    try sheet.write(toFile: sheetPath, atomically: true, encoding: .utf8)
    try tree.write(toFile: treePath, atomically: true, encoding: .utf8)
    return (directory, sheetPath, treePath)
  }

  @Test("preview --at draws the values a quarter of the way from light to dark")
  func previewOfAFrame() throws {
    let (directory, sheet, tree) = try files(
      Self.fading, #"{"root": {"type": "View", "attributes": {"width": "100", "height": "100"}}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("frame").path
    let frame = Product.run([
      "preview", sheet, "--tree", tree, "--from-env", "color-scheme=light", "--env",
      "color-scheme=dark", "--at", "50ms", "--no-png", "-o", output,
    ])
    #expect(frame.status == 0)
    #expect(
      frame.out.hasPrefix(
        "\(sheet) on \(tree) (phone 390×844, dark, 50ms after color-scheme=light)\n"))
    let svg = try String(contentsOfFile: output + ".svg", encoding: .utf8)
    #expect(svg.contains(##"fill="#404040""##))
    // The end of the transition is the dark value; no frame of it is the light one.
    let end = Product.run([
      "preview", sheet, "--tree", tree, "--from-env", "color-scheme=light", "--env",
      "color-scheme=dark", "--at", "0.2s", "--no-png", "-o", output,
    ])
    #expect(end.status == 0)
    let last = try String(contentsOfFile: output + ".svg", encoding: .utf8)
    #expect(!last.contains(##"fill="#404040""##))
  }

  @Test("preview --at alone draws the frame of the sheet's animations that long after styling")
  func previewOfAnAnimationFrame() throws {
    let (directory, sheet, tree) = try files(
      """
      @keyframes pulse { from { background-color: #000000 } to { background-color: #ffffff } }
      View { animation: pulse 200ms linear infinite }
      """,
      #"{"root": {"type": "View", "attributes": {"width": "100", "height": "100"}}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("frame").path
    let frame = Product.run([
      "preview", sheet, "--tree", tree, "--at", "250ms", "--no-png", "-o", output,
    ])
    #expect(frame.status == 0)
    #expect(
      frame.out.hasPrefix("\(sheet) on \(tree) (phone 390×844, light, 250ms after styling)\n"))
    // A quarter of the second iteration: a quarter of the way from black to white.
    let svg = try String(contentsOfFile: output + ".svg", encoding: .utf8)
    #expect(svg.contains(##"fill="#404040""##))
  }

  @Test("--from-env needs --at, and --at takes a CSS time")
  func usageErrors() throws {
    let (directory, sheet, tree) = try files(Self.fading, #"{"root": {"type": "View"}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("p").path
    let cases: [([String], String)] = [
      (
        ["--from-env", "color-scheme=light"],
        "skss preview: --from-env needs --at: the time after the change to draw\n"
      ),
      (
        ["--from-env", "color-scheme=light", "--at", "1.5"],
        "skss preview: --at takes a time such as 150ms or 0.2s, not '1.5'\n"
      ),
      (
        ["--from-env", "color-scheme=light", "--at", "-2ms"],
        "skss preview: --at takes a time such as 150ms or 0.2s, not '-2ms'\n"
      ),
    ]
    for (arguments, message) in cases {
      let run = Product.run(
        ["preview", sheet, "--tree", tree, "--no-png", "-o", output] + arguments)
      #expect(run.status == 2)
      #expect(run.err.hasPrefix(message))
    }
  }

  @Test("bench --transitions starts one transition a changed value and moves them in frames")
  func benchFrames() throws {
    let (directory, sheet, tree) = try files(
      "Label { color: #000000 } .theme-dark Label { color: #ffffff }",
      #"{"root": {"type": "Window", "children": [{"type": "Label"}, {"type": "Label"}]}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let bench = Product.run([
      "bench", "--tree", tree, "--sheet", sheet, "--runs", "1", "--transitions", "--json",
    ])
    #expect(bench.status == 0)
    let figures = try #require(
      JSONSerialization.jsonObject(with: Data(bench.out.utf8)) as? [String: Any])
    #expect(figures["transitions_started"] as? Int == 2)
    #expect(figures["frame_transitions_running"] as? Int == 2)
    #expect(figures["frame_written"] as? Int == 2)
    for key in ["frame_idle_us", "transitions_start_ms", "frame_ms"] {
      #expect(figures[key] is Double)
    }
  }

  @Test("bench --animations starts one animation a node and moves them in frames")
  func benchAnimationFrames() throws {
    let (directory, sheet, tree) = try files(
      "Label { color: #000000 }",
      #"{"root": {"type": "Window", "children": [{"type": "Label"}, {"type": "Label"}]}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let bench = Product.run([
      "bench", "--tree", tree, "--sheet", sheet, "--runs", "1", "--animations", "--json",
    ])
    #expect(bench.status == 0)
    let figures = try #require(
      JSONSerialization.jsonObject(with: Data(bench.out.utf8)) as? [String: Any])
    // The window and its two labels: each a View, each taking opacity.
    #expect(figures["animations_running"] as? Int == 3)
    #expect(figures["frame_animations_running"] as? Int == 3)
    #expect(figures["animation_frame_written"] as? Int == 3)
    for key in ["animations_style_ms", "animation_frame_ms"] {
      #expect(figures[key] is Double)
    }
  }
}
