import SkinKitSyntax

// The diagnostic ids SkinKitCascade reports: the stylesheet loader, the compiler and the cascade. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// A CSS color name that UIKit's color of the same name contradicts (`lightgray` is CSS's
  /// `#d3d3d3`, UIKit's `lightGray` `#aaaaaa`): the value is CSS's; the message says how to
  /// write UIKit's (`lightGrayColor`).
  public static let ambiguousColorName = DiagnosticID("ambiguous-color-name", .warning)
  /// A `$name` constant refers to itself (`$a: lighten($a, 10%);` with no earlier `$a`).
  /// Constants may use only constants defined before them, so no longer cycle can form.
  public static let constantCycle = DiagnosticID("constant-cycle", .error)
  /// An `@container` rule: its rules never apply, since a widget tree gives no element a size
  /// (as in a page where no ancestor is a size container); `style()` queries, which Chromium
  /// evaluates, are not evaluated either.
  public static let containerNeverApplies = DiagnosticID("container-never-applies", .warning)
  /// `--b: var(--a)` where `--a` refers back to `--b`; both become invalid at computed-value time.
  public static let customPropertyCycle = DiagnosticID("custom-property-cycle", .warning)
  /// A value or function expands beyond the size SkinKit allows (`var()`, `$name`, `calc()`).
  public static let expansionTooLarge = DiagnosticID("expansion-too-large", .error)
  /// `@extend` names a selector that no rule uses.
  public static let extendTargetNotFound = DiagnosticID("extend-target-not-found", .warning)
  /// A file is larger than SkinKit reads.
  public static let fileTooLarge = DiagnosticID("file-too-large", .error)
  /// `@import` forms a cycle; the repeated import is skipped.
  public static let importCycle = DiagnosticID("import-cycle", .error)
  /// Imports nest deeper, or are more numerous, than SkinKit allows.
  public static let importLimit = DiagnosticID("import-limit", .error)
  /// The imported file cannot be read.
  public static let importNotFound = DiagnosticID("import-not-found", .error)
  /// A value that was valid when parsed but not once `var()` was substituted.
  public static let invalidAtComputedTime = DiagnosticID("invalid-at-computed-time", .warning)
  /// A malformed `@container` prelude (no condition, a reserved name such as `none`, `and`
  /// mixed with `or`, a word where `(…)` belongs); the rule is dropped, as CSS drops it.
  public static let invalidContainerQuery = DiagnosticID("invalid-container-query", .error)
  /// An `@keyframes` rule or keyframe CSS ignores, and SkinKit with it: a rule inside a style
  /// rule, without a name (or named `none`, `default` or a CSS-wide keyword) or without a
  /// block; a keyframe whose selector is not `from`, `to` or percentages from 0% to 100%;
  /// or, inside a keyframe, what keyframes cannot hold — an `!important` declaration, an
  /// `animation-*` or `transition-*` property (but `animation-timing-function`), a custom
  /// property, a nested rule. What is ignored is only that part: the rest of the rule counts.
  public static let invalidKeyframes = DiagnosticID("invalid-keyframes", .error)
  /// An `@property` rule CSS ignores, and SkinKit with it: outside the top level (or a
  /// conditional rule), without a custom property name, without its `syntax` or `inherits`
  /// descriptor, without an `initial-value` its syntax requires, or with one that does not
  /// match the syntax or reads the element (`3em`, `currentcolor`).
  public static let invalidPropertyRule = DiagnosticID("invalid-property-rule", .error)
  /// A malformed `@scope` prelude (something other than `(<selectors>)` and `to
  /// (<selectors>)`, an invalid or empty selector list); the rule is dropped, as CSS drops it.
  public static let invalidScopePrelude = DiagnosticID("invalid-scope-prelude", .error)
  /// An `@scope` without a start selector (`@scope { … }`, `@scope to (.x) { … }`): its
  /// root would be the parent of the sheet's owner node, which a widget tree does not have
  /// (nor a constructed stylesheet in Chromium), so its rules never apply.
  public static let scopeNeverApplies = DiagnosticID("scope-never-applies", .warning)
  /// A stylesheet has more rules than SkinKit allows.
  public static let tooManyRules = DiagnosticID("too-many-rules", .error)
  /// `$name` used before it is defined (or never defined).
  public static let undefinedConstant = DiagnosticID("undefined-constant", .error)
  /// A descriptor `@property` does not have (it has `syntax`, `inherits` and
  /// `initial-value`), or a descriptor's value it cannot take; ignored, as CSS ignores it.
  public static let unknownDescriptor = DiagnosticID("unknown-descriptor", .warning)
  /// An `@property` rule whose syntax names a data type SkinKit does not compute (`<image>`,
  /// `<url>`, `<transform-function>`, `<transform-list>`): the rule is valid CSS, but SkinKit
  /// ignores it rather than compute its values wrongly.
  public static let unsupportedSyntax = DiagnosticID("unsupported-syntax", .warning)

  /// The ids SkinKitCascade reports, in alphabetical order of their raw values.
  package static let cascadeIDs: [DiagnosticID] = [
    .ambiguousColorName, .constantCycle, .containerNeverApplies, .customPropertyCycle,
    .expansionTooLarge, .extendTargetNotFound, .fileTooLarge, .importCycle, .importLimit,
    .importNotFound, .invalidAtComputedTime, .invalidContainerQuery, .invalidKeyframes,
    .invalidPropertyRule,
    .invalidScopePrelude, .scopeNeverApplies, .tooManyRules, .undefinedConstant,
    .unknownDescriptor, .unsupportedSyntax,
  ]
}
