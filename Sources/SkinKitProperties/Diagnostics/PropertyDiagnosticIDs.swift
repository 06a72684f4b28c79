import SkinKitSyntax

// The diagnostic ids SkinKitProperties reports: the property table and the value parsers. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// An `animation` or `animation-*` value that breaks its grammar (a negative duration or
  /// iteration count, a time without `s` or `ms`, an easing function written wrongly, a
  /// keyword the longhand does not take); the declaration is dropped.
  public static let invalidAnimation = DiagnosticID("invalid-animation", .warning)
  /// A gradient that breaks its grammar (a direction or color space that is not one, a
  /// transition hint not between two color stops, a stop with three positions, a circle's
  /// radius as a percentage, a three-value position, a length where a conic gradient takes
  /// an angle); the declaration is dropped.
  public static let invalidGradient = DiagnosticID("invalid-gradient", .warning)
  /// A `box-shadow` or `text-shadow` that is not a list of shadows (a shadow takes 2 to 4
  /// lengths written together, at most one color, and `inset` for boxes); the declaration
  /// is dropped.
  public static let invalidShadow = DiagnosticID("invalid-shadow", .warning)
  /// A `transition` or `transition-*` value that breaks its grammar (a negative duration,
  /// a time without `s` or `ms`, an easing function written wrongly such as
  /// `cubic-bezier()` with x outside 0…1 or `steps(0)`, `none` among other transitions);
  /// the declaration is dropped.
  public static let invalidTransition = DiagnosticID("invalid-transition", .warning)
  /// A value the property does not accept; the declaration is dropped. (Every property
  /// takes the CSS-wide keywords `inherit`, `initial`, `unset`, `revert` and
  /// `revert-layer`.)
  public static let invalidValue = DiagnosticID("invalid-value", .warning)
  /// A number too large, or not finite.
  public static let numberOutOfRange = DiagnosticID("number-out-of-range", .error)
  /// A property name SkinKit does not know; the declaration is dropped.
  public static let unknownProperty = DiagnosticID("unknown-property", .warning)
  /// A form SkinKit parses but does not support, such as a 2–4 value `border-color`.
  public static let unsupportedValue = DiagnosticID("unsupported-value", .warning)

  /// The ids SkinKitProperties reports, in alphabetical order of their raw values.
  package static let propertyIDs: [DiagnosticID] = [
    .invalidAnimation, .invalidGradient, .invalidShadow, .invalidTransition, .invalidValue,
    .numberOutOfRange,
    .unknownProperty,
    .unsupportedValue,
  ]
}
