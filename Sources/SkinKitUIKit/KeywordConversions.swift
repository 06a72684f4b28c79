#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

// UIKit's enumerations and the sheets' keywords for them: each keyword's UIKit value, once
// (a switch over the keywords), and back through it.

/// The keyword whose UIKit value is `value`: the first in the keywords' order (`leading`
/// before `top`, which UIKit makes one value), else `fallback` (a value of a newer SDK).
func keyword<Keyword: CaseIterable, Value: Equatable>(
  for value: Value, _ uikitValue: (Keyword) -> Value, else fallback: Keyword
) -> Keyword {
  Keyword.allCases.first { uikitValue($0) == value } ?? fallback
}

extension TextAlignment {
  init(_ alignment: NSTextAlignment) {
    self = keyword(for: alignment, NSTextAlignment.init, else: .natural)
  }
}

extension NSTextAlignment {
  init(_ alignment: TextAlignment) {
    self =
      switch alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      case .justified: .justified
      case .natural: .natural
      }
  }
}

extension LineBreakMode {
  init(_ mode: NSLineBreakMode) {
    self = keyword(for: mode, NSLineBreakMode.init, else: .truncatingTail)
  }
}

extension NSLineBreakMode {
  init(_ mode: LineBreakMode) {
    self =
      switch mode {
      case .wordWrapping: .byWordWrapping
      case .charWrapping: .byCharWrapping
      case .clipping: .byClipping
      case .truncatingHead: .byTruncatingHead
      case .truncatingTail: .byTruncatingTail
      case .truncatingMiddle: .byTruncatingMiddle
      }
  }
}

extension ContentMode {
  init(_ mode: UIView.ContentMode) {
    self = keyword(for: mode, UIView.ContentMode.init, else: .scaleToFill)
  }
}

extension UIView.ContentMode {
  init(_ mode: SkinKit.ContentMode) {
    self =
      switch mode {
      case .scaleToFill: .scaleToFill
      case .scaleAspectFit: .scaleAspectFit
      case .scaleAspectFill: .scaleAspectFill
      case .redraw: .redraw
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
  }
}

extension BarStyle {
  init(_ style: UIBarStyle) {
    self = style == .black ? .black : .default
  }
}

extension UIBarStyle {
  init(_ style: BarStyle) {
    self = style == .black ? .black : .default
  }
}
extension StackAlignment {
  init(_ alignment: UIStackView.Alignment) {
    self = keyword(for: alignment, UIStackView.Alignment.init, else: .fill)
  }
}

extension UIStackView.Alignment {
  /// `top` is UIKit's `leading`, `bottom` its `trailing` (one value each).
  init(_ alignment: StackAlignment) {
    self =
      switch alignment {
      case .fill: .fill
      case .leading, .top: .leading
      case .firstBaseline: .firstBaseline
      case .center: .center
      case .trailing, .bottom: .trailing
      case .lastBaseline: .lastBaseline
      }
  }
}

extension StackDistribution {
  init(_ distribution: UIStackView.Distribution) {
    self = keyword(for: distribution, UIStackView.Distribution.init, else: .fill)
  }
}

extension UIStackView.Distribution {
  init(_ distribution: StackDistribution) {
    self =
      switch distribution {
      case .fill: .fill
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      }
  }
}

extension ScrollIndicatorStyle {
  init(_ style: UIScrollView.IndicatorStyle) {
    self = keyword(for: style, UIScrollView.IndicatorStyle.init, else: .default)
  }
}

extension UIScrollView.IndicatorStyle {
  init(_ style: ScrollIndicatorStyle) {
    self =
      switch style {
      case .default: .default
      case .black: .black
      case .white: .white
      }
  }
}

extension EdgeInsets {
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), right: Double(insets.right), bottom: Double(insets.bottom),
      left: Double(insets.left))
  }
}

extension UIEdgeInsets {
  init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

extension StyleSize {
  init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  init(_ size: StyleSize) {
    self.init(width: size.width, height: size.height)
  }
}
#endif
