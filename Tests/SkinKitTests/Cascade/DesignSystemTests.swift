import Foundation
import SkinKit
import Testing

/// Real design systems' theme files (Tests/Fixtures/DesignSystems, provenance in its
/// PROVENANCE.md), resolved as Chromium 156 resolved them: every custom property the files
/// declare, read by a probe into the property Chromium accepts its value for, in light and
/// dark (the golden `chromium.json` of each project, made by
/// Scripts/conformance/design_systems.py, which also runs them through `skss resolve`).
/// A color's sRGB conversion — what an object that takes sRGB gets — is checked too: the
/// probe reads `color(from var(--x) srgb r g b / alpha)` into `background-color`.
@Suite("Design systems' themes agree with Chromium")
struct DesignSystemTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    let project: String
    let name: String
    let files: [String]
    let classes: [String]
    let colorScheme: String
    let probeCSS: String
    let probes: [[String: String]]
    var testDescription: String { "\(project) \(name)" }
  }

  static let directory = Fixtures.url("DesignSystems")

  static let variants: [Variant] = {
    guard
      let data = FileManager.default.contents(
        atPath: directory.appendingPathComponent("manifest.json").path),
      let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let projects = manifest["projects"] as? [[String: Any]]
    else { return [] }
    var out: [Variant] = []
    for project in projects {
      let name = project["name"] as? String ?? ""
      guard
        let goldenData = FileManager.default.contents(
          atPath: directory.appendingPathComponent(name).appendingPathComponent("chromium.json")
            .path),
        let golden = try? JSONSerialization.jsonObject(with: goldenData) as? [String: Any],
        let recorded = golden["variants"] as? [[String: Any]]
      else { continue }
      for (variant, result) in zip(project["variants"] as? [[String: Any]] ?? [], recorded) {
        out.append(
          Variant(
            project: name, name: variant["name"] as? String ?? "",
            files: variant["files"] as? [String] ?? [],
            classes: variant["classes"] as? [String] ?? [],
            colorScheme: variant["color-scheme"] as? String ?? "light",
            probeCSS: result["probeCSS"] as? String ?? "",
            probes: (result["probes"] as? [[String: Any]] ?? []).map { probe in
              probe.compactMapValues { $0 as? String }
            }))
      }
    }
    return out
  }()

  /// The values SkinKit does not compute as Chromium does yet, by project, variant and
  /// custom property: each is checked to still disagree, so that one that starts to agree is
  /// taken off the list.
  static let knownDisagreements: Set<String> = []

  /// Each probe's (custom property, Chromium's value, SkinKit's value, agreement).
  static func compare(_ variant: Variant) throws -> [(String, String, String, Bool)] {
    var text = ""
    for file in variant.files {
      let url = directory.appendingPathComponent(variant.project).appendingPathComponent(file)
      text += String(
        decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
      text += "\n"
    }
    let sheet = Stylesheet.parse(text + variant.probeCSS, path: "\(variant.project).css")
    let cascade = StyleCascade(stylesheets: [sheet])
    let children = variant.probes.map { ["type": "Probe", "classes": [$0["class"] ?? ""]] }
    let tree: [String: Any] = [
      "environment": ["width": 800, "height": 600, "color-scheme": variant.colorScheme],
      "root": ["type": "html", "classes": variant.classes, "children": children],
    ]
    let document = try TreeDocument.parse(
      try JSONSerialization.data(withJSONObject: tree), path: "tree.json")
    let styles = document.resolve(with: cascade).styles
    var out: [(String, String, String, Bool)] = []
    for (probe, style) in zip(variant.probes, styles.dropFirst()) {
      let read = probe["read"] ?? "color"
      var reads = [(read, probe["chromium"] ?? "")]
      if let srgb = probe["srgb"] { reads.append(("background-color", srgb)) }
      for (property, chromium) in reads {
        let value = style.value(named: property)
        let ours = value.map { ComparableValue(skinKit: $0) } ?? .text("")
        // An sRGB channel converted from another space may round either way within 0.05 of a
        // half: Chromium converts in 32-bit floats through XYZ D50, up to 1.5e-4 from CSS
        // Color 4's sample code (`oklch(95% .06 0)` has red 1.07502 there, 1.07512 exactly).
        let tolerance = property == "background-color" ? 0.05 : ComparableValue.halfTolerance
        let agrees = ComparableValue.agree(
          chromium: ComparableValue(chromium: chromium, property: property), skinKit: ours,
          tolerance: tolerance)
        let label = "\(probe["name"] ?? "") \(property)"
        out.append((label, chromium, value?.description ?? "none", agrees))
      }
    }
    return out
  }

  @Test("every custom property resolves as Chromium resolves it", arguments: variants)
  func agreesWithChromium(_ variant: Variant) throws {
    let results = try Self.compare(variant)
    #expect(!results.isEmpty)
    var unexpected: [String] = []
    for (label, chromium, ours, agrees) in results {
      let key = "\(variant.project) \(variant.name) \(label)"
      let known = Self.knownDisagreements.contains(key)
      if agrees == known {
        unexpected.append(
          "\(key): Chromium \(chromium), SkinKit \(ours)\(known ? " (listed as disagreeing)" : "")")
      }
    }
    #expect(unexpected.isEmpty, Comment(rawValue: unexpected.joined(separator: "\n")))
  }
}
