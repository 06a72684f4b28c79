import SkinKitStyling
import SkinKitSyntax

/// A control or bar item smaller than 44 × 44 points where the tree file gives its size
/// (`"attributes": {"width": 30, "height": 30}`): Apple's Human Interface Guidelines' minimum
/// hit target, and WCAG 2.5.5's (AAA) 44 × 44. Sizes come from the tree alone (a sheet sets
/// no frame); a node that gives neither is not checked, one that gives one side is checked
/// on it, and a disabled node is exempt (WCAG 2.5.5 and 2.5.8 exempt inactive targets).
///
/// ```swift
/// TouchTargetFinding.findings(in: document).map(\.diagnostic)   // small-touch-target warnings
/// ```
package struct TouchTargetFinding: Sendable, Hashable {
  /// The minimum side, in points.
  package static let minimum = 44.0

  package var nodePath: String
  package var nodeDescription: String
  /// The sides the tree gives.
  package var width: Double?
  package var height: Double?
  /// Where the node is written in the tree file.
  package var range: SourceRange

  /// `touch target 30 × 44 pt is smaller than 44 × 44 pt: 0/2 Button#save`, or with one
  /// side given, `touch target height 31 pt is below 44 pt: 0/3 Switch`.
  package var message: String {
    let minimum = TokenPrinter.formatNumber(Self.minimum)
    let node = ": \(nodePath) \(nodeDescription)"
    switch (width, height) {
    case (let width?, let height?):
      return "touch target \(TokenPrinter.formatNumber(width)) × "
        + "\(TokenPrinter.formatNumber(height)) pt is smaller than \(minimum) × \(minimum) pt"
        + node
    case (let width?, nil):
      return "touch target width \(TokenPrinter.formatNumber(width)) pt is below \(minimum) pt"
        + node
    case (nil, let height):
      return "touch target height \(TokenPrinter.formatNumber(height ?? 0)) pt is below "
        + "\(minimum) pt" + node
    }
  }

  /// The finding as a `small-touch-target` diagnostic at the node in the tree file.
  package var diagnostic: Diagnostic { Diagnostic(.smallTouchTarget, message, at: range) }

  /// The touch targets of `document` that are too small, in document order.
  package static func findings(in document: TreeDocument) -> [TouchTargetFinding] {
    sizedTargets(in: document).compactMap { node, width, height in
      guard width.map({ $0 < minimum }) == true || height.map({ $0 < minimum }) == true else {
        return nil
      }
      return TouchTargetFinding(
        nodePath: node.stylePath,
        nodeDescription: node.styleDescription(typeName: document.typeName(of: node)),
        width: width, height: height, range: document.range(of: node) ?? .none)
    }
  }

  /// The enabled controls and bar items the tree gives a width or a height, with them.
  package static func sizedTargets(in document: TreeDocument) -> [(
    node: StyleNode, width: Double?, height: Double?
  )] {
    document.nodes.compactMap { node in
      guard node is Control || node is BarItem, !node.styleState.contains(.disabled) else {
        return nil
      }
      let width = node.styleAttribute("width").flatMap(Double.init)
      let height = node.styleAttribute("height").flatMap(Double.init)
      return width == nil && height == nil ? nil : (node, width, height)
    }
  }
}
