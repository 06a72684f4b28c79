import SkinKitCascade

/// What one update did.
///
/// ```swift
/// root.addClass("dark")
/// let report = root.updateStyles()
/// report.recomputedNodes     // nodes whose style was recomputed
/// report.writtenProperties   // property writes (only values that changed)
/// ```
public struct StyleUpdateReport: Sendable, CustomStringConvertible {
  /// Nodes whose computed style was recomputed.
  public var recomputedNodes = 0
  /// Extra resolutions for per-state values (`titleColor(for: .highlighted)`).
  public var stateResolutions = 0
  /// Properties written to widgets (each written only when its value changed), resets
  /// included.
  public var writtenProperties = 0
  /// Properties returned to the widget's own value because nothing sets them any more.
  public var resetProperties = 0
  /// How long the update took.
  public var duration: Duration = .zero
  /// Problems found while computing values (`var()` cycles, invalid substitutions).
  public var diagnostics: [Diagnostic] = []
  /// The transitions the update started (see ``StyleManager/advance(to:)``).
  public var startedTransitions: [StyleTransition] = []
  /// How many transitions run once the update or frame is done: while any does, the app
  /// advances the clock again at its next frame.
  public var runningTransitions = 0
  /// How many transitions ended in the frame, their objects at their end values.
  public var finishedTransitions = 0
  /// How many `@keyframes` animations move once the update or frame is done (neither paused
  /// nor ended): while any does, as while a transition runs, the app advances the clock
  /// again at its next frame.
  public var runningAnimations = 0
  /// What the resolution caches did (for `skss bench` and tests).
  package var resolution = ResolutionStatistics()

  public init() {}

  public var description: String {
    let counts =
      "\(recomputedNodes) recomputed, \(writtenProperties) written (\(resetProperties) reset)"
    let transitions =
      runningTransitions > 0 ? ", \(runningTransitions) transitions running" : ""
    let animations = runningAnimations > 0 ? ", \(runningAnimations) animations running" : ""
    return counts + transitions + animations + " in \(duration)"
  }
}
