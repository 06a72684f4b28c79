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
#endif
