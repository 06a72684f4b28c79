import Foundation
import SkinKit

#if canImport(Glibc)
import Glibc
#endif

/// A screen of model widgets restyled by a ``StyleReloader`` again and again: each cycle
/// writes a new version of the sheet, has the reloader read it (``StyleReloader/refresh()``),
/// and restyles on this thread (the `.manual` scheduler). Every version changes values the
/// screen shows, and every other one sets then drops a rule, so that each cycle recomputes
/// nodes, writes values and returns some to the widgets' own.
final class ReloadSoak {
  let directory: TemporaryDirectory
  let manager = StyleManager()
  let window = Window()
  let reloader: StyleReloader
  /// The labels and switches of the rows, read back by the tests.
  private(set) var labels: [Label] = []
  private(set) var switches: [Switch] = []
  private(set) var cycles = 0

  static let colors = ["#ff3b30", "#34c759", "#007aff", "#ff9500"]

  /// Version `cycle` of the sheet. Every name in it is the same in every version (names
  /// are interned for the life of the process: new ones would grow memory by design).
  static func sheet(_ cycle: Int) -> String {
    """
    Window { background-color: #f2f2f7; }
    NavigationBar { bar-tint-color: \(colors[cycle % 4]); title-color: #1c1c1e; }
    .title { font-size: \(12 + cycle % 8); color: #1c1c1e; }
    .row > Label { color: \(colors[(cycle + 1) % 4]); }
    Switch { on-tint-color: \(colors[(cycle + 2) % 4]); }
    Button { title-color: \(colors[(cycle + 3) % 4]); }
    Button:highlighted { opacity: 0.\(5 + cycle % 4); }
    \(cycle % 2 == 0 ? ".row { corner-radius: 8; padding: 4 8; }" : "")
    @media dark { Label { color: #ffffff; } }

    """
  }

  /// A window with a navigation bar and a stack of `rows` rows (a label, a switch and a
  /// button each): 4 + 4 × rows widgets (164 by default).
  init(rows: Int = 40) throws {
    directory = try TemporaryDirectory("soak")
    let bar = NavigationBar()
    bar.addChild(BarButtonItem(title: "Done"))
    window.addSubview(bar)
    let stack = StackView()
    window.addSubview(stack)
    for index in 0..<rows {
      let row = View(classes: ["row"])
      let label = Label(text: "Row \(index)", classes: index == 0 ? ["title"] : [])
      let toggle = Switch()
      let button = Button(title: "Go")
      if index % 5 == 0 { button.state = .highlighted }
      row.addSubview(label)
      row.addSubview(toggle)
      row.addSubview(button)
      stack.addSubview(row)
      labels.append(label)
      switches.append(toggle)
    }
    try directory.write("theme.skss", Self.sheet(0))
    reloader = StyleReloader(
      .file(directory.path("theme.skss")), manager: manager, scheduler: .manual)
    manager.style(window)
  }

  deinit {
    reloader.stop()
    directory.remove()
  }

  /// One cycle: the next version written, read and applied. Returns the events.
  @discardableResult
  func cycle() throws -> [StyleReloadEvent] {
    // The first refresh reads version 0, written by `init`.
    if cycles > 0 { try directory.write("theme.skss", Self.sheet(cycles)) }
    cycles += 1
    reloader.refresh()
    return reloader.drain(timeout: eventDeadline)
  }

  /// The process's resident memory in bytes (`/proc/self/statm`), or `nil` where there is
  /// none.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
