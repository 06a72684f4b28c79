import Foundation
import SkinKit

/// How `skss audit` prints its findings: text, JSON, GitHub annotations.
enum AuditReport {
  /// Each finding as its diagnostic line, then the environments, the colors with the
  /// declarations that made them, and a closing count.
  ///
  /// ```text
  /// theme.skss:2:17: error: text contrast 3.26:1 is below 4.5:1 (WCAG AA): color #8e8e93ff on #ffffffff at 0/0 Label.caption [low-text-contrast]
  ///   in every environment with color-scheme=light
  ///   painted #8e8e93ff on #ffffffff: ratio 3.26:1, APCA Lc 59.9
  ///   color:
  ///     0/0 color: #8e8e93ff  theme.skss:2:17  Label.caption
  ///   background: #ffffffff
  ///     base: #ffffffff  UIKit's systemBackground in light mode
  ///     0 background-color: #ffffffff  theme.skss:1:10  Window
  /// 1 finding in 12 environments (color-scheme × prefers-contrast × content-size × idiom)
  /// ```
  static func text(
    _ findings: [AuditFinding], scaling: [ScalingFinding], targets: [TouchTargetFinding],
    checkedTargets: Bool, matrix: AuditMatrix, count: Int
  ) -> String {
    var text = ""
    for finding in findings {
      text += finding.diagnostic.description + "\n"
      text += "  in \(matrix.summary(of: finding.environments))\n"
      text +=
        "  painted \(finding.painted.cssText) on \(finding.background.cssText): ratio "
        + "\(AuditFinding.format(ratio: finding.ratio)):1, APCA Lc "
        + "\(AuditFinding.format(lc: finding.lightnessContrast))\n"
      text += "  \(finding.property):\n"
      for source in finding.colorSources { text += line(source) }
      text += "  background: \(finding.background.cssText)\n"
      for source in finding.backgroundSources { text += line(source) }
    }
    for finding in scaling { text += finding.diagnostic.description + "\n" }
    for target in targets { text += target.diagnostic.description + "\n" }
    let environments = "\(count) environment\(count == 1 ? "" : "s")"
    let keys = matrix.dimensions.map(\.key).joined(separator: " × ")
    let checked = keys.isEmpty ? environments : "\(environments) (\(keys))"
    let total = findings.count + scaling.count + targets.count
    text +=
      total == 0
      ? "no finding in \(checked)\n" : "\(total) finding\(total == 1 ? "" : "s") in \(checked)\n"
    if !checkedTargets {
      text += "touch targets not checked: the tree gives no control or bar item a width or height\n"
    }
    return text
  }

  /// A text scaling finding as a JSON object.
  static func json(_ finding: ScalingFinding) -> [String: Any] {
    var object = Inputs.json(finding.diagnostic)
    object["node"] = ["path": finding.nodePath, "description": finding.nodeDescription]
    object["property"] = finding.property
    object["defaultSize"] = finding.defaultSize
    object["largestSize"] = finding.largestSize
    if case .clipped(let height) = finding.kind { object["height"] = height }
    return object
  }

  /// A touch target finding as a JSON object.
  static func json(_ target: TouchTargetFinding) -> [String: Any] {
    var object = Inputs.json(target.diagnostic)
    object["node"] = ["path": target.nodePath, "description": target.nodeDescription]
    object["width"] = target.width.map { $0 as Any } ?? NSNull()
    object["height"] = target.height.map { $0 as Any } ?? NSNull()
    return object
  }

  /// `    0/1 background-color: #ffffffff  theme.skss:3:3  Window`.
  static func line(_ source: AuditFinding.Source) -> String {
    if source.nodePath.isEmpty {
      return "    \(source.property): \(source.value)  \(source.context)\n"
    }
    let place = source.declaration.map { "\($0.description)  \(source.context)" } ?? source.context
    return "    \(source.nodePath) \(source.property): \(source.value)  \(place)\n"
  }

  /// The findings as one JSON object.
  static func json(
    _ findings: [AuditFinding], matrix: AuditMatrix,
    environments: [(name: String, environment: StyleEnvironment)], level: WCAGLevel,
    apca: Double?
  ) -> [String: Any] {
    func source(_ source: AuditFinding.Source) -> [String: Any] {
      var object: [String: Any] = [
        "node": source.nodePath, "property": source.property, "value": source.value,
        "context": source.context,
      ]
      if let range = source.declaration, let start = range.start {
        object["declaration"] = ["path": range.path, "line": start.line, "column": start.column]
      }
      return object
    }
    let list: [[String: Any]] = findings.map { finding in
      var object = Inputs.json(finding.diagnostic)
      object["kind"] = finding.kind.rawValue
      object["node"] = ["path": finding.nodePath, "description": finding.nodeDescription]
      object["property"] = finding.property
      object["color"] = finding.color.cssText
      object["painted"] = finding.painted.cssText
      object["background"] = finding.background.cssText
      object["ratio"] = finding.ratio
      object["required"] = finding.required
      object["lc"] = finding.lightnessContrast
      if finding.kind == .text { object["largeText"] = finding.largeText }
      object["environments"] = finding.environments
      object["colorSources"] = finding.colorSources.map(source)
      object["backgroundSources"] = finding.backgroundSources.map(source)
      return object
    }
    return [
      "level": level.rawValue, "apca": apca.map { $0 as Any } ?? NSNull(),
      "matrix": matrix.dimensions.map { ["key": $0.key, "values": $0.values] },
      "environments": environments.count, "findings": list,
    ]
  }

  /// A GitHub Actions annotation at the finding's declaration, naming the environments.
  static func annotation(_ finding: AuditFinding, matrix: AuditMatrix) -> String {
    var diagnostic = finding.diagnostic
    diagnostic.message += " (in \(matrix.summary(of: finding.environments)))"
    return Inputs.githubAnnotation(diagnostic)
  }
}
