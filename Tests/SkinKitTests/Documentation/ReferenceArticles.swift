import Foundation
import SkinKit
import Testing

/// The DocC articles generated from the code — every diagnostic id, every built-in property —
/// and the test that keeps them current. After changing ``DiagnosticID`` (its cases or their
/// doc comments) or ``StyleKeys``, regenerate them:
///
/// ```sh
/// SKINKIT_UPDATE_DOCS=1 swift test --filter ReferenceArticles
/// ```
@Suite("Reference articles")
struct ReferenceArticles {
  static let catalog = "Sources/SkinKit/SkinKit.docc"
  /// Each layer's table of diagnostic ids, bottom layer first.
  static let diagnosticIDSources = [
    "Sources/SkinKitSyntax/Diagnostics/SyntaxDiagnosticIDs.swift",
    "Sources/SkinKitSelectors/Diagnostics/SelectorDiagnosticIDs.swift",
    "Sources/SkinKitProperties/Diagnostics/PropertyDiagnosticIDs.swift",
    "Sources/SkinKitCascade/Diagnostics/CascadeDiagnosticIDs.swift",
    "Sources/SkinKitStyling/Diagnostics/StylingDiagnosticIDs.swift",
    "Sources/SkinKitInterchange/Diagnostics/InterchangeDiagnosticIDs.swift",
    "Sources/SkinKit/Tooling/ToolingDiagnosticIDs.swift",
  ]

  static let regenerate =
    "SKINKIT_UPDATE_DOCS=1 swift test --filter ReferenceArticles"

