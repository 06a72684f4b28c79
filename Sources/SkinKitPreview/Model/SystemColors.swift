import SkinKit

/// UIKit's dynamic system colors in one color scheme: what a widget shows for a property no
/// rule sets (as with UIAppearance, an unstyled widget keeps its own look).
///
/// ```swift
/// SystemColors(scheme: .dark).label.hex   // "#ffffffff"
/// ```
package struct SystemColors: Sendable {
  public let label: StyleColor
  public let secondaryLabel: StyleColor
  public let tertiaryLabel: StyleColor
  public let background: StyleColor
  public let groupedBackground: StyleColor
  public let cellBackground: StyleColor
  public let separator: StyleColor
  public let fill: StyleColor
  public let tertiaryFill: StyleColor
  public let bar: StyleColor
  public let segmentSelection: StyleColor
  public let gray: StyleColor

  public init(scheme: StyleEnvironment.ColorScheme) {
    switch scheme {
    case .light:
      label = StyleColor(rgb: 0x000000)
      secondaryLabel = StyleColor(rgba: 0x3C3C_4399)
      tertiaryLabel = StyleColor(rgba: 0x3C3C_434D)
      background = StyleColor(rgb: 0xFFFFFF)
      groupedBackground = StyleColor(rgb: 0xF2F2F7)
      cellBackground = StyleColor(rgb: 0xFFFFFF)
      separator = StyleColor(rgba: 0x3C3C_434A)
      fill = StyleColor(rgba: 0x7878_8029)
      tertiaryFill = StyleColor(rgba: 0x7676_801F)
      bar = StyleColor(rgba: 0xF9F9_F9F0)
      segmentSelection = StyleColor(rgb: 0xFFFFFF)
      gray = StyleColor(rgb: 0x8E8E93)
    case .dark:
      label = StyleColor(rgb: 0xFFFFFF)
      secondaryLabel = StyleColor(rgba: 0xEBEB_F599)
      tertiaryLabel = StyleColor(rgba: 0xEBEB_F54D)
      background = StyleColor(rgb: 0x000000)
      groupedBackground = StyleColor(rgb: 0x000000)
      cellBackground = StyleColor(rgb: 0x1C1C1E)
      separator = StyleColor(rgba: 0x5454_5899)
      fill = StyleColor(rgba: 0x7878_8052)
      tertiaryFill = StyleColor(rgba: 0x7676_803D)
      bar = StyleColor(rgba: 0x1E1E_1EF0)
      segmentSelection = StyleColor(rgb: 0x636366)
      gray = StyleColor(rgb: 0x8E8E93)
    }
  }
}
