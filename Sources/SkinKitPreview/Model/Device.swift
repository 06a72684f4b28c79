import SkinKit

/// The screen a preview draws: its size, rounded corners and safe area, from the
/// environment's idiom, orientation and size.
///
/// ```swift
/// Device(environment: StyleEnvironment(idiom: .phone)).screen   // 390 × 844
/// Device(environment: StyleEnvironment(idiom: .pad)).screen     // 820 × 1180
/// ```
package struct Device: Sendable {
  /// The idiom drawn (`phone`, or a tablet for every other idiom).
  public let idiom: StyleEnvironment.Idiom
  /// The screen size in points.
  public let screen: Size
  /// The screen's corner radius.
  public let cornerRadius: Double
  /// The insets the system's own chrome covers (status bar, home indicator).
  public let safeArea: EdgeInsets
  /// Whether the status bar is shown.
  public let showsStatusBar: Bool
  /// Whether the screen has a camera island at the top.
  public let hasIsland: Bool

  public var isPhone: Bool { idiom == .phone }

  /// The default screen size of an idiom in an orientation.
  public static func defaultScreen(
    idiom: StyleEnvironment.Idiom, orientation: StyleEnvironment.Orientation
  ) -> Size {
    let portrait = idiom == .phone ? Size(width: 390, height: 844) : Size(width: 820, height: 1180)
    return orientation == .portrait
      ? portrait : Size(width: portrait.height, height: portrait.width)
  }

  /// The environment with a screen size, when it gives none: what the preview resolves
  /// with, so that size queries agree with the picture.
  public static func sized(_ environment: StyleEnvironment) -> StyleEnvironment {
    var result = environment
    let size = defaultScreen(
      idiom: environment.idiom, orientation: environment.effectiveOrientation)
    if result.width == nil && result.height == nil {
      result.width = size.width
      result.height = size.height
    } else if result.width == nil {
      result.width = size.width
    } else if result.height == nil {
      result.height = size.height
    }
    return result
  }

  public init(environment: StyleEnvironment) {
    let sized = Self.sized(environment)
    idiom = environment.idiom == .phone ? .phone : .pad
    screen = Size(width: sized.width ?? 390, height: sized.height ?? 844)
    let landscape = sized.effectiveOrientation == .landscape
    if idiom == .phone {
      cornerRadius = 47
      hasIsland = !landscape
      showsStatusBar = !landscape
      safeArea =
        landscape
        ? EdgeInsets(top: 0, right: 47, bottom: 21, left: 47)
        : EdgeInsets(top: 54, right: 0, bottom: 34, left: 0)
    } else {
      cornerRadius = 18
      hasIsland = false
      showsStatusBar = true
      safeArea = EdgeInsets(top: 24, right: 0, bottom: 20, left: 0)
    }
  }
}
