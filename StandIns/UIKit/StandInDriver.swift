import Foundation

/// Not UIKit: what tests do that the system does on a device — install fonts and images, and change a
/// window's traits (a scene's appearance or size class changing), which calls the trait change
/// handlers registered in the window whose traits changed.
public enum StandInDriver {
  /// The font names `UIFont(name:size:)` finds.
  nonisolated(unsafe) public static var installedFontNames: Set<String> = []
  /// The image names `UIImage(named:)` finds.
  nonisolated(unsafe) public static var installedImageNames: Set<String> = []

  /// The name an image was found by.
  public static func imageName(of image: UIImage) -> String { image.name }

  /// Gives `window` the traits `traits`, as the system does when its scene's traits change.
  @MainActor public static func setTraits(_ traits: UITraitCollection, of window: UIWindow) {
    let previous = window.windowTraits
    window.windowTraits = traits
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      view.traitsDidChange(from: previous)
      pending += view.subviews
    }
  }
}