  @Test(
    "the generated articles are current",
    arguments: [
      ("Diagnostics.md", ReferenceArticles.diagnostics),
      ("Properties.md", ReferenceArticles.properties),
    ] as [(String, @Sendable () throws -> String)])
  func current(file: String, generate: @Sendable () throws -> String) throws {
    let path = Product.path("\(Self.catalog)/\(file)")
    let expected = try generate()
    if ProcessInfo.processInfo.environment["SKINKIT_UPDATE_DOCS"] == "1" {
      try expected.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(file) is out of date: run \(Self.regenerate)")
  }

  @Test("every diagnostic id has a doc comment to be its meaning")
  func everyIDDocumented() throws {
    let meanings = try Self.diagnosticMeanings()
    for id in DiagnosticID.allCases {
      #expect(meanings[id.rawValue]?.meaning.isEmpty == false, "\(id.rawValue) has no doc comment")
    }
  }

  // MARK: Diagnostics

  /// The `///` comment above each id a layer's table declares
  /// (`public static let name = DiagnosticID("raw-value", .severity)`), by raw value, as one
  /// line, with the file that declares it.
  static func diagnosticMeanings() throws -> [String: (caseName: String, meaning: String)] {
    try diagnosticDeclarations().mapValues { ($0.name, $0.meaning) }
  }

  /// Every id declared in the layers' tables, by raw value: its name, meaning and file.
  /// A raw value declared twice is reported by the test of uniqueness, not here.
  static func diagnosticDeclarations() throws -> [String: (
    name: String, meaning: String, file: String, count: Int
  )] {
    var result: [String: (name: String, meaning: String, file: String, count: Int)] = [:]
    for file in diagnosticIDSources {
      let source = try String(contentsOfFile: Product.path(file), encoding: .utf8)
      var comment: [String] = []
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") {
          comment.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
          continue
        }
        let prefix = "public static let "
        if trimmed.hasPrefix(prefix), let equals = trimmed.firstIndex(of: "="),
          trimmed[equals...].contains("DiagnosticID(\""),
          let open = trimmed.firstIndex(of: "\""),
          let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
        {
          let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: prefix.count)..<equals]
            .trimmingCharacters(in: .whitespaces)
          let raw = String(trimmed[trimmed.index(after: open)..<close])
          let count = (result[raw]?.count ?? 0) + 1
          result[raw] = (name, comment.joined(separator: " "), file, count)
        }
        comment = []
      }
    }
    return result
  }

  @Sendable static func diagnostics() throws -> String {
    let meanings = try diagnosticMeanings()
    var text = """
      # Diagnostics

      Every problem SkinKit reports, by its stable id.

      <!-- Generated from the layers' DiagnosticID tables (ids, default severities, doc comments) by
           Tests/SkinKitTests/Documentation/ReferenceArticles.swift. Do not edit: run
           \(regenerate) -->

      ## Overview

      A diagnostic is a value (``Diagnostic``): a stable ``DiagnosticID``, a severity, a message
      and where it is (``Diagnostic/location``). The `skss` commands print it as compilers do,
      `path:line:column: severity: message [id]`, and with `--format json` as an object with
      the same fields. Ids never change once published, so tools and tests may rely on them.

      An **error** means the author's intent was lost somewhere (a rule or a whole construct was
      dropped); `skss lint` exits with status 1. A **warning** means SkinKit skipped one thing
      — a declaration, an at-rule, an import — and went on; `skss lint --strict` fails on
      warnings too. Nothing aborts a whole stylesheet: the rest of the sheet applies.

      The severity below is the id's default (``DiagnosticID/defaultSeverity``); a reporter may
      choose another for a particular case.

      | id | severity | meaning |
      |---|---|---|

      """
    for id in DiagnosticID.allCases {
      let (caseName, meaning) = meanings[id.rawValue] ?? ("\(id)", "")
      text +=
        "| `\(id.rawValue)` (``DiagnosticID/\(caseName)``) | \(id.defaultSeverity.rawValue) | \(cell(meaning)) |\n"
    }
    text += """

      ## Topics

      ### Reporting

      - ``Diagnostic``
      - ``DiagnosticID``
      - ``DiagnosticSeverity``
      - ``SourceLocation``

      """
    return text
  }

  // MARK: Properties

  @Sendable static func properties() throws -> String {
    var text = """
      # Properties

      Every built-in property: its canonical name, the other names it answers to, whether it
      inherits, its initial value, what it means, and the model widgets that take it.

      <!-- Generated from StyleKeys by
           Tests/SkinKitTests/Documentation/ReferenceArticles.swift. Do not edit: run
           \(regenerate) -->

      ## Overview

      Where CSS has the property, its CSS name is canonical and it means what CSS means; the
      others are UIKit's appearance property names in kebab case. Every property is also
      accepted under each alias, in kebab or camel case (`text-color`, `textColor`), and output
      (`skss resolve`, `skss format`, `skss codegen`) always uses the canonical name.

      A widget receives only the properties its class binds (``Stylable/styleBindings``; the
      last column names the model widgets that bind each one, their subclasses taking it too)
      and only those whose value came from a declaration, directly or by inheritance: what no
      rule mentions keeps the widget's own default, as with UIAppearance. Each property is
      declared once, in ``StyleKeys``: that declaration is its typed key
      (`StyleKeys.builtIn.textColor`) and a typed property of every ``CascadingStyle``
      (`style.textColor`); a class of any toolkit binds the key to a property of its own
      (``StyleBinding``, see <doc:StylingYourOwnViews>). An app declares properties of its
      own in the same form, with ``StyleKey/init(_:aliases:syntax:initial:inherited:summary:)``.

      Every property, built in or registered, also takes CSS's wide keywords: `inherit`,
      `initial`, `unset`, `revert` (the value the default skin gives, as if no app rule or
      inline style set the property) and `revert-layer` (the value of the layers before the
      declaration's own; <doc:TheCascade> has the details).

      ### Longhands

      | property | also | inherited | initial | meaning | widgets |
      |---|---|---|---|---|---|

      """
    let keys = StyleKeys.all
    for definition in PropertyTable.builtIn.definitions {
      let aliases = definition.aliases.map { "`\($0)`" }.joined(separator: ", ")
      let key = keys.first { $0.properties.contains(definition.id) }
      let group = key.map { $0.properties.count > 1 ? " (`\($0.name)`)" : "" } ?? ""
      let widgets = key.map(Self.widgets(binding:)) ?? ""
      text +=
        "| `\(definition.name)` | \(aliases) | \(definition.inherited ? "yes" : "no") | `\(cell(definition.initial.description))` | \(cell(definition.summary)) | \(widgets)\(group) |\n"
    }
    text += """

      ### Shorthands

      A shorthand sets its longhands; output lists the longhands.

      | shorthand | also | sets |
      |---|---|---|

      """
    for shorthand in PropertyTable.builtIn.shorthands {
      let aliases = shorthand.aliases.map { "`\($0)`" }.joined(separator: ", ")
      let longhands = shorthand.longhands.map { "`\($0)`" }.joined(separator: ", ")
      text += "| `\(shorthand.name)` | \(aliases) | \(longhands) |\n"
    }
    return text
  }

  /// The model widgets, in the order of their type table.
  static let modelWidgets: [StyleNode.Type] = [
    View.self, Window.self, Label.self, ImageView.self, StackView.self, ScrollView.self,
    TableView.self, CollectionView.self, TextView.self, Control.self, Button.self, Switch.self,
    Slider.self, Stepper.self, SegmentedControl.self, TextField.self, NavigationBar.self,
    TabBar.self, Toolbar.self, SearchBar.self, ProgressView.self, ActivityIndicatorView.self,
    TableViewCell.self, BarItem.self, BarButtonItem.self, TabBarItem.self, ViewController.self,
    NavigationController.self, TabBarController.self, TableViewController.self,
  ]

  /// The model widgets whose class binds `key` itself (not through a superclass), the
  /// per-state binding marked.
  static func widgets(binding key: AnyStyleKey) -> String {
    modelWidgets.compactMap { widget in
      let own = widget.styleBindings.filter { $0.key == key && $0.targetName == "\(widget)" }
      guard !own.isEmpty else { return nil }
      return "``\(widget)``" + (own.contains(where: \.isPerState) ? " (per state)" : "")
    }.joined(separator: ", ")
  }

  @Test("the article's widget list is the type table's")
  func modelWidgetsListed() {
    #expect(Self.modelWidgets.map { "\($0)" } == BuiltInTypes.hierarchy.map(\.name))
  }

  /// Text safe in a Markdown table cell.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
