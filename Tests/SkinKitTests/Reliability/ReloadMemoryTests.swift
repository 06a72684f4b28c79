import Foundation
import SkinKit
import Testing

/// Reloading a skin again and again keeps nothing of the versions it replaced.
@Suite("Reload memory")
struct ReloadMemoryTests {
  /// Weak references, read after the objects' owners let go.
  final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
  }

  @Test("200 reload-and-restyle cycles: each restyles, and what each replaces is released")
  func cyclesReleaseWhatTheyReplace() throws {
    var soak: ReloadSoak? = try ReloadSoak()
    var skins: [Weak<Skin>] = []
    var styles: [Weak<ComputedStyle>] = []
    for cycle in 0..<200 {
      let events = try #require(try soak?.cycle())
      let applied = try #require(events.count == 1 ? events[0].applied : nil, "cycle \(cycle)")
      #expect(applied.warnings.isEmpty)
      // The first version styles the screen; every later one changes what it shows.
      #expect(applied.report.recomputedNodes > 0, "cycle \(cycle)")
      skins.append(Weak(applied.skin))
      let label = try #require(soak?.labels[1])
      styles.append(Weak(label.computedStyle))
      let colors = ReloadSoak.colors
      #expect(label.textColor == StyleColor(hex: colors[(cycle + 1) % 4]), "cycle \(cycle)")
      #expect(soak?.labels[0].font.size == Double(12 + cycle % 8), "cycle \(cycle)")
      #expect(soak?.switches[3].onTintColor == StyleColor(hex: colors[(cycle + 2) % 4]))
      // `.row { corner-radius: 8 }` comes and goes: the row returns to its own value.
      #expect(label.superview?.cornerRadius == (cycle % 2 == 0 ? 8 : 0), "cycle \(cycle)")
    }
    // Only the active skin, and the label's current style, are still alive.
    #expect(skins.dropLast().allSatisfy { $0.object == nil })
    #expect(skins.last?.object != nil)
    #expect(styles.dropLast().allSatisfy { $0.object == nil })
    #expect(styles.last?.object != nil)

    // Nothing holds the manager, the reloader, the widgets or the last skin in a cycle.
    let manager = Weak(soak?.manager)
    let reloader = Weak(soak?.reloader)
    let window = Weak(soak?.window)
    let label = Weak(soak?.labels[1])
    soak = nil
    #expect(manager.object == nil)
    #expect(reloader.object == nil)
    #expect(window.object == nil)
    #expect(label.object == nil)
    #expect(skins.last?.object == nil)
    #expect(styles.last?.object == nil)
  }

  /// Run by `Scripts/memory/reload-cycles.sh`, alone in its process (other tests would move
  /// the process's memory): `SKINKIT_RELOAD_CYCLES` cycles, resident memory sampled before
  /// the first, after a tenth (the warm-up: allocator pools, caches and the interned names
  /// reach their size) and after the last.
  @Test(
    "resident memory stays flat over many reload-and-restyle cycles",
    .enabled(if: ReloadMemoryTests.soakCycles != nil))
  func residentMemoryStaysFlat() throws {
    let cycles = try #require(Self.soakCycles)
    let warmUp = max(100, cycles / 10)
    let soak = try ReloadSoak()
    let start = try #require(ReloadSoak.residentBytes())
    for _ in 0..<warmUp { try soak.cycle() }
    let warm = try #require(ReloadSoak.residentBytes())
    var restyled = 0
    for _ in warmUp..<cycles {
      let events = try soak.cycle()
      if events.count == 1, let applied = events[0].applied, applied.report.recomputedNodes > 0 {
        restyled += 1
      }
    }
    let end = try #require(ReloadSoak.residentBytes())
    let growth = end - warm
    print(
      "reload-cycles: \(cycles) cycles; resident memory \(start / 1024) KB at the start,"
        + " \(warm / 1024) KB after \(warmUp) (warm-up), \(end / 1024) KB at the end:"
        + " \(growth / 1024) KB growth, bound \(Self.growthBound / 1024) KB")
    #expect(restyled == cycles - warmUp)
    #expect(growth <= Self.growthBound)
  }

  /// The cycles `Scripts/memory/reload-cycles.sh` asks for, if it is running.
  static var soakCycles: Int? {
    ProcessInfo.processInfo.environment["SKINKIT_RELOAD_CYCLES"].flatMap { Int($0) }
  }

  /// 2 MB over the cycles after the warm-up: about 230 bytes a cycle of 9,000. A skin, cascade
  /// or closure kept per cycle is several kilobytes (keeping each cycle's events grows memory
  /// by 18 KB a cycle), while the allocator's own drift measured 48 KB over 9,000 cycles.
  static let growthBound = 2 * 1024 * 1024
}
