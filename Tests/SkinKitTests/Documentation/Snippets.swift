import Foundation
import SkinKit

/// The Swift code the README and the DocC articles show, compiled and run here: each
/// snippet is the text between `// snippet: NAME` and `// end snippet` (dedented), and
/// ``DocumentationTests`` checks that the documents quote it verbatim and that the output
/// block after it is what it prints.
enum Snippets {
  /// A snippet's name, the documents that quote it, and what running it prints.
  struct Snippet: Sendable, CustomStringConvertible {
    let name: String
    let documents: [String]
    let run: @Sendable () throws -> String
    var description: String { name }
  }

  static let all: [Snippet] = [
    Snippet(
      name: "tour", documents: ["README.md", "Sources/SkinKit/SkinKit.docc/GettingStarted.md"],
      run: tour),
    Snippet(
      name: "cascade", documents: ["Sources/SkinKit/SkinKit.docc/TheCascade.md"], run: cascade),
    Snippet(
      name: "style-object", documents: ["Sources/SkinKit/SkinKit.docc/StyleObjects.md"],
      run: styleObject),
    Snippet(
      name: "code-rules", documents: ["Sources/SkinKit/SkinKit.docc/StyleObjects.md"],
      run: codeRules),
    Snippet(
      name: "live-reload", documents: ["Sources/SkinKit/SkinKit.docc/LiveReload.md"],
      run: liveReload),
    Snippet(
      name: "design-tokens", documents: ["Sources/SkinKit/SkinKit.docc/DesignTokens.md"],
      run: designTokens),
    Snippet(
      name: "transitions", documents: ["Sources/SkinKit/SkinKit.docc/Transitions.md"],
      run: transitions),
    Snippet(
      name: "animations",
      documents: ["README.md", "Sources/SkinKit/SkinKit.docc/Transitions.md"],
      run: animations),
  ]

