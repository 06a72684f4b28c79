import SkinKitSyntax

/// UIKit appearance properties that SkinKit does not style, so that a converted sheet does
/// not set them: the position adjustments of bar items, bars, segments and search bars
/// (`UIOffset`s and vertical `CGFloat`s). A reader reports each (`conversion-unsupported`, a
/// warning: conversion goes on) and keeps it in the output as a comment, rather than writing
/// a declaration of a property no SkinKit object has.
///
/// NUI's `text-offset` (a tab bar item's title position) is the same property under NUI's
/// name (``NUIVocabulary``).
enum UnstyledUIKitProperties {
  /// What the property `name` (UIKit's `titlePositionAdjustment`, or Classy's
  /// `title-position-adjustment`) positions, or `nil` when it is not one of these.
  static func adjustment(_ name: String) -> String? {
    adjustments[name.asciiLowercased.replacingOccurrences(of: "-", with: "")]
  }

  /// The message for `name`, adjusting `what`.
  static func message(_ name: String, adjusting what: String) -> String {
    "'\(SourceExcerpt.clipped(name))' moves \(what), which SkinKit does not style (no .skss property); it is kept as a comment"
  }

  /// Lowercased, without hyphens → what the property positions.
  private static let adjustments: [String: String] = [
    // UIBarButtonItem and UITabBarItem (a UIOffset, per bar metrics for a bar button item).
    "titlepositionadjustment": "a bar button item's or tab bar item's title",
    "backbuttontitlepositionadjustment": "a back button's title",
    "backgroundverticalpositionadjustment": "a bar button item's background up or down",
    "backbuttonbackgroundverticalpositionadjustment": "a back button's background up or down",
    // UINavigationBar (a CGFloat per bar metrics).
    "titleverticalpositionadjustment": "a navigation bar's title up or down",
    // UISegmentedControl (per segment type and bar metrics).
    "contentpositionadjustment": "a segment's content",
    // UISearchBar.
    "searchfieldbackgroundpositionadjustment": "a search field's background",
    "searchtextpositionadjustment": "a search bar's text",
    "positionadjustment": "a search bar's icon",
  ]
}
