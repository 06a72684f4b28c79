import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Text that fails people who use larger text: a size a declaration fixes (the same at every
/// content size, so Dynamic Type cannot grow it), or a line that outgrows the height the tree
/// file gives its node at the largest content size.
///
/// The text checked is the audit's (``AuditedProperties/text``: a color the node binds and a
/// declaration sets), in the size its font property gives (`font-size`, `title-font`…) when
/// a declaration sets that too — a font no rule sets is the widget's own, which the sheets
/// do not decide. A size is fixed when it is the same at `large` (the default) and at
/// `accessibility-extra-extra-extra-large`; a line is taken as 1.2 times its font's size.
///
/// ```swift
/// ScalingFinding.findings(cascade: cascade, document: document, environment: environment)
///   .map(\.diagnostic)   // fixed-size-text and clipped-text warnings
/// ```
package struct ScalingFinding: Sendable, Hashable {
  /// What fails.
  package enum Kind: Sendable, Hashable {
    /// The size is the same at every content size.
    case fixedSize
    /// The line is taller than the node's height at the largest content size.
    case clipped(height: Double)
  }

  /// A line's height for a font of a size: the system font's, about 1.2 times the size.
  package static let lineHeightPerPoint = 1.2

  package var kind: Kind
  package var nodePath: String
  package var nodeDescription: String
  /// The font property (`font-size`, `title-font`).
  package var property: String
  /// The size at the default content size and at the largest, in points.
  package var defaultSize: Double
  package var largestSize: Double
  /// The declaration of the size (fixed), or the node in the tree file (clipped).
  package var range: SourceRange
  /// The rule's selector (fixed), for the report.
  package var context: String

  /// `'font-size' is 17 pt at every content size: it does not grow with Dynamic Type: 0/1
  /// Label.title (write text-style() or text-scale())`, or `text of 'font-size' 53 pt at the
  /// largest content size needs 63.6 pt, taller than the node's height of 44 pt: 0/3 Label`.
  package var message: String {
    let node = ": \(nodePath) \(nodeDescription)"
    switch kind {
    case .fixedSize:
      return "'\(property)' is \(Self.points(defaultSize)) pt at every content size: it does not "
        + "grow with Dynamic Type\(node) (write text-style() or text-scale())"
    case .clipped(let height):
      return "text of '\(property)' \(Self.points(largestSize)) pt at the largest content size "
        + "needs \(Self.points(largestSize * Self.lineHeightPerPoint)) pt, taller than the "
        + "node's height of \(Self.points(height)) pt\(node)"
    }
  }

  /// The finding as a `fixed-size-text` or `clipped-text` diagnostic.
  package var diagnostic: Diagnostic {
    switch kind {
    case .fixedSize: Diagnostic(.fixedSizeText, message, at: range)
    case .clipped: Diagnostic(.clippedText, message, at: range)
    }
  }

  private static func points(_ value: Double) -> String {
    TokenPrinter.formatNumber((value * 100).rounded() / 100)
  }

  /// The findings for the tree of `document` styled by `cascade` in `environment` (whose
  /// content size is set to the default and to the largest), in document order.
  package static func findings(
    cascade: StyleCascade, document: TreeDocument, environment: StyleEnvironment,
    inlineStyles: [ObjectIdentifier: InlineStyle] = [:]
  ) -> [ScalingFinding] {
    let nodes = document.nodes
    func explanations(_ contentSize: StyleEnvironment.ContentSize) -> [ElementExplanation?] {
      var sized = environment
      sized.contentSize = contentSize
      var result: [ElementExplanation?] = Array(repeating: nil, count: nodes.count)
      cascade.explain(
        nodes, environment: sized, inlineStyle: { inlineStyles[ObjectIdentifier($0)] },
        visit: { result[$0] = $1 })
      return result
    }
    let standard = explanations(.large)
    let largest = explanations(.accessibilityExtraExtraExtraLarge)
    let table = cascade.table
    var result: [ScalingFinding] = []
    for (position, node) in nodes.enumerated() {
      guard let atDefault = standard[position], let atLargest = largest[position] else {
        continue
      }
      let bindings = ClassBindings.of(node)
      var checked = Set<String>()
      for text in AuditedProperties.text {
        guard let id = table.definition(named: text.property)?.id,
          bindings.keysByProperty[id] != nil || bindings.stateProperties.contains(id),
          ThemeAudit.winner(of: text.property, in: atDefault, node: node) != nil
        else { continue }
        let property =
          switch text.font {
          case .longhands: "font-size"
          case .font(let name): name
          }
        guard checked.insert(property).inserted,
          let (winner, _) = ThemeAudit.winner(of: property, in: atDefault, node: node),
          let size = Self.size(property, in: atDefault.style),
          let grown = Self.size(property, in: atLargest.style)
        else { continue }
        let description = node.styleDescription(typeName: document.typeName(of: node))
        if size == grown {
          result.append(
            ScalingFinding(
              kind: .fixedSize, nodePath: node.stylePath, nodeDescription: description,
              property: property, defaultSize: size, largestSize: grown,
              range: winner.declaration.range, context: winner.selectorText))
        } else if let height = node.styleAttribute("height").flatMap(Double.init),
          grown * lineHeightPerPoint > height
        {
          result.append(
            ScalingFinding(
              kind: .clipped(height: height), nodePath: node.stylePath,
              nodeDescription: description, property: property, defaultSize: size,
              largestSize: grown, range: document.range(of: node) ?? .none,
              context: winner.selectorText))
        }
      }
    }
    return result
  }

  /// A font property's size in points: `font-size`'s number, or a whole font's size.
  private static func size(_ property: String, in style: ComputedStyle) -> Double? {
    switch style.value(named: property) {
    case .length(let points), .number(let points): points
    case .font(let font): font.size
    default: nil
    }
  }
}
