import Foundation
import SkinKit
import SkinKitStudio
import Testing

/// The studio on every bundled sheet and sample tree: every node of the tree is in the
/// outline, shown inside the picture's screen or not at all, and every node's values are
/// the ones resolution gives (the browser check, `Scripts/studio/visit.py`, opens each in
/// Chromium).
@Suite("Studio on the bundled sheets and trees")
struct StudioBundledTests {
  static let sheets = ["Default", "Ocean", "Pad", "Showcase"]
  static let trees = ["ipad", "login", "preview", "settings", "tabs"]

  static var cases: [(sheet: String, tree: String)] {
    sheets.flatMap { sheet in trees.map { (sheet, $0) } }
  }

  @Test("the outline, the frames and every node's values", arguments: cases)
  func bundled(sheet: String, tree: String) throws {
    let sheetPath = "Stylesheets/\(sheet).skss"
    let treePath = "Samples/Trees/\(tree).json"
    let studio = try TestStudio(
      files: [:], sheets: [Product.path(sheetPath)], tree: Product.path(treePath))
    let state = try studio.state()
    #expect((state["diagnostics"] as? [Any])?.isEmpty == true, "\(state["diagnostics"] ?? "")")
    let view = try #require(try studio.json("api/view?source=tree")["view"] as? [String: Any])
    let picture = try #require(view["picture"] as? [String: Any])
    let width = try #require(picture["width"] as? Double)
    let height = try #require(picture["height"] as? Double)
    let nodes = try #require(view["nodes"] as? [[String: Any]])
    let environment = try #require(view["environment"] as? [String: String])
    let (_, resolution) = try Product.resolve(
      sheets: [sheetPath], tree: treePath, environment: environment)
    #expect(nodes.map { $0["path"] as? String } == resolution.nodes.map(\.stylePath))
    #expect(nodes.contains { $0["frame"] != nil })
    for node in nodes {
      if let frame = node["frame"] as? [Double] {
        #expect(
          frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= width + 0.01
            && frame[1] + frame[3] <= height + 0.01, "\(node)")
      }
      let path = try #require(node["path"] as? String)
      let properties = try #require(try studio.details(path)["properties"] as? [[String: Any]])
      for property in properties {
        let name = try #require(property["name"] as? String)
        #expect(
          property["value"] as? String == Product.value(name, at: path, in: resolution),
          "\(sheet) on \(tree): \(path) \(name)")
        if property["status"] as? String == "declared" {
          #expect(
            (property["declarations"] as? [[String: Any]])?.first?["status"] as? String != "lost")
        }
      }
    }
  }
}
