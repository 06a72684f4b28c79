/// A selector CSS defines that can never match an element of a widget tree: a pseudo-element
/// (`::before`, `::backdrop`, `::placeholder`…, and the CSS 2 spellings `:before`, `:after`,
/// `:first-line`, `:first-letter`), which selects a part of an element rather than the element,
/// and the shadow-tree pseudo-classes `:host`, `:host()` and `:host-context()`, which match only
/// a shadow tree's host — and a widget tree has none, as a document outside any shadow root has
/// none. A selector containing one is valid, so the rest of its list applies (`:root, :host
/// { … }` styles the root, as in a browser); it matches nothing itself, while `:not(:host)`
/// matches every element.
///
/// ```swift
/// let list = try SelectorParser.parse(":root, :host(.dark)", typeNames: .none)
/// list.selectors[1].specificity   // (0,2,0)
/// list.description                // ":root, :host(.dark)"
/// ```
@usableFromInline package struct UnmatchableSelector: Sendable, Hashable, CustomStringConvertible {
  /// How it is written, canonically (`::before`, `:host(.dark)`).
  public let text: String
  /// What it contributes to specificity: a pseudo-element's is a type's, (0,0,1); `:host`'s a
  /// pseudo-class's plus its argument's (Selectors 4, CSS Scoping §3.2.1).
  public let specificity: Specificity
  /// Whether it is a pseudo-element (which must end its compound and selector).
  public let isPseudoElement: Bool

  package init(text: String, specificity: Specificity, isPseudoElement: Bool) {
    self.text = text
    self.specificity = specificity
    self.isPseudoElement = isPseudoElement
  }

  public var description: String { text }

  /// The pseudo-elements written with two colons, as Chromium accepts them (lowercase; the
  /// functional ones take an argument).
  static let pseudoElements: Set<String> = [
    "after", "backdrop", "before", "checkmark", "column", "cue", "details-content",
    "file-selector-button", "first-letter", "first-line", "grammar-error", "marker",
    "picker-icon", "placeholder", "scroll-marker", "scroll-marker-group", "search-text",
    "selection", "spelling-error", "target-text", "view-transition",
  ]

  /// The functional pseudo-elements (`::part(name)`).
  static let functionalPseudoElements: Set<String> = [
    "cue", "highlight", "part", "picker", "scroll-button", "slotted", "view-transition-group",
    "view-transition-image-pair", "view-transition-new", "view-transition-old",
  ]

  /// The vendor pseudo-elements Chromium accepts (after `::-webkit-`).
  static let webKitPseudoElements: Set<String> = [
    "calendar-picker-indicator", "color-swatch", "color-swatch-wrapper", "datetime-edit",
    "datetime-edit-ampm-field", "datetime-edit-day-field", "datetime-edit-fields-wrapper",
    "datetime-edit-hour-field", "datetime-edit-millisecond-field", "datetime-edit-minute-field",
    "datetime-edit-month-field", "datetime-edit-second-field", "datetime-edit-text",
    "datetime-edit-week-field", "datetime-edit-year-field", "file-upload-button",
    "inner-spin-button", "input-placeholder", "media-controls", "media-controls-enclosure",
    "media-controls-panel", "media-controls-play-button", "media-slider-container",
    "meter-bar", "meter-even-less-good-value", "meter-inner-element", "meter-optimum-value",
    "meter-suboptimum-value", "progress-bar", "progress-inner-element", "progress-value",
    "resizer", "scrollbar", "scrollbar-button", "scrollbar-corner", "scrollbar-thumb",
    "scrollbar-track", "scrollbar-track-piece", "search-cancel-button", "slider-container",
    "slider-runnable-track", "slider-thumb", "textfield-decoration-container",
  ]

  /// The CSS 2 pseudo-elements, which may also be written with one colon.
  static let legacyPseudoElements: Set<String> = ["after", "before", "first-letter", "first-line"]

  /// Whether `name` (lowercased, without colons) is a pseudo-element written `::name`.
  static func isPseudoElement(_ name: String) -> Bool {
    if pseudoElements.contains(name) { return true }
    guard name.hasPrefix("-webkit-") else { return false }
    return webKitPseudoElements.contains(String(name.dropFirst("-webkit-".count)))
  }

  /// `::name` (or `:name` for the CSS 2 ones).
  static func pseudoElement(_ name: String, legacy: Bool = false) -> UnmatchableSelector {
    UnmatchableSelector(
      text: (legacy ? ":" : "::") + name, specificity: Specificity(types: 1),
      isPseudoElement: true)
  }
}