  /// The snippet's text in this file, dedented (empty if there is no such snippet).
  static func text(of name: String) throws -> String {
    let source = try String(
      contentsOfFile: Product.path("Tests/SkinKitTests/Documentation/Snippets.swift"),
      encoding: .utf8)
    var lines: [Substring] = []
    var inside = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// snippet: \(name)" {
        inside = true
      } else if inside && trimmed == "// end snippet" {
        break
      } else if inside {
        lines.append(line)
      }
    }
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return lines.map { ($0.count >= indent ? String($0.dropFirst(indent)) : "") + "\n" }.joined()
  }

  /// Collects what a snippet prints.
  final class Output: @unchecked Sendable {
    var text = ""
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
      text += items.map { "\($0)" }.joined(separator: separator) + terminator
    }
  }

  static func tour() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: tour
    // A screen, built from the model widgets (UIKit's names and appearance properties).
    let window = Window(environment: StyleEnvironment(idiom: .phone, colorScheme: .light))
    let card = View(classes: ["card"])
    let title = Label(text: "Storage", classes: ["name"])
    let upgrade = Button(title: "Upgrade", classes: ["primary"])
    card.addSubview(title)
    card.addSubview(upgrade)
    window.addSubview(card)

    // A skin (one or more sheets) and a manager that styles the window with it.
    let sheet = try Stylesheet.load(contentsOf: "Stylesheets/Default.skss")
    let manager = StyleManager(skin: Skin(name: "Default", stylesheets: [sheet]))
    let report = manager.style(window)
    print(report.recomputedNodes, "nodes styled,", report.writtenProperties, "values written")
    print(upgrade.backgroundColor.hex, upgrade.titleColor.hex, upgrade.cornerRadius)
    print(title.textColor.hex, title.font)

    // States are pseudo-classes: highlighting the button restyles it (`&:highlighted`).
    upgrade.isHighlighted = true
    manager.updateStyles()
    print(upgrade.backgroundColor.hex)

    // The environment too: dark mode restyles what `@media dark` changes.
    let dark = manager.updateEnvironment { $0.colorScheme = .dark }
    print(dark.recomputedNodes, "nodes restyled;", window.backgroundColor.hex, title.textColor.hex)

    // A style object set on a node is its inline style: it beats the sheet's normal rules, and
    // reading it back gives it back.
    let orange = CascadingStyle().configured { $0.textColor = StyleColor(rgb: 0xff9500) }
    title.cascadingStyle = orange
    print(title.textColor.hex, title.cascadingStyle == orange)
    // end snippet
    return output.text
  }

  static func designTokens() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: design-tokens
    // Tokens files are stylesheets: a palette, a theme over it, and its dark mode.
    let tokens = "Samples/DesignTokens/figma-sds/"
    let palette = try Interchange.load(contentsOf: tokens + "color.tokens.json")
    let light = try Interchange.loadDesignTokens(
      contentsOf: tokens + "theme-light.tokens.json", overriding: [tokens + "color.tokens.json"])
    let dark = try Interchange.loadDesignTokens(
      contentsOf: tokens + "theme-dark.tokens.json",
      overriding: [tokens + "theme-light.tokens.json", tokens + "color.tokens.json"],
      media: "dark")
    let app = Stylesheet.parse(
      """
      Button.primary {
        background-color: var(--color-background-brand);
        title-color: var(--color-text-brand-on-brand);
      }
      """)
    let skin = Skin(stylesheets: [palette.stylesheet, light.stylesheet, dark.stylesheet, app])

    let window = Window(environment: StyleEnvironment(colorScheme: .light))
    let signIn = Button(title: "Sign In", classes: ["primary"])
    window.addSubview(signIn)
    let manager = StyleManager(skin: skin)
    manager.style(window)
    print(signIn.backgroundColor.hex, signIn.titleColor.hex)
    manager.updateEnvironment { $0.colorScheme = .dark }
    print(signIn.backgroundColor.hex, signIn.titleColor.hex)
    // end snippet
    return output.text
  }

  static func cascade() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: cascade
    final class ShareButton: Button {
      override class var nodeType: StyleType {
        StyleType(name: "ShareButton", supertype: Button.nodeType)
      }
    }

    let sheet = Stylesheet.parse(
      """
      NavigationController Button { title-color: red; }  /* the outer container */
      Toolbar Button { title-color: blue; }              /* the inner one, written later */
      Button:exact { title-font: 600 17 system; }         /* buttons, not their subclasses */
      Button:highlighted { title-color: orange; }         /* a state is a pseudo-class */
      @media dark { Toolbar { bar-tint-color: black; } }  /* so is the environment */
      """, path: "cascade.skss")

    let toolbar = Toolbar()
    let save = Button(title: "Save")
    let share = ShareButton(title: "Share")
    toolbar.addSubview(save)
    toolbar.addSubview(share)
    let screen = ViewController()
    screen.view = toolbar
    let window = Window(environment: StyleEnvironment(colorScheme: .light))
    window.addChild(NavigationController(rootViewController: screen))

    StyleManager(skin: Skin(stylesheets: [sheet])).style(window)
    print(save.titleColor.hex, save.titleFont, "/", share.titleColor.hex, share.titleFont)
    print(save.titleColor(for: .highlighted).hex, toolbar.barTintColor.hex)
    window.environment.colorScheme = .dark
    window.updateStyles()
    print(toolbar.barTintColor.hex)
    // end snippet
    return output.text
  }

  static func styleObject() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: style-object
    let label = Label(text: "Storage")
    let title = CascadingStyle().configured {
      $0.font = StyleFont.system(size: 20, weight: 600)
      $0.textColor = .white
      $0.alpha = 0.9
      $0.tintColor = StyleColor(rgb: 0xff9500)
    }
    label.cascadingStyle = title  // a Label takes all four: it is a view with text
    print(label.font, label.textColor.hex, label.alpha, label.tintColor.hex)
    print(label.cascadingStyle == title, label.readStyle(as: CascadingStyle.self).letterSpacing!)
    label.cascadingStyle.textColor = .black  // a change through it reaches the label
    print(label.textColor.hex)
    // end snippet
    return output.text
  }

  static func codeRules() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: code-rules
    let base = Stylesheet.parse("Window { background-color: white; }", path: "base.skss")
    var rules = StyleRules(name: "Brand")
    rules.add("NavigationBar Button", CascadingStyle().configured { $0.tintColor = .white })
    rules.add("Window", CascadingStyle().configured { $0.backgroundColor = .black }, media: "dark")
    let skin = Skin(name: "Brand", sources: [.stylesheet(base), .rules(rules)])

    let window = Window(environment: StyleEnvironment(colorScheme: .dark))
    let bar = NavigationBar()
    let back = Button(title: "Back")
    bar.addSubview(back)
    window.addSubview(bar)
    window.style(with: skin)
    print(window.backgroundColor.hex, back.tintColor.hex, skin.diagnostics.count)
    // end snippet
    return output.text
  }

  static func liveReload() throws -> String {
    let output = Output()
    @Sendable func print(_ items: Any...) {
      output.print(items.map { "\($0)" }.joined(separator: " "))
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("skinkit-live-reload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Theme.skss").path
    func save(_ text: String) throws {
      // As editors save: a new file renamed over the old one.
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    // snippet: live-reload
    try save("Label.title { color: #1c1c1e; font-size: 22; }")
    let window = Window()
    let title = Label(text: "Storage", classes: ["title"])
    window.addSubview(title)
    let manager = StyleManager()
    manager.style(window)

    // Loads the sheet now, then again on every save of it or of a file it imports. An app
    // leaves the scheduler at `.main`: restyles and events run on the main queue. `.manual`
    // runs them on the thread that calls `drain` (a tool, a test — this page).
    let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual) { event in
      print(event.isApplied ? "applied" : "failed")
    }
    reloader.start()
    reloader.drain(timeout: .seconds(30))
    print(title.textColor.hex, title.font.size)

    // A save restyles what the edit touches; what no rule sets any more is reset.
    try save("Label.title { color: #ff3b30; }")
    if case .applied(let applied) = reloader.drain(timeout: .seconds(30)).first {
      let report = applied.report
      print(report.recomputedNodes, report.writtenProperties, report.resetProperties)
      print(title.textColor.hex, title.font.size)
    }

    // A save with errors: its diagnostics, and the last good style stays.
    try save("Label.title { color: $accent; }")
    if case .failed(let failure) = reloader.drain(timeout: .seconds(30)).first {
      for diagnostic in failure.diagnostics {
        print(diagnostic.id.rawValue, diagnostic.location!, diagnostic.message)
      }
      print(title.textColor.hex, manager.skin === failure.activeSkin)
    }
    reloader.stop()
    // end snippet
    return output.text
  }

  static func transitions() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: transitions
    let sheet = Stylesheet.parse(
      """
      Label { color: #000000; transition: color 200ms linear }
      Label.alert { color: #ff3b30 }
      """, path: "alerts.skss")
    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    let window = Window()
    let label = Label(text: "Storage almost full")
    window.addSubview(label)
    manager.style(window)

    manager.advance(to: .zero)  // the clock starts
    label.addClass("alert")
    let report = manager.updateStyles()  // starts the transition, writes nothing yet
    for transition in report.startedTransitions { print(transition) }
    for time in [50, 100, 150, 200, 250] {
      let frame = manager.advance(to: .milliseconds(time))
      print(time, label.textColor.hex, frame.runningTransitions, frame.writtenProperties)
    }
    // end snippet
    return output.text
  }

  static func animations() throws -> String {
    let output = Output()
    func print(_ items: Any...) { output.print(items.map { "\($0)" }.joined(separator: " ")) }
    // snippet: animations
    let sheet = Stylesheet.parse(
      """
      @keyframes pulse {
        from { opacity: 1 }
        50% { opacity: 0.25 }
        to { opacity: 1 }
      }
      Label.badge { animation: pulse 1s linear infinite }
      """, path: "badge.skss")
    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    let window = Window()
    let badge = Label(text: "3", classes: ["badge"])
    window.addSubview(badge)
    manager.advance(to: .zero)  // the clock runs: the badge starts pulsing now
    manager.style(window)
    for time in [0, 250, 500, 750, 1_250] {
      let frame = manager.advance(to: .milliseconds(time))
      print(time, badge.alpha, frame.runningAnimations)
    }
    badge.removeClass("badge")
    print(manager.updateStyles().runningAnimations, badge.alpha)
    // end snippet
    return output.text
  }
}
