/// A bar: navigation bar, tab bar, toolbar, search bar (`bar-tint-color`, `bar-style`,
/// `translucent`, `shadow-image`).
public protocol BarStylable: Stylable {
  var barTintColor: StyleColor { get set }
  var barStyle: BarStyle { get set }
  var isTranslucent: Bool { get set }
  var shadowImage: StyleImage? { get set }
}

/// A tab bar's item tints (`selected-image-tint-color`, `unselected-item-tint-color`).
public protocol TabBarStylable: Stylable {
  var selectedImageTintColor: StyleColor { get set }
  var unselectedItemTintColor: StyleColor { get set }
}

/// A switch's color when on (`on-tint-color`).
public protocol OnTintStylable: Stylable {
  var onTintColor: StyleColor { get set }
}

/// A switch's or slider's thumb (`thumb-tint-color`).
public protocol ThumbTintStylable: Stylable {
  var thumbTintColor: StyleColor { get set }
}

/// A slider's track (`minimum-track-tint-color`, `maximum-track-tint-color`).
public protocol TrackTintStylable: Stylable {
  var minimumTrackTintColor: StyleColor { get set }
  var maximumTrackTintColor: StyleColor { get set }
}

/// A progress view's colors (`progress-tint-color`, `track-tint-color`).
public protocol ProgressTintStylable: Stylable {
  var progressTintColor: StyleColor { get set }
  var trackTintColor: StyleColor { get set }
}

/// A segmented control's selected segment (`selected-segment-tint-color`).
public protocol SegmentStylable: Stylable {
  var selectedSegmentTintColor: StyleColor { get set }
}

/// A table's separators (`separator-color`, `separator-insets`).
public protocol SeparatorStylable: Stylable {
  var separatorColor: StyleColor { get set }
  var separatorInsets: EdgeInsets { get set }
}

/// A table's row height (`row-height`).
public protocol RowHeightStylable: Stylable {
  var rowHeight: Double { get set }
}
