// Switching themes at run time, as an app does: dark mode restyles what depends on the color
// scheme; activating another skin restyles the tree with it; a base tint injected from code
// recolors the default skin (SKDefaultSkin's one-tint idea).
//
//   swift run theme-switcher

import Foundation
import SkinKit

// MARK: The screen

let table = TableView()
let section = View(classes: ["section"])
let airplane = Switch(identifier: "airplane-mode")
let wifi = Switch(identifier: "wifi")
wifi.isSelected = true
for (title, accessory) in [("Airplane Mode", airplane), ("Wi-Fi", wifi)] {
  let cell = TableViewCell()
  cell.addSubview(Label(text: title, classes: ["title"]))
  cell.addSubview(accessory)
  section.addSubview(cell)
}
let upgrade = Button(title: "Upgrade Storage", classes: ["primary"], identifier: "upgrade")
table.addSubview(section)
table.addSubview(upgrade)

let settings = ViewController(classes: ["settings"])
settings.view = table
let navigation = NavigationController(rootViewController: settings)
navigation.navigationBar.title = "Settings"
let window = Window(environment: StyleEnvironment(idiom: .phone, colorScheme: .light))
window.addChild(navigation)

// MARK: The skins

let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func sheet(_ relative: String) -> Stylesheet {
  do {
    return try Stylesheet.load(contentsOf: repository.appendingPathComponent(relative).path)
  } catch {
    FileHandle.standardError.write(Data("theme-switcher: \(error.message)\n".utf8))
    exit(2)
  }
}

let defaultSkin = Skin(name: "Default", stylesheets: [sheet("Stylesheets/Default.skss")])
let ocean = Skin(name: "Ocean", stylesheets: [sheet("Stylesheets/Ocean.skss")])
let pink = Skin(
  name: "Default in pink",
  stylesheets: [
    sheet("Stylesheets/Default.skss"),
    Stylesheet.parse("Window { --base-tint: #ff2d55; }", path: "pink.skss"),
  ])
for skin in [defaultSkin, ocean, pink] {
  for diagnostic in skin.diagnostics { print(diagnostic) }
}

// MARK: Switching

@MainActor func show(_ title: String, _ report: StyleUpdateReport) {
  print(
    "== \(title): \(report.recomputedNodes) nodes recomputed, \(report.writtenProperties) properties written"
  )
  let bar = navigation.navigationBar
  print("  window      background \(window.backgroundColor.hex)  tint \(window.tintColor.hex)")
  print("  bar         tint \(bar.barTintColor.hex)  title \(bar.titleColor.hex)")
  print("  Wi-Fi       on tint \(wifi.onTintColor.hex)")
  print("  button      background \(upgrade.backgroundColor.hex)  title \(upgrade.titleColor.hex)")
}

let manager = StyleManager()
manager.style(window)
show("Default, light", manager.activate(defaultSkin))
show("Default, dark", manager.updateEnvironment { $0.colorScheme = .dark })
show("Ocean, dark", manager.activate(ocean))
show("Ocean, light", manager.updateEnvironment { $0.colorScheme = .light })
show("Default with --base-tint #ff2d55", manager.activate(pink))
show("Light again (nothing changes)", manager.updateEnvironment { $0.colorScheme = .light })
wifi.addClass("unused")
show("A class no rule names, on the Wi-Fi switch", window.updateStyles())

// MARK: Animating a switch

// A sheet asks for transitions; the app drives the clock (a display link would call
// `advance(to:)` each frame while transitions run). Dark mode then moves every color over
// 300 ms instead of jumping.
let animated = Skin(
  name: "Default, animated",
  stylesheets: [
    sheet("Stylesheets/Default.skss"),
    Stylesheet.parse("* { transition: all 300ms ease-in-out }", path: "motion.skss"),
  ])
show("Default, animated, light", manager.activate(animated))
manager.advance(to: .zero)
let darkening = manager.updateEnvironment { $0.colorScheme = .dark }
print("== Dark mode, animated: \(darkening.startedTransitions.count) transitions started")
for milliseconds in stride(from: 0, through: 300, by: 75) {
  let frame = manager.advance(to: .milliseconds(milliseconds))
  print(
    "  \(milliseconds) ms".padding(toLength: 9, withPad: " ", startingAt: 0)
      + "window \(window.backgroundColor.hex)  bar \(navigation.navigationBar.barTintColor.hex)"
      + "  button \(upgrade.backgroundColor.hex)  (\(frame.runningTransitions) running)")
}

// MARK: A pulsing badge

// A keyframe animation runs on the same clock: a badge added to the screen pulses from the
// update that styles it, until its class goes.
let pulsing = Skin(
  name: "Default, animated, with a badge",
  stylesheets: [
    sheet("Stylesheets/Default.skss"),
    Stylesheet.parse(
      """
      * { transition: all 300ms ease-in-out }
      @keyframes pulse { 50% { opacity: 0.4 } }
      Label.badge { animation: pulse 1s ease-in-out infinite }
      """, path: "motion.skss"),
  ])
manager.activate(pulsing)
let badge = Label(text: "2 updates", classes: ["badge"])
table.addSubview(badge)
let started = manager.updateStyles()
print("== A pulsing badge: \(started.runningAnimations) animation running")
for milliseconds in stride(from: 300, through: 1_300, by: 250) {
  let frame = manager.advance(to: .milliseconds(milliseconds))
  print(
    "  \(milliseconds) ms".padding(toLength: 10, withPad: " ", startingAt: 0)
      + "badge opacity \(String(format: "%.2f", badge.alpha))  (\(frame.runningAnimations) running)"
  )
}
badge.removeClass("badge")
print(
  "  class removed: opacity \(badge.alpha), \(manager.updateStyles().runningAnimations) running")
