#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

// UIKit's enumerations and the sheets' keywords for them, case for case.

extension TextAlignment {
  init(_ alignment: NSTextAlignment) {
    self =
      switch alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      case .justified: .justified
      default: .natural
      }
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
    self =
      switch mode {
      case .byWordWrapping: .wordWrapping
      case .byCharWrapping: .charWrapping
      case .byClipping: .clipping
      case .byTruncatingHead: .truncatingHead
      case .byTruncatingMiddle: .truncatingMiddle
      default: .truncatingTail
      }
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
      @unknown default: .scaleToFill
      }
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
    self =
      switch alignment {
      case .leading: .leading
      case .firstBaseline: .firstBaseline
      case .center: .center
      case .trailing: .trailing
      case .lastBaseline: .lastBaseline
      default: .fill
      }
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
    self =
      switch distribution {
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      default: .fill
      }
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
    self =
      switch style {
      case .black: .black
      case .white: .white
      default: .default
      }
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
