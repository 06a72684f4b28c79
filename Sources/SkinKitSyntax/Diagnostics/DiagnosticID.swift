/// Every diagnostic SkinKit can report, with its stable id and default severity.
///
/// This is the one table of diagnostic ids: the parser, the selector and value parsers, the
/// cascade, the runtime and the format readers all report through it, and the ids printed
/// in brackets (`[unknown-property]`) are the raw values here. Ids never change once
/// published; keep the cases in alphabetical order of their raw values.
///
/// ```swift
/// DiagnosticID.unknownProperty.rawValue        // "unknown-property"
/// DiagnosticID.unknownProperty.defaultSeverity // .warning
/// ```
public enum DiagnosticID: String, Sendable, CaseIterable, Hashable, Codable {
  /// A `url(` that is malformed.
  case badURL = "bad-url"
  /// A `$name` constant refers to itself (`$a: lighten($a, 10%);` with no earlier `$a`).
  /// Constants may use only constants defined before them, so no longer cycle can form.
  case constantCycle = "constant-cycle"
  /// `$name: value;` inside a block: constants are top-level only; ignored.
  case constantNotTopLevel = "constant-not-top-level"
  /// Something in a converted file (UISS, Themify, SkinKit, NUI, Classy) that `.skss` cannot
  /// express; it is left out (as a comment in the converted text) and the rest converted.
  case conversionUnsupported = "conversion-unsupported"
  /// `--b: var(--a)` where `--a` refers back to `--b`; both become invalid at computed-value time.
  case customPropertyCycle = "custom-property-cycle"
  /// A declaration (or rule) has no value.
  case emptyValue = "empty-value"
  /// A value or function expands beyond the size SkinKit allows (`var()`, `$name`, `calc()`).
  case expansionTooLarge = "expansion-too-large"
  /// `@extend` names a selector that no rule uses.
  case extendTargetNotFound = "extend-target-not-found"
  /// A file is larger than SkinKit reads.
  case fileTooLarge = "file-too-large"
  /// `@import` forms a cycle; the repeated import is skipped.
  case importCycle = "import-cycle"
  /// Imports nest deeper, or are more numerous, than SkinKit allows.
  case importLimit = "import-limit"
  /// `@import` after a rule: CSS ignores it.
  case importNotFirst = "import-not-first"
  /// The imported file cannot be read.
  case importNotFound = "import-not-found"
  /// A value that was valid when parsed but not once `var()` was substituted.
  case invalidAtComputedTime = "invalid-at-computed-time"
  /// A declaration that is not `name: value`; dropped up to the next `;`.
  case invalidDeclaration = "invalid-declaration"
  /// A `skss-disable` comment that names no diagnostic id, or an id SkinKit does not have (or
  /// a `skss-enable` with no `skss-disable` before it); it suppresses nothing.
  case invalidDisable = "invalid-disable"
  /// `@extend` written wrongly (outside a rule, or not a simple selector).
  case invalidExtend = "invalid-extend"
  /// A malformed `@import`.
  case invalidImport = "invalid-import"
  /// A UISS or design tokens file that is not well-formed JSON; nothing in it is converted.
  case invalidJSON = "invalid-json"
  /// A malformed `@layer`.
  case invalidLayer = "invalid-layer"
  /// A malformed `@media` query — an unknown feature, or a value of the wrong kind (`width`
  /// and `height` take points, `px`, or `em`/`rem`, which are 16 points); the block never
  /// applies.
  case invalidMediaQuery = "invalid-media-query"
  /// A property list (Themify theme, SkinKit `Info.plist`) that cannot be read; nothing in it
  /// is converted.
  case invalidPlist = "invalid-plist"
  /// A record of a prebuilt skin's data (what `skss codegen` writes) that cannot be read,
  /// after hand edits, say; the record is dropped.
  case invalidPrebuilt = "invalid-prebuilt"
  /// A selector SkinKit cannot parse; the whole rule is dropped. (A top-level `&` is
  /// valid: it is the tree's root, with no specificity.)
  case invalidSelector = "invalid-selector"
  /// A design token (or group) that breaks the DTCG format: no type, a value that does not fit
  /// its type, a bad name; the token is not converted, the others are.
  case invalidToken = "invalid-token"
  /// A value the property does not accept; the declaration is dropped. (Every property
  /// takes the CSS-wide keywords `inherit`, `initial`, `unset`, `revert` and
  /// `revert-layer`.)
  case invalidValue = "invalid-value"
  /// An image named by `image("…")` is not in the skin.
  case missingImage = "missing-image"
  /// A `skss-disable` comment that suppresses nothing (reported by
  /// `skss lint --report-needless-disables`).
  case needlessDisable = "needless-disable"
  /// A block, selector or expression nests deeper than SkinKit allows.
  case nestingTooDeep = "nesting-too-deep"
  /// A number too large, or not finite.
  case numberOutOfRange = "number-out-of-range"
  /// Prebuilt skin data (what `skss codegen` writes) of a format version this SkinKit does
  /// not read, or given as another version than its data states: nothing in it is read.
  case prebuiltFormat = "prebuilt-format"
  /// A live-reloaded stylesheet's server did not answer in time; the last good version
  /// stays active.
  case stylesheetTimedOut = "stylesheet-timed-out"
  /// A live-reloaded stylesheet (file or URL) cannot be read: missing, unreadable, or an
  /// HTTP error; the last good version stays active.
  case stylesheetUnavailable = "stylesheet-unavailable"
  /// A Themify plist has no theme of the name asked for.
  case themeNotFound = "theme-not-found"
  /// Design tokens whose aliases form a cycle (`a` → `b` → `a`); none of them is converted.
  case tokenAliasCycle = "token-alias-cycle"
  /// A design token's alias (`{color.brand}`) names no token (or a group, or a token that
  /// could not be converted); the token is not converted.
  case tokenAliasNotFound = "token-alias-not-found"
  /// A single token is longer than SkinKit allows.
  case tokenTooLong = "token-too-long"
  /// A stylesheet has more rules than SkinKit allows.
  case tooManyRules = "too-many-rules"
  /// A `{` block or comment still open at the end of the file; closed there.
  case unclosedBlock = "unclosed-block"
  /// A `/*` comment still open at the end of the file.
  case unclosedComment = "unclosed-comment"
  /// `$name` used before it is defined (or never defined).
  case undefinedConstant = "undefined-constant"
  /// A token where none was expected (a stray `}` or `;`, garbage after a value).
  case unexpectedToken = "unexpected-token"
  /// An at-rule SkinKit does not know; skipped with its block.
  case unknownAtRule = "unknown-at-rule"
  /// A property name SkinKit does not know; the declaration is dropped.
  case unknownProperty = "unknown-property"
  /// A pseudo-class SkinKit does not know; the rule is dropped.
  case unknownPseudoClass = "unknown-pseudo-class"
  /// A type name no widget or registered type has (reported by `skss lint --strict`).
  case unknownType = "unknown-type"
  /// A form SkinKit parses but does not support, such as a 2–4 value `border-color`.
  case unsupportedValue = "unsupported-value"
  /// A string that runs to the end of a line.
  case unterminatedString = "unterminated-string"

  /// How serious the diagnostic is unless the reporter says otherwise.
  public var defaultSeverity: DiagnosticSeverity {
    switch self {
    case .unknownProperty, .invalidValue, .unsupportedValue, .unknownType, .unclosedBlock,
      .unclosedComment, .constantNotTopLevel, .importNotFirst, .extendTargetNotFound,
      .unknownAtRule, .missingImage, .invalidAtComputedTime, .customPropertyCycle,
      .invalidDisable, .needlessDisable, .conversionUnsupported:
      return .warning
    default:
      return .error
    }
  }
}

/// How serious a diagnostic is. An error means the author's intent was lost somewhere
/// (`skss lint` exits 1); a warning means SkinKit skipped something and went on.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable {
  case warning
  case error

  public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
