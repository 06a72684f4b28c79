// swift-tools-version: 6.0
import PackageDescription

/// SkinKit: a CSS-like cascading style runtime.
///
/// Layers (data flows one way; each target may use only the ones above it):
/// `SkinKitSyntax` → `SkinKitSelectors` → `SkinKitProperties` → `SkinKitCascade` →
/// `SkinKitStyling` → `SkinKitInterchange` → `SkinKit` (the one module users import) →
/// `SkinKitPreview` (the picture `skss preview` draws), `SkinKitLanguageServer` (`skss lsp`)
/// → `SkinKitCLI` (the commands) → `skss` (the executable). `Samples/` holds example programs, each an executable.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "SkinKit",
  products: [
    .library(name: "SkinKit", targets: ["SkinKit"]),
    .executable(name: "skss", targets: ["skss"]),
    .executable(name: "settings-screen", targets: ["SettingsScreen"]),
    .executable(name: "shadow-styles", targets: ["ShadowStyles"]),
    .executable(name: "theme-switcher", targets: ["ThemeSwitcher"]),
    .executable(name: "live-reload", targets: ["LiveReload"]),
    .executable(name: "foreign-toolkit", targets: ["ForeignToolkit"]),
  ],
  targets: [
    .target(name: "SkinKitSyntax", swiftSettings: strict),
    .target(name: "SkinKitSelectors", dependencies: ["SkinKitSyntax"], swiftSettings: strict),
    .target(
      name: "SkinKitProperties", dependencies: ["SkinKitSyntax", "SkinKitSelectors"],
      swiftSettings: strict),
    .target(
      name: "SkinKitCascade",
      dependencies: ["SkinKitSyntax", "SkinKitSelectors", "SkinKitProperties"],
      swiftSettings: strict),
    .target(
      name: "SkinKitStyling", dependencies: ["SkinKitCascade"], swiftSettings: strict),
    .target(
      name: "SkinKitInterchange", dependencies: ["SkinKitCascade", "SkinKitStyling"],
      swiftSettings: strict),
    .target(
      name: "SkinKit",
      dependencies: [
        "SkinKitSyntax", "SkinKitSelectors", "SkinKitProperties", "SkinKitCascade",
        "SkinKitStyling",
        "SkinKitInterchange",
      ],
      swiftSettings: strict),
    .target(name: "SkinKitPreview", dependencies: ["SkinKit"], swiftSettings: strict),
    .target(name: "SkinKitLanguageServer", dependencies: ["SkinKit"], swiftSettings: strict),
    .target(
      name: "SkinKitCLI", dependencies: ["SkinKit", "SkinKitPreview", "SkinKitLanguageServer"],
      swiftSettings: strict),
    .executableTarget(name: "skss", dependencies: ["SkinKitCLI"], swiftSettings: strict),
    .executableTarget(
      name: "SettingsScreen", dependencies: ["SkinKit"], path: "Samples/SettingsScreen",
      swiftSettings: strict),
    .executableTarget(
      name: "ShadowStyles", dependencies: ["SkinKit"], path: "Samples/ShadowStyles",
      exclude: ["cards.skss"], swiftSettings: strict),
    .executableTarget(
      name: "ThemeSwitcher", dependencies: ["SkinKit"], path: "Samples/ThemeSwitcher",
      swiftSettings: strict),
    .executableTarget(
      name: "LiveReload", dependencies: ["SkinKit"], path: "Samples/LiveReload",
      swiftSettings: strict),
    .executableTarget(
      name: "ForeignToolkit", dependencies: ["SkinKit"], path: "Samples/ForeignToolkit",
      exclude: ["Tiles.skss"], swiftSettings: strict),
    .testTarget(
      name: "SkinKitTests",
      dependencies: ["SkinKit", "SkinKitCLI", "SkinKitPreview", "SkinKitLanguageServer"],
      swiftSettings: strict),
    // A toolkit of its own, styled through conformances only (public API, outside the library).
    .testTarget(name: "ForeignTreeTests", dependencies: ["SkinKit"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)

// Fuzzing (Fuzz/run.sh): a libFuzzer target for the whole pipeline, in the package only when
// SKINKIT_FUZZ is set, so ordinary builds never see it.
if Context.environment["SKINKIT_FUZZ"] != nil {
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .executableTarget(
      name: "skss-fuzz", dependencies: ["SkinKit", "SkinKitSyntax", "FuzzDriver"],
      path: "Fuzz/Target",
      swiftSettings: strict),
  ]
}
