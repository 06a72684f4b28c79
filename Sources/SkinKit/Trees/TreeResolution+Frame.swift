extension TreeDocument {
  /// Styles the document's widgets with `skin` in `before`, starts a clock (and the sheet's
  /// animations), changes the environment to `after` and moves the clock to `time`: every
  /// node's style as its object shows it then, mid-way through its animations and the
  /// transitions the change started (`skss preview --at`).
  package func resolveFrame(
    with skin: Skin, changingFrom before: StyleEnvironment, to after: StyleEnvironment,
    at time: Duration
  ) -> TreeResolution {
    let manager = StyleManager(skin: skin)
    if let window = root as? Window { window.environment = before }
    manager.updateEnvironment { $0 = before }
    var report = manager.style(root)
    manager.advance(to: .zero)
    let change = manager.updateEnvironment { $0 = after }
    let frame = manager.advance(to: time)
    report.add(change)
    report.add(frame)
    let nodes = self.nodes
    let styles = nodes.map { $0.displayedStyle! }
    manager.remove(root)
    return TreeResolution(
      nodes: nodes, typeNames: nodes.map(typeName(of:)), styles: styles,
      diagnostics: report.diagnostics, report: report)
  }
}
