import Foundation
import SkinKitStudio
import Testing

/// An app process (`Samples/InspectedApp`) publishing its live trees to a studio with
/// `StyleInspector`, and reloading its sheet from the studio's address: what the page shows
/// of it follows the app.
@Suite("Studio and an inspected app")
struct StudioInspectorTests {
  /// The sample app, built beside the tests.
  static var app: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("InspectedApp").path
  }

  static let colors = "Window { --accent: #0a84ff; }\n"
  static let theme = """
    @import "colors.skss";
    Button.primary { background-color: var(--accent); title-color: white; }

    """

  @Test("the app's tree and values reach the studio; a save in the studio reaches the app")
  func inspectedApp() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.app), "build the sample: swift build")
    let studio = try TestStudio(
      files: ["theme.skss": Self.theme, "colors.skss": Self.colors], sheets: ["theme.skss"])
    let origin = "http://127.0.0.1:\(studio.studio.server.port)"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.app)
    // The sheet from the studio's address, as an app on another machine reads it: its
    // @import resolves there too.
    process.arguments = [
      "--studio", origin, "--token", TestStudio.token, "--sheet",
      "\(origin)/t/\(TestStudio.token)/sheets/theme.skss", "--seconds", "120",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }

    func appSource() throws -> [String: Any]? {
      (try studio.state()["sources"] as? [[String: Any]])?.first { $0["kind"] as? String == "app" }
    }
    func signIn() throws -> [String: Any]? {
      guard let id = try appSource()?["id"] as? String else { return nil }
      let answer = try studio.json("api/node?source=\(RequestTarget.encode(id))&path=0%2F0%2F2")
      let details = answer["details"] as? [String: Any]
      guard details?["label"] as? String == "Button#sign-in.primary" else { return nil }
      return (details?["properties"] as? [[String: Any]])?.first {
        $0["name"] as? String == "background-color"
      }
    }
    // The app's own value, beside the one the studio computes.
    #expect(
      try eventually {
        let property = try signIn()
        return property?["value"] as? String == "#0a84ffff"
          && property?["appValue"] as? String == "#0a84ffff"
      })
    let source = try #require(try appSource())
    #expect(
      (source["name"] as? String)?.hasPrefix("InspectedApp (\(process.processIdentifier)) · Window")
        == true)
    #expect((source["environment"] as? [String: String])?["idiom"] == "phone")
    let labels = try #require(
      (try studio.json("api/view?source=\(RequestTarget.encode(source["id"] as! String))")["view"]
        as? [String: Any])?["nodes"] as? [[String: Any]])
    #expect(
      labels.map { $0["label"] as? String } == [
        "Window", "StackView.form", "Label.title", "TextField#email.field",
        "Button#sign-in.primary", "Button#forgot",
      ])

    // A save in the studio: the app reloads the imported sheet from the studio, restyles
    // and publishes; the studio shows the new value, and the app has it too.
    let saved = try studio.client.request(
      "PUT", "/t/\(TestStudio.token)/api/sheet?file=colors.skss",
      headers: [("Content-Type", "text/plain")],
      body: Array("Window { --accent: #ff9500; }\n".utf8))
    #expect(saved.status == 204)
    #expect(
      try eventually {
        let property = try signIn()
        return property?["value"] as? String == "#ff9500ff"
          && property?["appValue"] as? String == "#ff9500ff"
      })

    // Stopped, the app says so; its last tree stays on show.
    process.terminate()
    process.waitUntilExit()
    #expect(
      try eventually { (try appSource()?["name"] as? String)?.hasSuffix("— stopped") == true })
    #expect(try signIn()?["appValue"] as? String == "#ff9500ff")
  }
}
