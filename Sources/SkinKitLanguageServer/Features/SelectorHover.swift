import Foundation
import SkinKit

/// Hover over a rule's selector: its specificity as CSS writes it (`(0, 1, 1)`, `:is()` and
/// `:not()` counting their most specific argument, `:where()` nothing), what a nested
/// selector is once made absolute, and — when the project names a sample tree — how many of
/// the tree's nodes it selects.
enum SelectorHover {
  /// The Markdown for the selector at `context`.
  static func describe(_ context: SelectorContext, project: LoadedProject?) -> String {
    var lines = [
      "`\(context.written)`: specificity `\(context.absolute.specificity.written)`"
    ]
    let absolute = context.absolute.description
    if context.isNested && absolute != context.written.description {
      lines.append("Nested: matches as `\(absolute)`")
    }
    if let line = sampleTreeLine(context.absolute, project: project) { lines.append(line) }
    return lines.joined(separator: "  \n")
  }

  /// How many nodes of the project's sample tree the selector selects.
  static func sampleTreeLine(_ selector: ComplexSelector, project: LoadedProject?) -> String? {
    guard let project = project?.project, let path = project.sampleTree else { return nil }
    let shown = shownPath(path, projectPath: project.path)
    do {
      let (matched, total) = try SampleTree.count(matching: selector, inTreeAt: path)
      let nodes = total == 1 ? "node" : "nodes"
      let count = matched == 0 ? "none" : "\(matched)"
      return "Selects \(count) of the \(total) \(nodes) of the sample tree `\(shown)`"
    } catch {
      let location = error.line.map { "\($0):\(error.column ?? 1): " } ?? ""
      return "The sample tree `\(shown)` cannot be read: \(location)"
        + (error.jsonPath.map { "\($0): " } ?? "") + error.message
    }
  }

  /// A path relative to the project file's folder, when it is inside it.
  private static func shownPath(_ path: String, projectPath: String) -> String {
    let folder = (projectPath as NSString).deletingLastPathComponent + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
  }
}
