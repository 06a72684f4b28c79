/// Shows text (`font`, `color`, `text-align`, `letter-spacing`).
public protocol TextStylable: Stylable {
  var font: StyleFont { get set }
  var textColor: StyleColor { get set }
  var textAlignment: TextAlignment { get set }
  var letterSpacing: Double { get set }
}

/// Wraps text over lines (`number-of-lines`, `line-break-mode`).
public protocol MultilineTextStylable: Stylable {
  var numberOfLines: Int { get set }
  var lineBreakMode: LineBreakMode { get set }
}

/// Shows a placeholder (`placeholder-color`).
public protocol PlaceholderStylable: Stylable {
  var placeholderColor: StyleColor { get set }
}

/// Has a title (`title-color`, `title-font`): buttons, bars' titles, bar items.
public protocol TitleStylable: Stylable {
  var titleColor: StyleColor { get set }
  var titleFont: StyleFont { get set }
}

/// Has a title shadow (`title-shadow-color`, `title-shadow-offset`).
public protocol TitleShadowStylable: Stylable {
  var titleShadowColor: StyleColor { get set }
  var titleShadowOffset: StyleSize { get set }
}

/// Insets a button's title and image (`title-insets`, `image-insets`).
public protocol TitleInsetsStylable: Stylable {
  var titleInsets: EdgeInsets { get set }
  var imageInsets: EdgeInsets { get set }
}

/// Draws a shadow under its text, as `UILabel` does (`text-shadow-color`,
/// `text-shadow-offset`; UIKit's `shadowColor` and `shadowOffset`, which are the text's, not
/// the layer's).
public protocol TextShadowStylable: Stylable {
  var textShadowColor: StyleColor { get set }
  var textShadowOffset: StyleSize { get set }
}

/// Shows its text in another color while highlighted (`highlighted-text-color`).
public protocol HighlightedTextStylable: Stylable {
  var highlightedTextColor: StyleColor { get set }
}

/// Shrinks its font to fit its width (`adjusts-font-size-to-fit-width`,
/// `minimum-scale-factor`).
public protocol FontScalingStylable: Stylable {
  var adjustsFontSizeToFitWidth: Bool { get set }
  var minimumScaleFactor: Double { get set }
}
