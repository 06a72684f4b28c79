// A settings screen built in Swift, styled by Stylesheets/Default.skss, then shown in dark
// mode: `swift run settings-screen [path/to/sheet.skss]`.

import Foundation
import SkinKit

// MARK: The screen

/// A table cell with a title on the left and an accessory on the right.
func cell(_ title: String, accessory: View? = nil, identifier: String? = nil) -> TableViewCell {
  let cell = TableViewCell(identifier: identifier)
  cell.text = title
  cell.addSubview(Label(text: title, classes: ["title"]))
  if let accessory { cell.addSubview(accessory) }
  return cell
}

func detail(_ text: String) -> Label { Label(text: text, classes: ["detail"]) }

func header(_ text: String) -> Label { Label(text: text.uppercased(), classes: ["section-header"]) }

let airplaneMode = Switch(identifier: "airplane-mode")
let wifi = cell("Wi-Fi", accessory: detail("Home"))
let brightness = Slider(identifier: "brightness")
let signOut = Button(title: "Sign Out", classes: ["destructive"])

let settings = ViewController(classes: ["settings"])
let table = TableView()
settings.view = table
for node: StyleNode in [
  header("Connectivity"),
  cell("Airplane Mode", accessory: airplaneMode),
  wifi,
  cell("Bluetooth", accessory: detail("On")),
  header("Display"),
  cell("Brightness", accessory: brightness),
  cell("Appearance", accessory: SegmentedControl(segments: ["Light", "Dark", "Auto"])),
  header("Account"),
  cell("Sign Out", accessory: signOut),
  Label(text: "Signed in as ada@example.com", classes: ["footnote"]),
] {
  table.addChild(node)
}

let navigation = NavigationController(rootViewController: settings)
navigation.navigationBar.title = "Settings"
navigation.navigationBar.addItem(BarButtonItem(title: "Done"))
let window = Window(environment: StyleEnvironment(idiom: .phone, colorScheme: .light))
window.addChild(navigation)

// MARK: Styling

let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sheetPath =
  CommandLine.arguments.dropFirst().first
  ?? repository.appendingPathComponent("Stylesheets/Default.skss").path

let sheet: Stylesheet
do {
  sheet = try Stylesheet.load(contentsOf: sheetPath)
} catch {
  FileHandle.standardError.write(Data("settings-screen: \(error.message)\n".utf8))
  exit(2)
}
let skin = Skin(name: "Default", stylesheets: [sheet])
for diagnostic in skin.diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}

let manager = StyleManager()
manager.activate(skin)
let first = manager.style(window)

// MARK: Printing

func describe(_ color: StyleColor) -> String { color.hex }

func describe(_ font: StyleFont) -> String { font.description }

/// The values the skin wrote that matter for each kind of widget.
func summary(of node: StyleNode) -> String {
  switch node {
  case let bar as NavigationBar:
    return
      "bar \(describe(bar.barTintColor)), title \(describe(bar.titleColor)) \(describe(bar.titleFont))"
  case let item as BarItem:
    return "title \(describe(item.titleColor))"
  case let button as Button:
    return
      "title \(describe(button.titleColor)), highlighted \(describe(button.titleColor(for: .highlighted)))"
  case let toggle as Switch:
    return "on \(describe(toggle.onTintColor)), thumb \(describe(toggle.thumbTintColor))"
  case let slider as Slider:
    return
      "track \(describe(slider.minimumTrackTintColor)) / \(describe(slider.maximumTrackTintColor))"
  case let control as SegmentedControl:
    return
      "selected \(describe(control.selectedSegmentTintColor)), title \(describe(control.titleColor))"
  case let label as Label:
    return "\(describe(label.textColor)) \(describe(label.font))"
  case let table as TableView:
    return
      "background \(describe(table.backgroundColor)), separator \(describe(table.separatorColor))"
  case let cell as TableViewCell:
    return "background \(describe(cell.backgroundColor))"
  case let window as Window:
    return "background \(describe(window.backgroundColor)), tint \(describe(window.tintColor))"
  default:
    return ""
  }
}

func name(of node: StyleNode) -> String {
  var text = node.styleType.name.string
  if let identifier = node.identifier { text += "#\(identifier)" }
  for name in node.classes { text += ".\(name)" }
  switch node {
  case let label as Label: text += " \"\(label.text ?? "")\""
  case let button as Button: text += " \"\(button.title ?? "")\""
  case let item as BarItem: text += " \"\(item.title ?? "")\""
  case let cell as TableViewCell: text += " \"\(cell.text ?? "")\""
  default: break
  }
  return text
}

func printTree(_ node: StyleNode, depth: Int = 0) {
  let line = String(repeating: "  ", count: depth) + name(of: node)
  let values = summary(of: node)
  let column = 46
  let padded =
    line.count < column ? line.padding(toLength: column, withPad: " ", startingAt: 0) : line + "  "
  print(values.isEmpty ? line : padded + values)
  for child in node.children { printTree(child, depth: depth + 1) }
}

print("== Light (\(first)) ==")
printTree(window)

window.environment.colorScheme = .dark
let dark = window.updateStyles()
print("")
print("== Dark (\(dark)) ==")
printTree(window)
