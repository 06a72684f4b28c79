import Foundation
import SkinKit
import Testing

/// The NUI and Classy samples in `Samples/Interchange` (their README's tables), value by
/// value: what each declaration meant in NUI or Classy is what the converted sheet gives.
@Suite("The NUI and Classy samples, value by value")
struct SampleMigrationTests {
  typealias Check = PeerFiles.Check

  static func values(_ sample: String, tree: String, _ checks: [Check]) throws -> [String] {
    let path = InterchangeSupport.samples.appendingPathComponent(sample).path
    let converted = try Interchange.load(contentsOf: path)
    #expect(StyleCascade(stylesheets: [converted.stylesheet]).diagnostics.isEmpty)
    return try PeerFiles.values([converted.stylesheet], tree: tree, checks: checks)
  }

  static let nuiTree = """
    {"environment": {"idiom": "pad"}, "root": {"type": "Window", "children": [
      {"type": "Button"}, {"type": "Button", "state": ["highlighted"]},
      {"type": "Button", "classes": ["LargeButton"]},
      {"type": "Label"}, {"type": "NavigationBar"}, {"type": "Switch"}]}}
    """

  static let nuiChecks = [
    // @accentColor, a constant; corner-radius is border-radius.
    Check("0/0", "background-color", "#1f6fd1ff"), Check("0/0", "border-radius", "6"),
    // A button's font-color is its title's; -highlighted its highlighted state's, lightGray
    // UIKit's #aaaaaa.
    Check("0/0", "title-color", "#ffffffff"), Check("0/1", "title-color", "#aaaaaaff"),
    // font-name and font-size: one title-font; LargeButton changes the size alone.
    Check("0/0", "title-font", "16 HelveticaNeue"), Check("0/2", "title-font", "22 HelveticaNeue"),
    // padding, a box in CSS order, is a button's title insets.
    Check("0/0", "title-insets", "8 12 8 12"),
    // A label's font-color is its color; @media (device:ipad) is @media pad.
    Check("0/3", "color", "#333333ff"), Check("0/3", "font-family", "HelveticaNeue"),
    Check("0/3", "font-size", "17"), Check("0/3", "text-shadow-color", "#ffffffff"),
    Check("0/3", "text-shadow-offset", "0 1"),
    // background-tint-color is tint-color.
    Check("0/4", "tint-color", "#f4f4f4ff"), Check("0/4", "title-color", "#333333ff"),
    Check("0/4", "title-font", "18 HelveticaNeue-Medium"),
    Check("0/5", "on-tint-color", "#1f6fd1ff"),
  ]

  @Test("nui.nss", arguments: nuiChecks)
  func nui(_ check: Check) throws {
    #expect(try Self.values("nui.nss", tree: Self.nuiTree, [check]) == [check.value])
  }

  static let classyTree = """
    {"types": {"FancyButton": "Button", "FancyLabel": "Label"}, "environment": {"idiom": "phone"},
     "root": {"type": "Window", "children": [
      {"type": "Button", "classes": ["primary"]}, {"type": "FancyButton", "classes": ["primary"],
       "state": ["highlighted"]},
      {"type": "NavigationBar"},
      {"type": "TableViewCell", "children": [{"type": "Label"}, {"type": "FancyLabel"},
        {"type": "View", "children": [{"type": "Label"}]}]}]}}
    """

  static let classyChecks = [
    // ^UIButton: subclasses too; $accent a constant.
    Check("0/0", "background-color", "#1f6fd1ff"), Check("0/1", "background-color", "#1f6fd1ff"),
    Check("0/0", "title-color", "#ffffffff"),
    // title-color[state:highlighted], light-gray UIKit's #aaaaaa.
    Check("0/1", "title-color", "#aaaaaaff"),
    // layer @{ corner-radius $radius * 2 }: the view's own border-radius, computed.
    Check("0/0", "border-radius", "6"),
    // UIButton.primary: exactly UIButton; content-edge-insets in UIEdgeInsetsMake's order
    // (top, left, bottom, right).
    Check("0/0", "content-insets", "4 10 6 12"), Check("0/1", "content-insets", "0 0 0 0"),
    // title-text-attributes @{ … }: title-color and title-font.
    Check("0/2", "bar-tint-color", "#f4f4f4ff"), Check("0/2", "title-color", "#333333ff"),
    Check("0/2", "title-font", "18 HelveticaNeue-Medium"),
    // Nesting by indentation, `> UILabel` a child: exactly UILabel, not a subclass or a
    // grandchild.
    Check("0/3/0", "color", "#333333ff"), Check("0/3/0", "font-size", "15"),
    Check("0/3/1", "color", "#000000ff"), Check("0/3/2/0", "color", "#000000ff"),
  ]

  @Test("classy.cas", arguments: classyChecks)
  func classy(_ check: Check) throws {
    #expect(try Self.values("classy.cas", tree: Self.classyTree, [check]) == [check.value])
  }

  /// `@media pad` holds on a pad only (on a phone the label inherits the initial 16); the cell's label keeps its more specific rule's size,
  /// as Classy's precedence (the longer selector) decided.
  @Test func classyDeviceQuery() throws {
    let pad = Self.classyTree.replacingOccurrences(
      of: #""idiom": "phone""#, with: #""idiom": "pad""#)
    let checks = [Check("0/3/0", "font-size", "15"), Check("0/3/1", "font-size", "17")]
    #expect(try Self.values("classy.cas", tree: Self.classyTree, checks) == ["15", "16"])
    #expect(try Self.values("classy.cas", tree: pad, checks) == ["15", "17"])
  }
}
