extension StyleManager {
  /// The time of the clock the app drives, or `nil` until it first calls ``advance(to:)``.
  ///
  /// SkinKit never starts a timer: transitions (`transition: background-color 0.3s`) run on
  /// this clock only. Until the app advances it, every change — a class, a state, the
  /// environment, a skin switch, a live reload — applies at once, as if no sheet asked for
  /// transitions.
  public var time: Duration? { state.withLock { $0.time } }

  /// Moves the clock to `time` (it never goes back) and writes to the objects the values
  /// their running transitions have then — the end values of those that finish. A frame
  /// with no transition running does nothing but move the clock.
  ///
  /// The first call starts the clock: from then on, a change of a value a sheet asks to
  /// transition starts a transition at the clock's time (CSS Transitions 1: an interrupted
  /// transition reverses, shortened, or starts again from where it is). Call it from the
  /// app's frame callback (a display link) while ``StyleUpdateReport/runningTransitions`` is
  /// above zero, and after an update that started some.
  ///
  /// ```swift
  /// let sheet = Stylesheet.parse(
  ///   "Label { color: black; transition: color 0.2s linear } Label.alert { color: red }",
  ///   path: "theme.skss")
  /// let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
  /// let label = Label()
  /// manager.style(label)
  /// manager.advance(to: .zero)                        // the clock starts
  /// label.addClass("alert")
  /// manager.updateStyles().runningTransitions         // 1: black → red over 0.2 s
  /// manager.advance(to: .milliseconds(100))           // label.textColor half way
  /// manager.advance(to: .milliseconds(200)).finishedTransitions   // 1: red
  /// ```
  @discardableResult
  public func advance(to time: Duration) -> StyleUpdateReport {
    let now = state.withLock { state -> Duration in
      let now = max(time, state.time ?? time)
      state.time = now
      return now
    }
    var report = StyleUpdateReport()
    for root in rootNodes {
      guard let tree = root.styling.tree else { continue }
      report.add(tree.advance(to: now.timeInterval))
    }
    return report
  }
}
