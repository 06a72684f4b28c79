import Foundation
import SkinKitStudio
import Testing

/// The studio through its addresses, as the page and apps use it.
@Suite("Studio")
struct StudioTests {
  static let sheet = """
    $accent: #0a84ff;
    Window { color: #111111; --tint: #ff0000; }
    Button { background-color: gray; title-color: white; }
    Button.primary { background-color: $accent; }
    #save { background-color: var(--tint); }

    """

  static let tree = """
    {"environment": {"idiom": "phone", "color-scheme": "light"},
     "root": {"type": "Window", "children": [
       {"type": "Button", "id": "save", "classes": ["primary"], "attributes": {"title": "Save"}},
       {"type": "Label", "attributes": {"text": "Hello"}}]}}
    """

  static func studio() throws -> TestStudio {
    try TestStudio(
      files: ["theme.skss": sheet, "tree.json": tree], sheets: ["theme.skss"], tree: "tree.json")
  }

  @Test("every address starts with the token; the page carries its security policy")
  func token() throws {
    let studio = try Self.studio()
    let client = studio.client
    #expect(try client.request("GET", "/").status == 403)
    #expect(try client.request("GET", "/t/not-the-token-0123456/").status == 403)
    #expect(try client.request("GET", "/t/\(TestStudio.token)x/").status == 403)
    let redirect = try client.request("GET", "/t/\(TestStudio.token)")
    #expect(redirect.status == 303 && redirect.headers["location"] == "/t/\(TestStudio.token)/")
    let page = try studio.get("")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.text.contains("<script src=\"studio.js\" defer></script>"))
    #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
    #expect(page.headers["x-frame-options"] == "DENY")
    #expect(try studio.get("studio.js").headers["content-type"] == "text/javascript; charset=utf-8")
    #expect(try studio.get("studio.css").status == 200)
    #expect(try studio.get("nothing").status == 404)
    let wrongMethod = try client.request("POST", "/t/\(TestStudio.token)/events")
    #expect(wrongMethod.status == 405 && wrongMethod.headers["allow"] == "GET")
    #expect(
      try client.request("GET", "/t/\(TestStudio.token)/", host: "rebound.example:7340").status
        == 403)
  }

  @Test("the state: the sheets, no diagnostic, the tree, its environment and the choices")
  func state() throws {
    let studio = try Self.studio()
    let state = try studio.state()
    #expect(state["sheets"] as? [String] == ["theme.skss"])
    #expect(state["failing"] as? [String] == [])
    #expect((state["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(state["tree"] as? String == "tree.json")
    let sources = state["sources"] as? [[String: Any]]
    #expect(sources?.map { $0["id"] as? String } == ["tree"])
    let environment = state["environment"] as? [String: String]
    #expect(environment?["idiom"] == "phone" && environment?["color-scheme"] == "light")
    let choices = state["choices"] as? [String: [String]]
    #expect(choices?["color-scheme"] == ["light", "dark"])
    #expect(choices?["content-size"]?.first == "extra-small")
  }

  @Test("a view: the picture, the outline with frames inside it, the environment")
  func view() throws {
    let studio = try Self.studio()
    let answer = try studio.json("api/view?source=tree&env=color-scheme%3Ddark")
    let view = try #require(answer["view"] as? [String: Any])
    let picture = try #require(view["picture"] as? [String: Any])
    let width = try #require(picture["width"] as? Double)
    let height = try #require(picture["height"] as? Double)
    let svg = try #require(picture["svg"] as? String)
    #expect(
      svg.contains(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\""
      ))
    let nodes = try #require(view["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["path"] as? String } == ["0", "0/0", "0/1"])
    #expect(nodes.map { $0["label"] as? String } == ["Window", "Button#save.primary", "Label"])
    #expect(nodes.map { $0["depth"] as? Int } == [0, 1, 1])
    for node in nodes {
      let frame = try #require(node["frame"] as? [Double], "every node of this tree is drawn")
      #expect(
        frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= width
          && frame[1] + frame[3] <= height)
    }
    let environment = view["environment"] as? [String: String]
    #expect(environment?["color-scheme"] == "dark")
    #expect(environment?["width"] == "390" && environment?["height"] == "844")
    #expect(try studio.get("api/view?source=tree&env=idiom%3Dwatchtower").status == 400)
    #expect(try studio.get("api/view?source=tree&env=nonsense").status == 400)
    #expect(try studio.get("api/view?source=app%3Anone%3A0").status == 404)
  }

  @Test("a node's values: the winner with file, line, selector, specificity; the losers and why")
  func values() throws {
    let studio = try Self.studio()
    let background = try #require(try studio.property("background-color", of: "0/0"))
    #expect(background["value"] as? String == "#ff0000ff")
    #expect(background["swatch"] as? String == "#ff0000ff")
    #expect(background["status"] as? String == "declared")
    let declarations = try #require(background["declarations"] as? [[String: Any]])
    #expect(declarations.map { $0["status"] as? String } == ["wins", "lost", "lost"])
    #expect(
      declarations.map { $0["selector"] as? String } == ["#save", "Button.primary", "Button"])
    #expect(declarations.map { $0["specificity"] as? String } == ["(1,0,0)", "(0,1,1)", "(0,0,1)"])
    #expect(
      declarations.map { $0["text"] as? String } == [
        "background-color: var(--tint)", "background-color: #0a84ffff",
        "background-color: #808080ff",
      ])
    #expect(
      declarations.map { $0["reason"] as? String } == [
        nil, "specificity: (0,1,1) < (1,0,0)", "specificity: (0,0,1) < (1,0,0)",
      ])
    let location = try #require(declarations[0]["location"] as? [String: Any])
    #expect(location["file"] as? String == "theme.skss")
    #expect(location["line"] as? Int == 5 && location["column"] as? Int == 9)
    #expect(location["editable"] as? Bool == true)
    let color = try #require(try studio.property("color", of: "0/0"))
    #expect(color["status"] as? String == "inherited")
    #expect(color["inheritedFrom"] as? String == "0")
    #expect(color["inheritedFromLabel"] as? String == "Window")
    #expect(
      (color["inheritedDeclarations"] as? [[String: Any]])?.first?["selector"] as? String
        == "Window")
    // A custom property is listed where it is declared, not on each node inheriting it.
    #expect(try studio.property("--tint", of: "0")?["value"] as? String == "#ff0000")
    #expect(try studio.property("--tint", of: "0/0") == nil)
    #expect(try studio.get("api/node?source=tree&path=0/7").status == 404)
    #expect(try studio.get("api/node?source=tree&path=x").status == 404)
  }

  @Test("a sheet read and saved; If-Match guards a save made elsewhere; content checked")
  func sheets() throws {
    let studio = try Self.studio()
    let read = try studio.get("api/sheet?file=theme.skss")
    #expect(read.status == 200 && read.text == Self.sheet)
    let tag = try #require(read.headers["etag"])
    let edited = Self.sheet.replacingOccurrences(of: "#ff0000", with: "#00ff00")
    let path = "/t/\(TestStudio.token)/api/sheet?file=theme.skss"
    let text = [("Content-Type", "text/plain; charset=utf-8")]
    #expect(
      try studio.client.request(
        "PUT", path, headers: text + [("If-Match", "\"stale\"")], body: Array(edited.utf8)
      ).status
        == 412)
    #expect(
      try studio.client.request(
        "PUT", path, headers: [("Content-Type", "application/json")], body: Array(edited.utf8)
      )
      .status == 415)
    #expect(
      try studio.client.request("PUT", path, headers: text, body: [0xFF, 0xFE]).status == 422)
    let saved = try studio.client.request(
      "PUT", path, headers: text + [("If-Match", tag)], body: Array(edited.utf8))
    #expect(saved.status == 204)
    #expect(
      try String(contentsOfFile: studio.directory.path("theme.skss"), encoding: .utf8) == edited)
    #expect(saved.headers["etag"] == (try studio.get("api/sheet?file=theme.skss").headers["etag"]))
    #expect(
      eventually {
        (try? studio.property("background-color", of: "0/0")?["value"] as? String) == "#00ff00ff"
      })
  }

  @Test(
    "no file outside the sheets' folders is read or written, nor any that is not a sheet",
    arguments: [
      "../outside.skss", "/etc/passwd", "sub/../../outside.skss", "link.skss", "notes.txt",
      "missing.skss", "", "theme.skss%00.txt",
    ])
  func confinement(name: String) throws {
    let studio = try TestStudio(
      files: [
        "sheets/theme.skss": Self.sheet, "outside.skss": "secret { }", "sheets/notes.txt": "x",
      ],
      sheets: ["sheets/theme.skss"])
    symlink(studio.directory.path("outside.skss"), studio.directory.path("sheets/link.skss"))
    #expect(try studio.get("api/sheet?file=\(RequestTarget.encode(name))").status == 404)
    #expect(try studio.get("sheets/\(name)").status >= 400)
    let put = try studio.client.request(
      "PUT", "/t/\(TestStudio.token)/api/sheet?file=\(RequestTarget.encode(name))",
      headers: [("Content-Type", "text/plain")], body: Array("x { }".utf8))
    #expect(put.status == 404)
    #expect(
      try String(contentsOfFile: studio.directory.path("outside.skss"), encoding: .utf8)
        == "secret { }")
  }

  @Test("a sheet for an app's live reload: its ETag, and 304 while it has not changed")
  func reloadAddress() throws {
    let studio = try Self.studio()
    let first = try studio.get("sheets/theme.skss")
    #expect(first.status == 200 && first.text == Self.sheet)
    let tag = try #require(first.headers["etag"])
    let again = try studio.get("sheets/theme.skss", headers: [("If-None-Match", tag)])
    #expect(again.status == 304 && again.body.isEmpty)
    #expect(
      try studio.get("sheets/theme.skss", headers: [("If-None-Match", "\"other\"")]).status == 200)
  }

  @Test(
    "a save is announced on the event stream; a broken one shows its diagnostic and keeps the last good values"
  )
  func events() throws {
    let studio = try Self.studio()
    let stream = try RawHTTP.Connection(port: studio.studio.server.port)
    stream.send(Array("GET /t/\(TestStudio.token)/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    /// The events received so far, once there are `count` of them.
    func events(_ count: Int) -> [[String: Int]] {
      func read(_ text: String) -> [EventStreamReader.Event] {
        EventStreamReader.events(
          in: text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
      }
      return read(stream.read { read($0).count >= count }).map {
        (try? JSONSerialization.jsonObject(with: Data($0.data.utf8))) as? [String: Int] ?? [:]
      }
    }
    let first = try #require(events(1).first)
    // Make the node's values wanted, as a page showing them does.
    _ = try studio.details("0/0")
    try studio.directory.replace(
      "theme.skss", Self.sheet.replacingOccurrences(of: "#ff0000", with: "#0000ff"))
    let applied = events(2)[1]
    #expect(applied["version"] == first["version"]! + 1)
    #expect(applied["generation"]! > first["generation"]!)
    #expect(try studio.property("background-color", of: "0/0")?["value"] as? String == "#0000ffff")

    try studio.directory.replace("theme.skss", Self.sheet + "Label { color: $missing; }\n")
    let failed = events(3)[2]
    #expect(failed["version"] == applied["version"]! + 1)
    #expect(failed["generation"] == applied["generation"], "the pictures and values stay")
    let state = try studio.state()
    #expect(state["failing"] as? [String] == ["theme.skss"])
    let diagnostic = try #require((state["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["id"] as? String == "undefined-constant")
    #expect(diagnostic["severity"] as? String == "error")
    let location = diagnostic["location"] as? [String: Any]
    #expect(location?["file"] as? String == "theme.skss")
    #expect(location?["line"] as? Int == 6 && location?["column"] as? Int == 16)
    #expect(try studio.property("background-color", of: "0/0")?["value"] as? String == "#0000ffff")
  }

  static let snapshot = """
    {"id": "app-1", "name": "Demo", "process": 42, "roots": [
      {"environment": {"idiom": "phone", "color-scheme": "dark"}, "types": {"Card": "View"},
       "root": {"type": "Window", "values": {"color": "#111111ff"}, "children": [
         {"type": "Card", "children": [
           {"type": "Button", "id": "save", "classes": ["primary"], "state": ["highlighted"],
            "values": {"background-color": "#123456ff", "title-color": "#ffffffff",
                       "opacity": "0.5"}}]}]}}]}
    """

  @Test(
    "an app's snapshot: its tree is a source, its values beside the studio's; stopped, it stays")
  func apps() throws {
    let studio = try Self.studio()
    let path = "/t/\(TestStudio.token)/api/apps"
    let json = [("Content-Type", "application/json")]
    #expect(
      try studio.client.request("POST", path, headers: json, body: Array(Self.snapshot.utf8)).status
        == 204)
    let sources = try #require(try studio.state()["sources"] as? [[String: Any]])
    #expect(sources.map { $0["id"] as? String } == ["tree", "app:app-1:0"])
    #expect(sources[1]["name"] as? String == "Demo (42) · Window")
    #expect((sources[1]["environment"] as? [String: String])?["color-scheme"] == "dark")
    let view = try #require(
      try studio.json("api/view?source=app%3Aapp-1%3A0")["view"] as? [String: Any])
    #expect(
      (view["nodes"] as? [[String: Any]])?.map { $0["label"] as? String } == [
        "Window", "Card", "Button#save.primary:highlighted",
      ])
    #expect(
      (view["environment"] as? [String: String])?["color-scheme"] == "dark",
      "the app's own environment")
    let details = try #require(
      try studio.json("api/node?source=app%3Aapp-1%3A0&path=0%2F0%2F0")["details"] as? [String: Any]
    )
    let properties = try #require(details["properties"] as? [[String: Any]])
    let background = try #require(properties.first { $0["name"] as? String == "background-color" })
    #expect(background["value"] as? String == "#ff0000ff")
    #expect(background["appValue"] as? String == "#123456ff", "the app has another value")
    let title = try #require(properties.first { $0["name"] as? String == "title-color" })
    #expect(title["value"] as? String == "#ffffffff" && title["appValue"] as? String == "#ffffffff")
    let opacity = try #require(properties.first { $0["name"] as? String == "opacity" })
    #expect(opacity["status"] as? String == "app" && opacity["appValue"] as? String == "0.5")

    #expect(try studio.client.request("DELETE", path + "/app-1").status == 204)
    let after = try #require(try studio.state()["sources"] as? [[String: Any]])
    #expect(after.last?["name"] as? String == "Demo (42) · Window — stopped")
    #expect(try studio.client.request("DELETE", path + "/unknown").status == 404)
  }

  @Test(
    "a bad snapshot is refused: 400 not JSON of a snapshot, 422 a tree that is not one, 415 not JSON",
    arguments: [
      ("{", "application/json", 400),
      (#"{"id": "x"}"#, "application/json", 400),
      (#"{"id": "../x", "name": "a", "process": 1, "roots": []}"#, "application/json", 422),
      (
        #"{"id": "x", "name": "a", "process": 1, "roots": [{"environment": {}, "types": {}, "root": {"type": "View", "state": ["pressed"]}}]}"#,
        "application/json", 422
      ),
      (
        #"{"id": "x", "name": "a", "process": 1, "roots": [{"environment": {"idiom": "toaster"}, "types": {}, "root": {"type": "View"}}]}"#,
        "application/json", 422
      ),
      (#"{"id": "x", "name": "a", "process": 1, "roots": []}"#, "text/plain", 415),
    ])
  func badSnapshots(body: String, type: String, status: Int) throws {
    let studio = try Self.studio()
    let response = try studio.client.request(
      "POST", "/t/\(TestStudio.token)/api/apps", headers: [("Content-Type", type)],
      body: Array(body.utf8))
    #expect(response.status == status, "\(response.text)")
    #expect(try studio.client.request("GET", "/t/\(TestStudio.token)/api/state").status == 200)
  }
}
