import Foundation
import SkinKit

/// Loading what commands take — stylesheets, trees, `--env` — and printing diagnostics.
enum Inputs {
  /// Loads stylesheets; a file that cannot be read is a usage error (exit 2). UISS JSON,
  /// Themify and SkinKit plists (or a skin's `.bundle` folder), NUI `.nss` and Classy `.cas`
  /// sheets are read as what they convert to (see `skss convert`). `theme` names the theme
  /// of each Themify plist among them (the first when `nil`); with `allThemes`, every theme
  /// of a Themify plist is a stylesheet of its own (what `lint` checks).
  static func stylesheets(_ paths: [String], theme: String? = nil, allThemes: Bool = false)
    throws(UsageError) -> [Stylesheet]
  {
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    var sheets: [Stylesheet] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let isFolder =
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
      let bytes = isFolder ? nil : FileManager.default.contents(atPath: path).map { [UInt8]($0) }
      let format = bytes.map { Interchange.detectFormat(path: path, bytes: $0) }
      // A folder may be a SkinKit skin bundle (MySkin.bundle).
      guard isFolder || (format != nil && format != .skss) else {
        do {
          sheets.append(try Stylesheet.load(contentsOf: path))
        } catch {
          throw UsageError(error.message)
        }
        continue
      }
      var themes: [String?] = [nil]
      if format == .themify, let bytes {
        if let theme {
          themes = [theme]
        } else if allThemes {
          let names = ThemifyReader.themeNames(SourceFile(path: path, utf8: bytes), bytes: bytes)
          if !names.isEmpty { themes = names }
        }
      }
      for theme in themes {
        do {
          sheets.append(try Interchange.load(contentsOf: path, theme: theme).stylesheet)
        } catch {
          throw UsageError(error.message)
        }
      }
    }
    return sheets
  }

  /// Checks that the files of live-reloaded sheets (`watch`, `studio`) can be read and are
  /// `.skss`: live reload reads `.skss` only; the other commands read the other formats
  /// through Interchange.
  static func liveSheets(_ paths: [String], command: String) throws(UsageError) {
    for path in paths {
      let bytes: [UInt8]
      do {
        bytes = try FileReader.fileSystem.read(path)
      } catch {
        throw UsageError("cannot read '\(path)': \(error.message)")
      }
      if Interchange.detectFormat(path: path, bytes: bytes) != .skss {
        throw UsageError(
          "'\(path)' is not a .skss sheet; \(command) reads .skss only (skss convert makes one)")
      }
    }
  }

  /// Compiles app stylesheets with default-skin ones (`--default SHEET`, repeatable), which
  /// every normal app declaration beats and whose `!important` ones beat everything.
  static func cascade(app paths: [String], defaults defaultPaths: [String], theme: String? = nil)
    throws(UsageError) -> StyleCascade
  {
    guard !paths.isEmpty || !defaultPaths.isEmpty else { throw UsageError("no stylesheet given") }
    let sheets = paths.isEmpty ? [] : try stylesheets(paths, theme: theme)
    let defaults = defaultPaths.isEmpty ? [] : try stylesheets(defaultPaths, theme: theme)
    return StyleCascade(stylesheets: sheets, defaultStylesheets: defaults)
  }

  /// The cascade of a command's operands and its `--default` sheets.
  static func cascade(_ arguments: Arguments) throws(UsageError) -> StyleCascade {
    try cascade(
      app: arguments.operands, defaults: arguments.values(Option.defaultSheet),
      theme: arguments.value(Option.theme))
  }

  /// The `--tree` a command requires, in its environment with every `--env` applied.
  static func tree(_ arguments: Arguments) throws(UsageError) -> (
    document: TreeDocument, environment: StyleEnvironment
  ) {
    let document = try tree(arguments.required(Option.tree))
    let environment = try environment(
      arguments.values(Option.environment), base: document.environment)
    return (document, environment)
  }

  /// Loads a tree file; a bad one is a usage error naming the JSON location.
  static func tree(_ path: String) throws(UsageError) -> TreeDocument {
    do {
      return try TreeDocument.load(contentsOf: path)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// Applies every `--env idiom=pad,orientation=landscape` given, in order (a key given twice takes the later value).
  static func environment(_ texts: [String], base: StyleEnvironment) throws(UsageError)
    -> StyleEnvironment
  {
    var environment = base
    for pair in texts.flatMap({ $0.split(separator: ",") }) {
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(
          "--env takes key=value pairs separated by commas, such as idiom=pad,orientation=landscape"
        )
      }
      do {
        try environment.set(parts[0], to: parts[1])
      } catch {
        throw UsageError("--env: \(error.message)")
      }
    }
    return environment
  }

  /// The nodes' inline styles (their `"style"` text) compiled against the cascade's
  /// properties, by node, and the cascade's diagnostics with those of the inline styles,
  /// each once.
  static func inlineStyles(of document: TreeDocument, cascade: StyleCascade) -> (
    styles: [ObjectIdentifier: InlineStyle], diagnostics: [Diagnostic]
  ) {
    let (styles, problems) = document.inlineStyles(table: cascade.table)
    return (styles, unique(cascade.diagnostics + problems))
  }

  /// Diagnostics without duplicates (a sheet imported by two files reports once), in order.
  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.removingDuplicates()
  }

  /// Prints diagnostics to standard error as `path:line:column: severity: message [id]`,
  /// in order of file, line and column (errors and warnings mixed, as they are in the file).
  static func report(_ diagnostics: [Diagnostic], io: CommandIO) {
    for diagnostic in diagnostics.sortedByLocation() { io.err(diagnostic.description + "\n") }
  }

  /// A diagnostic as a JSON object.
  static func json(_ diagnostic: Diagnostic) -> [String: Any] {
    var object: [String: Any] = [
      "path": diagnostic.range.path, "severity": diagnostic.severity.rawValue,
      "id": diagnostic.id.rawValue, "message": diagnostic.message,
    ]
    if let location = diagnostic.location {
      object["line"] = location.line
      object["column"] = location.column
    }
    return object
  }

  /// A diagnostic as a GitHub Actions workflow command:
  /// `::error file=PATH,line=L,col=C::MESSAGE [id]` (or `::warning`), escaped as GitHub reads
  /// them (`%`, line breaks, and in properties `:` and `,`).
  static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
    func data(_ text: String) -> String {
      text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
    }
    func property(_ text: String) -> String {
      data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
        of: ",", with: "%2C")
    }
    var properties = ["file=\(property(diagnostic.range.path))"]
    if let location = diagnostic.location {
      properties += ["line=\(location.line)", "col=\(location.column)"]
    }
    return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::"
      + data("\(diagnostic.message) [\(diagnostic.id.rawValue)]")
  }

  /// JSON text with sorted keys, two-space indentation and a final newline.
  static func jsonText(_ object: Any) -> String { JSONWriter.write(object) }

  /// The exit status for diagnostics: 1 with errors (or any warning when `strict`).
  static func status(_ diagnostics: [Diagnostic], strict: Bool = false) -> Int32 {
    if diagnostics.containsErrors || (strict && !diagnostics.isEmpty) {
      return ExitStatus.inputErrors
    }
    return ExitStatus.success
  }
}
