import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Checks a styled tree's colors for contrast, in each environment of a matrix: what
/// `skss audit` reports.
///
/// For each node, each text color it binds that a declaration sets (``AuditedProperties``)
/// is painted over the node's effective background — the backgrounds of the node and its
/// ancestors composited with their alpha and opacity (``Compositing``) down to the base,
/// UIKit's `systemBackground` of the environment's color scheme (white in light, black in
/// dark) — and WCAG's contrast ratio of the painted text and background is held to the
/// level's minimum for the text's size; with an APCA minimum, |Lc| is held to it too. A
/// control's `tint-color` (a button's or bar button item's only where its title has no color
/// of its own or it shows an image) and a `border-color` with a border width are held to 3:1
/// against
/// what is behind the node (they outline it; the node's opacity applies to them). Hidden
/// nodes, nodes of opacity 0, fully transparent colors, and disabled nodes and what they
/// contain (WCAG exempts inactive components from 1.4.3 and 1.4.11) are not checked.
///
/// A finding that holds in several environments (the same node, property and colors) is one
/// finding naming each of them.
package struct ThemeAudit {
  package var level: WCAGLevel
  package var apcaMinimum: Double?

  package init(level: WCAGLevel = .aa, apcaMinimum: Double? = nil) {
    self.level = level
    self.apcaMinimum = apcaMinimum
  }

  /// The base every tree is painted on in `environment`.
  package static func base(_ environment: StyleEnvironment) -> AuditFinding.Source {
    let dark = environment.colorScheme == .dark
    return AuditFinding.Source(
      nodePath: "", property: "base", value: (dark ? StyleColor.black : .white).hex,
      declaration: nil,
      context: "UIKit's systemBackground in \(dark ? "dark" : "light") mode")
  }

  /// The findings for the tree of `document` styled by `cascade` (with the nodes' inline
  /// styles) in each of `environments`, in document order of the nodes.
  package func findings(
    cascade: StyleCascade, document: TreeDocument,
    environments: [(name: String, environment: StyleEnvironment)],
    inlineStyles: [ObjectIdentifier: InlineStyle] = [:]
  ) -> [AuditFinding] {
    var merged: [AuditFinding] = []
    var positions: [AuditFinding: Int] = [:]
    for (name, environment) in environments {
      for finding in findings(
        cascade: cascade, document: document, environment: environment,
        inlineStyles: inlineStyles)
      {
        if let position = positions[finding] {
          merged[position].environments.append(name)
        } else {
          positions[finding] = merged.count
          var named = finding
          named.environments = [name]
          merged.append(named)
        }
      }
    }
    // In document order of the nodes, each node's findings in the order they were found.
    var order: [String: Int] = [:]
    for (position, node) in document.nodes.enumerated() { order[node.stylePath] = position }
    return merged.enumerated().sorted {
      (order[$0.element.nodePath] ?? 0, $0.offset) < (order[$1.element.nodePath] ?? 0, $1.offset)
    }.map(\.element)
  }

  /// What a node and its ancestors paint behind its content.
  private struct Backdrop {
    var layers: [Compositing.Layer] = []
    var sources: [AuditFinding.Source] = []
    var visible = true
    /// A disabled node or one inside it: WCAG exempts inactive components (1.4.3, 1.4.11).
    var inactive = false
  }

  /// The findings in one environment (each with no environment named yet).
  private func findings(
    cascade: StyleCascade, document: TreeDocument, environment: StyleEnvironment,
    inlineStyles: [ObjectIdentifier: InlineStyle]
  ) -> [AuditFinding] {
    let nodes = document.nodes
    var explanations: [ElementExplanation?] = Array(repeating: nil, count: nodes.count)
    cascade.explain(
      nodes, environment: environment, inlineStyle: { inlineStyles[ObjectIdentifier($0)] },
      visit: { explanations[$0] = $1 })
    let table = cascade.table
    let baseSource = Self.base(environment)
    let base = environment.colorScheme == .dark ? StyleColor.black : .white
    var positions: [ObjectIdentifier: Int] = [:]
    var backdrops: [Backdrop] = []
    var result: [AuditFinding] = []
    for (position, node) in nodes.enumerated() {
      positions[ObjectIdentifier(node)] = position
      guard let explanation = explanations[position] else { continue }
      let style = explanation.style
      let bindings = ClassBindings.of(node)
      func bound(_ name: String) -> PropertyID? {
        guard let id = table.definition(named: name)?.id,
          bindings.keysByProperty[id] != nil || bindings.stateProperties.contains(id)
        else { return nil }
        return id
      }
      func source(_ name: String) -> AuditFinding.Source {
        let value = style.value(named: name)?.description ?? ""
        guard let (candidate, holder) = Self.winner(of: name, in: explanation, node: node) else {
          return AuditFinding.Source(
            nodePath: node.stylePath, property: name, value: value, declaration: nil,
            context: "initial value")
        }
        return AuditFinding.Source(
          nodePath: holder.stylePath, property: name, value: value,
          declaration: candidate.declaration.range, context: candidate.selectorText)
      }
      var backdrop =
        node.parent.flatMap { positions[ObjectIdentifier($0)] }.map { backdrops[$0] }
        ?? Backdrop(sources: [baseSource])
      var layer = Compositing.Layer(fills: [])
      for name in AuditedProperties.fills {
        guard let id = bound(name), case .color(let color) = style.value(id), color.alpha > 0
        else { continue }
        layer.fills.append(color)
        backdrop.sources.append(source(name))
      }
      if let id = bound(AuditedProperties.opacity), case .number(let opacity) = style.value(id),
        opacity < 1
      {
        layer.opacity = opacity
        backdrop.sources.append(source(AuditedProperties.opacity))
        if opacity <= 0 { backdrop.visible = false }
      }
      if let id = bound(AuditedProperties.hidden), case .boolean(true) = style.value(id) {
        backdrop.visible = false
      }
      // What is behind the node: a control's tint and border are seen against it.
      let behind = backdrop
      backdrop.layers.append(layer)
      if node.styleState.contains(.disabled) { backdrop.inactive = true }
      backdrops.append(backdrop)
      guard backdrop.visible, !backdrop.inactive else { continue }

      func check(_ name: String, kind: AuditFinding.Kind, large: Bool) {
        guard let id = bound(name), style.isDeclared(id), case .color(let color) = style.value(id),
          color.alpha > 0
        else { return }
        // Text is painted inside the node, over its own background; a tint or a border
        // outlines the node against what is behind it (inside the node's opacity).
        var layers = backdrop.layers
        var sources = backdrop.sources
        if kind == .nonText {
          layers = behind.layers + [Compositing.Layer(fills: [], opacity: layer.opacity)]
          sources = behind.sources
          if layer.opacity < 1 { sources.append(source(AuditedProperties.opacity)) }
        }
        let background = Compositing.paint(layers, on: base)
        let painted = Compositing.paint(layers, on: base, foreground: color)
        let ratio = painted.contrastRatio(with: background)
        let required =
          kind == .text ? level.minimumTextRatio(largeText: large) : WCAGLevel.minimumNonTextRatio
        let lc = painted.apcaContrast(onBackground: background)
        let apca = kind == .text ? apcaMinimum : nil
        guard ratio < required || apca.map({ abs(lc) < $0 }) == true else { return }
        result.append(
          AuditFinding(
            kind: kind, nodePath: node.stylePath,
            nodeDescription: node.styleDescription(typeName: document.typeName(of: node)),
            property: table[id].name, color: color, painted: painted, background: background,
            ratio: ratio, required: required, largeText: large,
            level: kind == .text ? level : nil, lightnessContrast: lc, apcaMinimum: apca,
            colorSources: [source(table[id].name)], backgroundSources: sources,
            environments: []))
      }
      for text in AuditedProperties.text {
        let (size, weight) = Self.font(text.font, in: style)
        check(text.property, kind: .text, large: WCAGLevel.isLargeText(size: size, weight: weight))
      }
      if Self.showsTint(node, style: style, table: table) {
        check(AuditedProperties.tint, kind: .nonText, large: false)
      }
      if case .length(let width) = style.value(named: AuditedProperties.borderWidth), width > 0 {
        check(AuditedProperties.border, kind: .nonText, large: false)
      }
    }
    return result
  }

  /// Whether UIKit draws the node's tint: on a control or a bar button item, except on a
  /// button or item whose title has a color of its own and that shows no image (its title is
  /// checked as text).
  private static func showsTint(_ node: StyleNode, style: ComputedStyle, table: PropertyTable)
    -> Bool
  {
    guard node is Control || node is BarButtonItem else { return false }
    guard node is Button || node is BarButtonItem,
      let titleColor = table.definition(named: "title-color")?.id
    else { return true }
    return !style.isDeclared(titleColor) || node.styleAttribute("image") != nil
  }

  /// The size (points) and weight of a text color's font.
  private static func font(_ source: AuditedProperties.FontSource, in style: ComputedStyle)
    -> (size: Double, weight: Double)
  {
    switch source {
    case .longhands:
      return (
        number(style.value(named: "font-size")) ?? 16,
        number(style.value(named: "font-weight")) ?? 400
      )
    case .font(let name):
      guard case .font(let font) = style.value(named: name) else { return (16, 400) }
      return (font.size, Double(font.weight))
    }
  }

  private static func number(_ value: StyleValue?) -> Double? {
    switch value {
    case .length(let number), .number(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }

  /// The declaration that won `name` for the node, and the node it is on (an ancestor, when
  /// inherited).
  static func winner(of name: String, in explanation: ElementExplanation, node: StyleNode)
    -> (CandidateDeclaration, StyleNode)?
  {
    guard let property = explanation.properties.first(where: { $0.name == name }) else {
      return nil
    }
    if let first = property.candidates.first, first.status == .winner { return (first, node) }
    guard let (levels, candidates) = property.inheritedFrom, let first = candidates.first else {
      return nil
    }
    var holder = node
    for _ in 0..<levels { holder = holder.parent ?? holder }
    return (first, holder)
  }
}
