// `swift run -c release foreign-toolkit --bench`: what styling a tree of the toolkit's tiles
// costs beside the same tree of SkinKit's model widgets — one sheet, the same rules under each
// tree's type names, the same shape — timed in one run, with the ratio.
//
//   swift run -c release foreign-toolkit --bench [--nodes N] [--runs K] [--only foreign|widgets]
//
// `--only` styles one kind of tree (for counting instructions under callgrind).

import Foundation
import SkinKit

enum Benchmark {
  /// The sheet, for a tree whose base type is `tile` and whose text type is `caption`.
  static func sheet(tile: String, caption: String) -> String {
    """
    \(tile) { background-color: #f2f2f7; }
    .group { background-color: #ffffff; padding: 12px 20px; }
    .group.alt { background-color: #fafafa; }
    \(caption) { color: #1c1c1e; font: 15px "Tiles Sans"; }
    .group > .title { font: bold 22px "Tiles Serif"; }
    .group .detail { color: #8e8e93; }
    .chip { background-color: #e5e5ea; padding: 4px 8px; }
    .group.alt .chip { background-color: #d1d1d6; }
    #g0 .title { color: #007aff; }
    @media dark {
      \(tile) { background-color: black; }
      .group { background-color: #1c1c1e; }
    }
    """
  }

  /// A tree of `nodes` nodes (at least 10): a root holding groups of a title, three details
  /// and four chips (every third group `.alt`), the first groups with an id.
  static func shape(nodes: Int) -> [(group: Int, classes: [String], isText: Bool)] {
    var result: [(Int, [String], Bool)] = []
    var group = 0
    while result.count + 10 <= nodes {
      result.append((group, group % 3 == 2 ? ["group", "alt"] : ["group"], false))
      result.append((group, ["title"], true))
      for _ in 0..<3 { result.append((group, ["detail"], true)) }
      for _ in 0..<4 { result.append((group, ["chip"], false)) }
      group += 1
    }
    return result
  }

  /// The toolkit's tree: a `Tile` root, `Tile` groups and chips, `Caption` texts.
  static func tiles(nodes: Int) -> Tile {
    let root = Tile()
    var current: Tile?
    for (group, classes, isText) in shape(nodes: nodes) {
      if classes.first == "group" {
        let tile = Tile(roles: classes, key: "g\(group)")
        root.add(tile)
        current = tile
      } else {
        current?.add(isText ? Caption("text", roles: classes) : Tile(roles: classes))
      }
    }
    return root
  }

  /// The same tree of model widgets: a `View` root, `View` groups and chips, `Label` texts.
  static func widgets(nodes: Int) -> View {
    let root = View()
    var current: View?
    for (group, classes, isText) in shape(nodes: nodes) {
      if classes.first == "group" {
        let view = View(classes: classes, identifier: "g\(group)")
        root.addSubview(view)
        current = view
      } else {
        current?.addSubview(isText ? Label(text: "text", classes: classes) : View(classes: classes))
      }
    }
    return root
  }

  /// Milliseconds `body` takes.
  static func milliseconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let duration = clock.measure(body)
    return Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
  }

  static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }

  /// Runs the benchmark as the arguments say; prints the figures.
  static func run(_ arguments: [String]) {
    func value(_ name: String) -> String? {
      arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    let nodes = max(10, value("--nodes").flatMap(Int.init) ?? 10_000)
    let runs = max(1, value("--runs").flatMap(Int.init) ?? 7)
    let only = value("--only")
    let tileSkin = Skin(stylesheets: [.parse(sheet(tile: "Tile", caption: "Caption"))])
    let widgetSkin = Skin(stylesheets: [.parse(sheet(tile: "View", caption: "Label"))])
    var foreignTimes: [Double] = []
    var widgetTimes: [Double] = []
    var counts = (foreign: 0, widgets: 0)
    for run in 0..<runs {
      // Trees are built outside the timings; each run styles new ones (a tree's first
      // styling is what is measured: for the tiles, SkinKit's records of them are made then).
      // The two kinds take turns going first.
      let order = run % 2 == 0 ? ["widgets", "foreign"] : ["foreign", "widgets"]
      for kind in order where only == nil || only == kind {
        if kind == "foreign" {
          let root = tiles(nodes: nodes)
          var report = StyleUpdateReport()
          foreignTimes.append(milliseconds { report = root.style(with: tileSkin) })
          counts.foreign = report.recomputedNodes
        } else {
          let root = widgets(nodes: nodes)
          var report = StyleUpdateReport()
          widgetTimes.append(milliseconds { report = root.style(with: widgetSkin) })
          counts.widgets = report.recomputedNodes
        }
      }
    }
    #if DEBUG
    print("(a debug build: build with -c release for figures that mean something)")
    #endif
    print("Styling a new tree (resolve and apply), median of \(runs) runs:")
    let (widgetTime, foreignTime) = (median(widgetTimes), median(foreignTimes))
    func line(_ name: String, _ time: Double, _ count: Int) -> String {
      name.padding(toLength: 16, withPad: " ", startingAt: 0)
        + String(format: "%9.2f ms  %d nodes", time, count)
    }
    if only != "foreign" { print(line("model widgets", widgetTime, counts.widgets)) }
    if only != "widgets" { print(line("foreign tiles", foreignTime, counts.foreign)) }
    if only == nil, widgetTime > 0 {
      print(
        String(
          format: "ratio           %9.2f×  (foreign ÷ widgets; the aim is ≤ 1.30)",
          foreignTime / widgetTime))
    }
  }
}
