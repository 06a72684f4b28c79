import SkinKit

// What `skss bench --transitions` and `--animations` time: the frames of a clock the bench
// drives, as an app's display link would.
extension Benchmark {
  /// Times transitions on a tree styled with `skin` (which asks every value to move): an idle
  /// frame, the theme toggle that starts them, and the frames that move them.
  static func transitionFrames(
    _ root: any StyleTreeNode, skin: Skin, subject: BenchSubject
  ) -> (times: [String: Double], counts: [String: Int]) {
    var times: [String: Double] = [:]
    var counts: [String: Int] = [:]
    let manager = StyleManager(skin: skin)
    manager.style(root)
    subject.setClass(root, "theme-dark", false)
    manager.updateStyles()
    var idle: [Double] = []
    for frame in 0...100 {
      idle.append(milliseconds { manager.advance(to: .milliseconds(frame)) } * 1000)
    }
    times["frame_idle_us"] = median(idle)
    let start = Duration.seconds(1)
    manager.advance(to: start)
    var report = StyleUpdateReport()
    times["transitions_start_ms"] = milliseconds {
      subject.setClass(root, "theme-dark", true)
      report = manager.updateStyles()
    }
    counts["transitions_started"] = report.startedTransitions.count
    var frames: [Double] = []
    for frame in 1...9 {
      frames.append(
        milliseconds { report = manager.advance(to: start + .milliseconds(100 * frame)) })
      if frame == 5 {
        counts["frame_written"] = report.writtenProperties
        counts["frame_transitions_running"] = report.runningTransitions
      }
    }
    times["frame_ms"] = median(frames)
    manager.remove(root)
    return (times, counts)
  }

  /// The sheet `--animations` adds: every node's opacity pulsing, forever.
  static let animationSheet = """
    @keyframes skinkit-bench-pulse { 50% { opacity: 0.5 } }
    * { animation: skinkit-bench-pulse 1s linear infinite }
    """

  /// Times animations on a tree styled with `skin` (which runs one on every node): the first
  /// styling, which starts them all, and the frames that move them.
  static func animationFrames(_ root: any StyleTreeNode, skin: Skin)
    -> (times: [String: Double], counts: [String: Int])
  {
    var times: [String: Double] = [:]
    var counts: [String: Int] = [:]
    let manager = StyleManager(skin: skin)
    manager.advance(to: .zero)
    var report = StyleUpdateReport()
    times["animations_style_ms"] = milliseconds { report = manager.style(root) }
    counts["animations_running"] = report.runningAnimations
    var frames: [Double] = []
    for frame in 1...9 {
      frames.append(milliseconds { report = manager.advance(to: .milliseconds(100 * frame)) })
      if frame == 5 {
        counts["animation_frame_written"] = report.writtenProperties
        counts["frame_animations_running"] = report.runningAnimations
      }
    }
    times["animation_frame_ms"] = median(frames)
    manager.remove(root)
    return (times, counts)
  }
}
