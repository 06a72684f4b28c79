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
