/// Which colors of a node the audit checks: the one table of them.
///
/// A node is checked for a color when its class binds the property (a `Label` binds
/// `color`, a `Button` `title-color`; a `View` binds none of the text colors) and the value
/// came from a declaration, on the node or inherited: a color no rule sets is the widget's
/// own default (UIKit's dynamic label color…), which the sheets do not decide.
package enum AuditedProperties {
  /// Where a text color's size and weight are read.
  package enum FontSource: Sendable, Hashable {
    /// `font-size` and `font-weight`.
    case longhands
    /// A font property of its own (`title-font`).
    case font(String)
  }

  /// A color drawn as text, and the font it is drawn in.
  package struct TextColor: Sendable, Hashable {
    package let property: String
    package let font: FontSource
  }

  /// The text colors: labels', text views' and text fields' `color`, buttons', segmented
  /// controls', bars' and bar items' `title-color`, text fields' `placeholder-color`
  /// (placeholder text is text to WCAG), navigation bars' `large-title-color`.
  package static let text: [TextColor] = [
    TextColor(property: "color", font: .longhands),
    TextColor(property: "title-color", font: .font("title-font")),
    TextColor(property: "placeholder-color", font: .longhands),
    TextColor(property: "large-title-color", font: .font("large-title-font")),
  ]

  /// The colors of controls' parts, checked at 3:1 (WCAG 1.4.11): `tint-color` on controls
  /// and bar button items (UIKit draws their glyphs, tracks and outlines in it, and the title
  /// of a button that has no title color; on a plain view it paints nothing), `border-color`
  /// wherever a `border-width` above 0 applies.
  package static let tint = "tint-color"
  package static let border = "border-color"
  package static let borderWidth = "border-width"

  /// What a node paints over its bounds, in order: `background-color`, then a bar's
  /// `bar-tint-color`; and the node's `opacity` and `hidden`.
  package static let fills = ["background-color", "bar-tint-color"]
  package static let opacity = "opacity"
  package static let hidden = "hidden"
}
