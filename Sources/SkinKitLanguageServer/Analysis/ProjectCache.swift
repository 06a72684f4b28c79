import Foundation
import SkinKit

/// A project file as the server read it (``ProjectFile``): the app's types and properties
/// when it is valid, else its one diagnostic — and the file's text, for that diagnostic's
/// position.
final class LoadedProject {
  let path: String
  /// The file as read, to tell when it changes.
  let signature: FileSignature?
  let file: SourceFile
  let text: SourceText
  let checked: ProjectFile.Checked

  init(path: String) {
    self.path = path
    signature = FileSignature.of(path)
    // Read once: `file` holds the bytes preprocessed (as every SourceFile does), positions
    // are counted in the bytes as the editor shows them.
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    if let bytes {
      file = SourceFile(path: path, utf8: bytes)
      checked = ProjectFile.parse(file)
    } else {
      (file, checked) = ProjectFile.load(contentsOf: path)
    }
    text = SourceText(EditorText(bytes: bytes ?? []))
  }

  /// The project, when the file is valid.
  var project: ProjectFile? {
    if case .valid(let project) = checked { return project }
    return nil
  }

  /// The file's mistake, when it has one.
  var diagnostic: Diagnostic? {
    if case .invalid(let diagnostic) = checked { return diagnostic }
    return nil
  }

  /// The property table documents of the project compile against: one table per reading
  /// of the file (a table is made once; caches know it by identity).
  private(set) lazy var table: PropertyTable = project?.table() ?? PropertyTable.builtIn

  /// The app's types, by name.
  var types: [String: StyleType] { project?.types ?? [:] }
}

/// Finds the project file of each document — the `project` setting, else the nearest
/// `.skss-project.json` in the document's folder or above — and reads each file once until
/// it changes on disk.
final class ProjectCache {
  private var loaded: [String: LoadedProject] = [:]

  /// The project for a document at `path`; `setting` is the `project` setting (absolute, or
  /// relative to the first workspace folder).
  func project(forDocumentAt path: String, setting: String?, folders: [String])
    -> LoadedProject?
  {
    let projectPath: String
    if let setting, !setting.isEmpty {
      let base = folders.first ?? FileManager.default.currentDirectoryPath
      projectPath = DocumentURI.standardized(
        setting.hasPrefix("/") ? setting : base + "/" + setting)
    } else {
      let directory = (path as NSString).deletingLastPathComponent
      guard let found = ProjectFile.find(from: directory.isEmpty ? "." : directory) else {
        return nil
      }
      projectPath = DocumentURI.standardized(found)
    }
    if let known = loaded[projectPath], isCurrent(known) { return known }
    let made = LoadedProject(path: projectPath)
    loaded[projectPath] = made
    return made
  }

  /// Whether a project file is unchanged on disk since it was read.
  func isCurrent(_ project: LoadedProject) -> Bool {
    FileSignature.of(project.path) == project.signature
  }
}
