import SkinKitSyntax

// The diagnostic ids SkinKitInterchange reports: the format readers, prebuilt skins and
// accessors. Each is declared once, here, with its default severity; its doc comment is its
// meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// Two names of one kind (classes, identifiers or custom properties) that `skss codegen
  /// --accessors` would give one Swift name (`.btn-primary` and `.btn--primary` are both
  /// `btnPrimary`): the first in sorted order is generated, the other is not.
  public static let accessorNameClash = DiagnosticID("accessor-name-clash", .warning)
  /// Something in a converted file (UISS, Themify, SkinKit, NUI, Classy) that `.skss` cannot
  /// express; it is left out (as a comment in the converted text) and the rest converted.
  public static let conversionUnsupported = DiagnosticID("conversion-unsupported", .warning)
  /// A UISS or design tokens file that is not well-formed JSON; nothing in it is converted.
  public static let invalidJSON = DiagnosticID("invalid-json", .error)
  /// A property list (Themify theme, SkinKit `Info.plist`) that cannot be read; nothing in it
  /// is converted.
  public static let invalidPlist = DiagnosticID("invalid-plist", .error)
  /// A record of a prebuilt skin's data (what `skss codegen` writes) that cannot be read,
  /// after hand edits, say; the record is dropped.
  public static let invalidPrebuilt = DiagnosticID("invalid-prebuilt", .error)
  /// A design tokens resolver document (DTCG Resolver Module 2025.10) or Tokens Studio
  /// `$themes.json` that breaks its format: no `version` 2025.10, no `resolutionOrder`, a
  /// modifier without contexts, a `default` that names no context, a reference to what cannot be
  /// referenced; what the mistake concerns is left out, the rest converted.
  public static let invalidResolver = DiagnosticID("invalid-resolver", .error)
  /// A design token (or group) that breaks the DTCG format: no type, a value that does not fit
  /// its type, a bad name; the token is not converted, the others are.
  public static let invalidToken = DiagnosticID("invalid-token", .error)
  /// Prebuilt skin data (what `skss codegen` writes) of a format version this SkinKit does
  /// not read, or given as another version than its data states: nothing in it is read.
  public static let prebuiltFormat = DiagnosticID("prebuilt-format", .error)
  /// Sets of a resolver document that refer to each other in a cycle (`#/sets/a` → `#/sets/b` →
  /// `#/sets/a`); the reference that closes the cycle is left out.
  public static let resolverReferenceCycle = DiagnosticID("resolver-reference-cycle", .error)
  /// A Themify plist has no theme of the name asked for.
  public static let themeNotFound = DiagnosticID("theme-not-found", .error)
  /// Design tokens whose aliases form a cycle (`a` → `b` → `a`); none of them is converted.
  public static let tokenAliasCycle = DiagnosticID("token-alias-cycle", .error)
  /// A design token's alias (`{color.brand}`) names no token (or a group, or a token that
  /// could not be converted); the token is not converted.
  public static let tokenAliasNotFound = DiagnosticID("token-alias-not-found", .error)

  /// A tokens file that a resolver document or Tokens Studio's `$themes.json` names cannot be
  /// read; its tokens are left out, the other files' converted.
  public static let tokenSourceNotFound = DiagnosticID("token-source-not-found", .error)

  /// The ids SkinKitInterchange reports, in alphabetical order of their raw values.
  package static let interchangeIDs: [DiagnosticID] = [
    .accessorNameClash, .conversionUnsupported, .invalidJSON, .invalidPlist, .invalidPrebuilt,
    .invalidResolver, .invalidToken, .prebuiltFormat, .resolverReferenceCycle, .themeNotFound,
    .tokenAliasCycle, .tokenAliasNotFound, .tokenSourceNotFound,
  ]
}
