// The SwiftUI adapter's logic, against the stand-in of SwiftUI (StandIns/SwiftUI) on Linux: views
// are evaluated by the stand-in's driver as SwiftUI evaluates them (modifiers' environment
// transforms, then bodies reading their `@Environment` properties). On an Apple platform these
// tests are not built.
#if SKINKIT_STAND_INS
import Foundation
import Observation
import Synchronization
import SkinKitSwiftUI
import SwiftUIStandIn
import Testing
// SkinKit's model widgets share SwiftUI's names (`View`, `Label`): a file that uses both imports
// SkinKit's types one by one, as an app's SwiftUI files do.
import class SkinKit.Skin
import struct SkinKit.StyleColor
import struct SkinKit.StyleContext
import struct SkinKit.StyleEnvironment
import class SkinKit.StyleManager
import class SkinKit.StyleReloader
import class SkinKit.Stylesheet

@MainActor
@Suite("SwiftUI adapter (against the SwiftUI stand-in)")
struct SkinKitSwiftUITests {
  static let sheet = """
    Label { color: #1c1c1e; }
    View.card Label.title { color: #0a84ff; font: 600 28 system; }
    @media dark {
      Label { color: #ffffff; }
      View.card Label.title { color: #64d2ff; }
    }
    """

  static func manager(_ text: String = sheet) -> StyleManager {
    StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(text)]))
  }

  /// The screen: a card with a title, whose text is the color its `@Styled` property reads.
  static func screen(_ root: StyleRoot) -> some View {
    Title().styleNode("Label", classes: ["title"]).styleNode("View", classes: ["card"])
      .styleRoot(root)
  }

  /// The text `view` shows, rendered in `environment`.
  static func text(_ view: some View, in environment: EnvironmentValues = EnvironmentValues())
    -> String?
  {
    (StandInDriver.render(view, in: environment).view as? Text).map(StandInDriver.string(of:))
  }

  @Test("SwiftUI's environment values as a StyleEnvironment; unset size classes kept from the base")
  func environment() {
    var values = EnvironmentValues()
    values.colorScheme = .dark
    values.dynamicTypeSize = .accessibility3
    values.layoutDirection = .rightToLeft
    values.horizontalSizeClass = .regular
    values.verticalSizeClass = .compact
    var base = StyleEnvironment()
    base.idiom = .pad
    base.width = 1024
    var expected = base
    expected.colorScheme = .dark
    expected.contentSize = .accessibilityExtraLarge
    expected.layoutDirection = .rtl
    expected.horizontalSizeClass = .regular
    expected.verticalSizeClass = .compact
    #expect(StyleEnvironment(values, base: base) == expected)
    base.horizontalSizeClass = .regular
    base.verticalSizeClass = .compact
    base.colorScheme = .dark
    var kept = base
    kept.colorScheme = .light
    #expect(StyleEnvironment(EnvironmentValues(), base: base) == kept)
    #expect(StyleEnvironment(EnvironmentValues()) == StyleEnvironment())
  }

  @Test("SwiftUI's accessibility settings as media features; an unset legibility weight kept")
  func accessibilitySettings() {
    var values = EnvironmentValues()
    values.colorSchemeContrast = .increased
    values.legibilityWeight = .bold
    values.accessibilityReduceMotion = true
    values.accessibilityReduceTransparency = true
    values.accessibilityInvertColors = true
    var expected = StyleEnvironment()
    expected.contrast = .more
    expected.boldText = true
    expected.reduceMotion = true
    expected.reduceTransparency = true
    expected.invertColors = true
    #expect(StyleEnvironment(values) == expected)
    var base = StyleEnvironment()
    base.boldText = true
    base.contrast = .more
    var kept = base
    kept.contrast = .noPreference
    #expect(StyleEnvironment(EnvironmentValues(), base: base) == kept)
  }

  @Test("each Dynamic Type size is the content size of the same rank")
  func dynamicTypeSizes() {
    let sizes = DynamicTypeSize.allCases.map { size in
      var values = EnvironmentValues()
      values.dynamicTypeSize = size
      return StyleEnvironment(values).contentSize
    }
    #expect(sizes == StyleEnvironment.ContentSize.allCases)
  }

  @Test("styleNode gives each styled view its child context, as StyleContext.child does")
  func propagation() {
    let manager = Self.manager()
    let root = StyleRoot(manager: manager)
    let rendered = StandInDriver.render(Self.screen(root), in: EnvironmentValues())
    let context = rendered.environment.styleContext
    #expect(context.node?.type.description == "Label")
    #expect(context.node?.classes == ["title"])
    #expect(context.textColor?.hex == "#0a84ffff")
    #expect(context.font?.size == 28)
    let direct = StyleContext(manager: manager).child(type: "View", classes: ["card"])
      .child(type: "Label", classes: ["title"])
    #expect(context.style == direct.style)
    // A view styled outside the card gets `Label`'s rule only.
    let alone = StandInDriver.render(Title().styleNode("Label").styleRoot(root))
    #expect(alone.environment.styleContext.textColor?.hex == "#1c1c1eff")
  }

  @Test("@Styled reads the value of the nearest styled view; nil where no rule sets it")
  func styledValue() {
    let root = StyleRoot(manager: Self.manager())
    #expect(Self.text(Self.screen(root)) == "#0a84ffff")
    #expect(Self.text(Title().styleNode("Button").styleRoot(root)) == "none")
  }

  @Test("SwiftUI's color scheme reaches the sheets' @media rules")
  func colorScheme() {
    let root = StyleRoot(manager: Self.manager())
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(Self.text(Self.screen(root), in: dark) == "#64d2ffff")
    #expect(Self.text(Title().styleNode("Label").styleRoot(root), in: dark) == "#ffffffff")
    #expect(Self.text(Self.screen(root)) == "#0a84ffff")
  }

  /// Whether Observation reports a change of `root.context` while `change` runs.
  static func observesChange(of root: StyleRoot, during change: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking {
      _ = root.context
    } onChange: {
      flag.value.withLock { $0 = true }
    }
    change()
    return flag.value.withLock { $0 }
  }

  @Test("refresh() changes the root's context, which renders the tree again, on a change only")
  func refresh() {
    let manager = Self.manager()
    let root = StyleRoot(manager: manager)
    let unchanged = Self.observesChange(of: root) { #expect(!root.refresh()) }
    #expect(!unchanged)
    let switched = Self.observesChange(of: root) {
      manager.activate(
        Skin(stylesheets: [Stylesheet.parse("View.card Label.title { color: #ff9f0a; }")]))
      #expect(root.refresh())
    }
    #expect(switched)
    #expect(Self.text(Self.screen(root)) == "#ff9f0aff")
    let moved = Self.observesChange(of: root) {
      manager.updateEnvironment { $0.idiom = .pad }
      #expect(root.refresh())
    }
    #expect(moved)
    #expect(root.context.environment.idiom == .pad)
  }

  @Test("live reload: a StyleReloader's event refreshes the root, and the tree shows the edit")
  func liveReload() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("skinkit-swiftui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("Theme.skss")
    try Data(Self.sheet.utf8).write(to: sheet)
    let manager = StyleManager()
    let root = StyleRoot(manager: manager)
    let reloader = StyleReloader(.file(sheet.path), manager: manager, scheduler: .manual) { _ in
      MainActor.assumeIsolated { _ = root.refresh() }
    }
    reloader.start()
    defer { reloader.stop() }
    #expect(reloader.drain(timeout: .seconds(30)).map(\.isApplied) == [true])
    #expect(Self.text(Self.screen(root)) == "#0a84ffff")
    let edited = Self.sheet.replacingOccurrences(of: "#0a84ff", with: "#30d158")
    try Data(edited.utf8).write(to: sheet, options: .atomic)
    #expect(reloader.drain(timeout: .seconds(30)).map(\.isApplied) == [true])
    #expect(Self.text(Self.screen(root)) == "#30d158ff")
  }
}

final class Flag: Sendable {
  let value = Mutex(false)
}

/// A view that shows the text color of the nearest styled view above it.
struct Title: View {
  @Styled(\.textColor) var color

  var body: some View { Text(color?.hex ?? "none") }
}
#endif
