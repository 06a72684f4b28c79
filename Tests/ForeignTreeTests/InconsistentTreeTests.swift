import Foundation
import SkinKit
import Testing

/// A node whose parent and children are whatever the test says, consistent or not.
final class Loose: StyleTreeNode {
  weak var parent: Loose?
  var children: [Loose] = []
  var styleParentNode: (any StyleTreeNode)? { parent }
  var styleChildNodes: [any StyleTreeNode] { children }
}

@Suite("Inconsistent foreign trees")
struct InconsistentTreeTests {
  @Test("a child that names another parent stops with a message naming the classes")
  func childOfAnotherParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = Loose()
      let other = Loose()
      let child = Loose()
      child.parent = other
      root.children = [child]
      root.style(with: Skin(stylesheets: [.parse("Loose { background-color: red }")]))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "SkinKit: a Loose is a child of a Loose but its styleParentNode is another node"))
  }

  @Test("a cycle stops with a message, never a hang")
  func cycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let top = Loose()
      let middle = Loose()
      top.children = [middle]
      middle.parent = top
      middle.children = [top]
      top.parent = middle
      top.style(with: Skin(stylesheets: [.parse("Loose { background-color: red }")]))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("SkinKit: a Loose is among its own descendants: the tree has a cycle"))
  }
}
