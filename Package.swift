// swift-tools-version: 6.0
import PackageDescription

/// SkinKit: a CSS-like cascading style runtime.
///
/// Layers (data flows one way; each target may use only the ones above it):
/// `SkinKitSupport` (locks, fork-join, string tables, string literals: no SkinKit knowledge) →
/// `SkinKitSyntax` → `SkinKitSelectors` → `SkinKitProperties` → `SkinKitCascade` →
/// `SkinKitStyling` → `SkinKitInterchange` → `SkinKit` (the one module users import) →
/// `SkinKitPreview` (the picture `skss preview` draws), `SkinKitLanguageServer` (`skss lsp`)
/// → `SkinKitStudio` (`skss studio`'s HTTP server and page; `StyleInspector`, which an app
/// links in debug builds) → `SkinKitCLI` (the commands) → `skss` (the executable). `Samples/` holds example programs, each an executable.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// Where the platform adapters build against stand-ins of the SDKs (Linux, for CI).
let standIns: [SwiftSetting] = [.define("SKINKIT_STAND_INS", .when(platforms: [.linux]))]

let package = Package(
  name: "SkinKit",
  products: [
    .library(name: "SkinKit", targets: ["SkinKit"]),
    // What an app links in its debug builds to be inspected by `skss studio`.
    .library(name: "SkinKitStudio", targets: ["SkinKitStudio"]),
    .executable(name: "skss", targets: ["skss"]),
    .executable(name: "settings-screen", targets: ["SettingsScreen"]),
    .executable(name: "shadow-styles", targets: ["ShadowStyles"]),
    .executable(name: "theme-switcher", targets: ["ThemeSwitcher"]),
    .executable(name: "live-reload", targets: ["LiveReload"]),
    .executable(name: "foreign-toolkit", targets: ["ForeignToolkit"]),
    .executable(name: "declarative", targets: ["Declarative"]),
    // UIKit's views styled (on an Apple platform with UIKit; empty elsewhere).
    .library(name: "SkinKitUIKit", targets: ["SkinKitUIKit"]),
    // SwiftUI's views styled (on an Apple platform with SwiftUI; empty elsewhere).
    .library(name: "SkinKitSwiftUI", targets: ["SkinKitSwiftUI"]),
  ],
  targets: [
    .target(name: "SkinKitSupport", swiftSettings: strict),
    .target(name: "SkinKitSyntax", dependencies: ["SkinKitSupport"], swiftSettings: strict),
    .target(
      name: "SkinKitSelectors", dependencies: ["SkinKitSupport", "SkinKitSyntax"],
      swiftSettings: strict),
    .target(
      name: "SkinKitProperties",
      dependencies: ["SkinKitSupport", "SkinKitSyntax", "SkinKitSelectors"],
      swiftSettings: strict),
    .target(
      name: "SkinKitCascade",
      dependencies: ["SkinKitSupport", "SkinKitSyntax", "SkinKitSelectors", "SkinKitProperties"],
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
      name: "SkinKitStudio", dependencies: ["SkinKit", "SkinKitPreview", "SkinKitSupport"],
      resources: [
        .embedInCode("Page/index.html"), .embedInCode("Page/studio.js"),
        .embedInCode("Page/studio.css"),
      ],
      swiftSettings: strict),
    .target(
      name: "SkinKitCLI",
      dependencies: ["SkinKit", "SkinKitPreview", "SkinKitLanguageServer", "SkinKitStudio"],
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
    // An app that publishes its trees to `skss studio` (run by the studio's tests and its
    // browser check, which give it a studio: not a product the samples' loop runs alone).
    .executableTarget(
      name: "InspectedApp", dependencies: ["SkinKit", "SkinKitStudio"],
      path: "Samples/InspectedApp", swiftSettings: strict),
    // A toolkit of value views in SwiftUI's shape, styled through `StyleContext`, and a screen
    // written with it (a library, so that its tests see it), run by `swift run declarative`.
    .target(
      name: "DeclarativeSample", dependencies: ["SkinKit"], path: "Samples/Declarative/Sources",
      swiftSettings: strict),
    .executableTarget(
      name: "Declarative", dependencies: ["DeclarativeSample", "SkinKit"],
      path: "Samples/Declarative/App", swiftSettings: strict),
    // The UIKit adapter. On Linux only, it builds against a stand-in of the UIKit API it uses
    // (StandIns/UIKit, each declaration citing Apple's page), so that CI compiles and tests
    // it: the stand-in is a dependency on no Apple platform, so no product there contains it.
    .target(
      name: "SkinKitUIKit",
      dependencies: [
        "SkinKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict + standIns),
    .target(name: "UIKitStandIn", path: "StandIns/UIKit", swiftSettings: strict),
    .testTarget(
      name: "SkinKitUIKitTests",
      dependencies: [
        "SkinKitUIKit", "SkinKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict + standIns),
    // The SwiftUI adapter, built the same way against StandIns/SwiftUI on Linux only.
    .target(
      name: "SkinKitSwiftUI",
      dependencies: [
        "SkinKit", .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict + standIns),
    .target(name: "SwiftUIStandIn", path: "StandIns/SwiftUI", swiftSettings: strict),
    .testTarget(
      name: "SkinKitSwiftUITests",
      dependencies: [
        "SkinKitSwiftUI", "SkinKit",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict + standIns),
    .testTarget(
      name: "SkinKitTests",
      dependencies: [
        "SkinKit", "SkinKitCLI", "SkinKitPreview", "SkinKitLanguageServer", "SkinKitStudio",
      ],
      swiftSettings: strict),
    // A toolkit of its own, styled through conformances only (public API, outside the library).
    .testTarget(name: "ForeignTreeTests", dependencies: ["SkinKit"], swiftSettings: strict),
    .testTarget(
      name: "DeclarativeSampleTests", dependencies: ["DeclarativeSample", "SkinKit"],
      swiftSettings: strict),
    // The doc comments' examples, compiled (generated by the Documentation tests): an
    // example is a piece of an app, often an expression shown with its value in a comment,
    // so what is unused is not warned about here.
    .testTarget(
      name: "DocExamples", dependencies: ["SkinKit"], path: "Tests/DocExamples",
      swiftSettings: strict + [.unsafeFlags(["-suppress-warnings"])]),
  ],
  swiftLanguageModes: [.v6]
)

// Fuzzing (Fuzz/run.sh): libFuzzer targets for the whole pipeline and for the studio's HTTP
// code, in the package only when SKINKIT_FUZZ is set, so ordinary builds never see them.
if Context.environment["SKINKIT_FUZZ"] != nil {
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .executableTarget(
      name: "skss-fuzz", dependencies: ["SkinKit", "SkinKitSyntax", "FuzzDriver"],
      path: "Fuzz/Target",
      swiftSettings: strict),
    .executableTarget(
      name: "skss-fuzz-http", dependencies: ["SkinKitStudio", "FuzzDriver"],
      path: "Fuzz/HTTPTarget",
      swiftSettings: strict),
  ]
}
