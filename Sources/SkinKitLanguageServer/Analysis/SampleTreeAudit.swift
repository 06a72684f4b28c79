import SkinKit

/// What `skss audit` finds for a document over its project's sample tree, as diagnostics:
/// the contrast of text and controls over the standard environment matrix, text that does not
/// scale with Dynamic Type, and small touch targets — so that an editor shows a theme's
/// accessibility failures as it is written. A project without a sample tree (or with one that
/// cannot be read: its project file says so) gives none.
enum SampleTreeAudit {
  static func diagnostics(of sheet: Stylesheet, project: LoadedProject?) -> [Diagnostic] {
    guard let table = project?.table, let path = project?.project?.sampleTree,
      let document = try? TreeDocument.load(contentsOf: path)
    else { return [] }
    let cascade = StyleCascade(
      stylesheets: [sheet], properties: table, typeNames: BuiltInTypes.typeNames)
    let base = document.environment
    let matrix = AuditMatrix.standard(for: cascade, base: base)
    guard let environments = try? matrix.environments(base: base) else { return [] }
    let inlineStyles = document.inlineStyles(table: table).styles
    let contrast = ThemeAudit().findings(
      cascade: cascade, document: document, environments: environments,
      inlineStyles: inlineStyles)
    let scaling = ScalingFinding.findings(
      cascade: cascade, document: document, environment: base, inlineStyles: inlineStyles)
    return contrast.map(\.diagnostic) + scaling.map(\.diagnostic)
      + TouchTargetFinding.findings(in: document).map(\.diagnostic)
  }
}
