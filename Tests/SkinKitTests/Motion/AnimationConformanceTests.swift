import Foundation
import SkinKit
import Testing

/// CSS animations (`@keyframes` and `animation-*`) run the way apps run them, against what
/// Chromium 156 computes for the same sheets (Tests/Fixtures/Motion/animations.json,
/// hand-picked, and random-animations.json, seeds 1–200): a manager whose clock starts at 0
/// before it first styles the tree, so the animations start at 0, then moved to each sample
/// time. Chromium's values were read on paused animations whose currentTime was set to the
/// sample time (every animation of the element the same time).
@Suite("Animations: agreement with Chromium")
struct AnimationConformanceTests {
  static let handPicked = AnimationCase.load("animations.json")
  static let random = AnimationCase.load("random-animations.json")

  @Test func theFixturesAreThere() {
    #expect(Self.handPicked.count == 123)
    #expect(Self.random.count == 200)
  }

  /// A case's sheet over a window holding a `.parent` view holding a `.x` label, the clock
  /// started at 0 before the first styling; at each sample time the label holds Chromium's
  /// value.
  @Test("each sample is Chromium's", arguments: handPicked + random)
  func samplesAgree(_ animation: AnimationCase) throws {
    try Self.check(animation)
  }

  /// The same for the cases of the file SKINKIT_ANIMATION_CASES names (fresh random seeds,
  /// `animation_oracle.py --random SEEDS --check`); none without it.
  @Test("each sample of the fresh cases is Chromium's", arguments: AnimationCase.extra())
  func freshSamplesAgree(_ animation: AnimationCase) throws {
    try Self.check(animation)
  }

  /// The cases where SkinKit is known to differ from Chromium, and why (the Animations
  /// article lists them): each is still checked, and reported if it starts to agree.
  static let knownDifferences: [String: String] = [
    "em of a declaration follows an animated font-size":
      "the node's own values that depend on an animated property (an em length on font-size) are not computed again at each frame",
    "steps jump-start at the delay's end, backwards fill":
      "exactly at the end of a delay with a backwards fill, Chromium shows the fill value; SkinKit the first step of the active interval",
  ]

  /// Runs a case as an app does and compares the label's value at each sample time.
  private static func check(_ animation: AnimationCase) throws {
    if let reason = knownDifferences[animation.name] {
      withKnownIssue(Comment(rawValue: reason)) { try compare(animation) }
      return
    }
    try compare(animation)
  }

  private static func compare(_ animation: AnimationCase) throws {
    let sheet = Stylesheet.parse(animation.css, path: "animation.skss")
    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    let window = Window()
    let parent = View(classes: ["parent"])
    let label = Label(classes: ["x"])
    window.addChild(parent)
    parent.addChild(label)
    // The clock never goes back: the samples are visited in the order of their times.
    #expect(zip(animation.samples, animation.samples.dropFirst()).allSatisfy { $0.time < $1.time })
    manager.advance(to: .zero)
    manager.style(window)
    for sample in animation.samples {
      manager.advance(to: .milliseconds(sample.time))
      let value = try #require(AnimationCase.value(of: label, property: animation.property))
      let agrees =
        if case .number(let number) = value {
          MotionComparison.agree(sample.value, number)
        } else {
          MotionComparison.agree(sample.value, value, property: animation.property)
        }
      #expect(
        agrees,
        "at \(sample.time) ms: Chromium \(sample.value), SkinKit \(value) (\(animation.css))")
    }
  }
}
