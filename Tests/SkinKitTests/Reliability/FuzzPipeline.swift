import Foundation
import SkinKit
import SkinKitSyntax

/// The whole pipeline the fuzzer drives, one input at a time: tokenize, parse, load with
/// imports, compile (once: the skin's cascade serves everything after), resolve a small fixed
/// tree (for one input in eight also on three threads, which must agree), explain, style
/// model widgets, then format and re-parse. Any broken invariant is a ``Failure``; the fuzz
/// target (`Fuzz/Target`, which links this file) turns it into a crash, and the replay tests
/// run every committed input through it.
///
/// What does not depend on the input is made once: the fixed tree is parsed when a pipeline
/// is created, and the fuzz target keeps one pipeline (under the address sanitizer, parsing
/// the tree's JSON cost as much as resolving it).
///
/// Invariants checked:
/// - tokens are non-empty, in order, inside the file; so are comments and diagnostic ranges,
///   and every diagnostic has a 1-based line and column;
/// - single-threaded and parallel resolution give the same styles, and explaining a node
///   gives the style resolution gave it;
/// - nothing crashes, traps, hangs (libFuzzer's `-timeout`) or exhausts memory (`-rss_limit_mb`);
/// - `format(parse(x))` keeps every token of the input (``TokenFidelity``), re-parses without
///   diagnostics of an id the input did not have, and formatting it again gives the same
///   text (idempotence);
/// - plain rules read from their bytes give the nodes their tokens give; the syntax tree
///   of a sheet gives its syntax back, a sheet made from that tree compiles
///   like the sheet read from its text, and a parse split at a line after the middle (as a
///   large sheet's is, on two cores) gives the syntax of the parse in order.
struct FuzzPipeline {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// A tree that exercises types, ids, classes, states, attributes, structure and an inline
  /// style.
  static let treeJSON = #"""
    {"environment": {"idiom": "phone", "color-scheme": "dark", "width": 390, "height": 844},
     "types": {"Card": "View"},
     "root": {"type": "Window", "id": "main", "classes": ["root"], "children": [
       {"type": "NavigationBar", "classes": ["bar"], "attributes": {"title": "Settings"}},
       {"type": "Card", "classes": ["card", "primary"], "style": "padding: 4; color: var(--accent, red)",
        "children": [
         {"type": "Label", "id": "title", "classes": ["title"], "attributes": {"text": "Hello"}},
         {"type": "Button", "id": "save", "classes": ["primary"], "state": ["highlighted"],
          "attributes": {"title": "Save"}},
         {"type": "UIButton", "state": ["disabled", "selected"]},
         {"type": "TextField", "state": "focused"}]},
       {"type": "TableView", "children": [
         {"type": "TableViewCell", "children": [{"type": "Label"}, {"type": "Switch"}]},
         {"type": "TableViewCell", "classes": ["danger"]}]}]}}
    """#

  /// The files `@import` can reach: the input itself under any name starting with `fuzz`
  /// (`a/fuzz.skss` imports nest until the limits stop them), and one fixed sheet.
  static func reader(for input: [UInt8]) -> FileReader {
    FileReader { path throws(StylesheetError) in
      let name = (path as NSString).lastPathComponent
      if name == "colors.skss" {
        return Array("$accent: #0a84ff; --accent: teal; Label { color: $accent; }".utf8)
      }
      guard name.hasPrefix("fuzz") else {
        throw StylesheetError(path: path, message: "no such file")
      }
      return input
    }
  }

  /// The fixed tree, parsed once; resolving it leaves it unchanged.
  let document: TreeDocument

  init() {
    do {
      document = try TreeDocument.parse(Self.treeJSON)
    } catch {
      fatalError("the fixed tree does not parse: \(error)")
    }
  }

  /// Runs one input through a new pipeline.
  static func run(_ bytes: [UInt8]) throws(Failure) {
    try FuzzPipeline().run(bytes)
  }

  func run(_ bytes: [UInt8]) throws(Failure) {
    let file = SourceFile(path: "fuzz.skss", utf8: bytes)
    let tokenized = Tokenizer.tokenize(file)
    try Self.checkTokens(tokenized.tokens, comments: tokenized.comments, in: file)
    try Self.checkDiagnostics(tokenized.diagnostics)

    let sheet: Stylesheet
    do {
      sheet = try Stylesheet.load(contentsOf: "fuzz.skss", reader: Self.reader(for: bytes))
    } catch {
      throw Failure("the input could not be loaded: \(error)")
    }
    try Self.checkDiagnostics(sheet.diagnostics)
    let skin = Skin(name: "fuzz", stylesheets: [sheet], constants: ["injected": "#336699"])
    let cascade = skin.cascade
    try Self.checkDiagnostics(skin.diagnostics)
    try resolveTree(cascade)
    try Self.styleWidgets(skin)

    let text = String(decoding: bytes, as: UTF8.self)
    let (inline, inlineDiagnostics) = InlineStyle.parse(text, table: cascade.table)
    try Self.checkDiagnostics(inlineDiagnostics)
    _ = inline.declarations.count

    try Self.checkFormatting(sheet.tree, table: cascade.table)
    try Self.checkSyntax(bytes)
  }

  // MARK: Syntax

  /// The syntax read from the input must not depend on how it was read, and must survive
  /// its tree: plain rules read from their bytes give the nodes that scanning their tokens
  /// gives; the tree made from the syntax gives the syntax back; a sheet made from that tree (as the format
  /// readers make theirs) has the same rules — selectors, declarations, ranges, selector
  /// texts, order — and diagnostics as the sheet read from the text; and split at a line
  /// after its middle, the input parses in two halves to the syntax of the parse in order.
  /// Imports are left out: a stylesheet made from a tree loads none.
  static func checkSyntax(_ bytes: [UInt8]) throws(Failure) {
    let file = SourceFile(path: "syntax.skss", utf8: bytes)
    let syntax = SheetSyntax.parseInOrder(file)
    guard syntax == SheetSyntax.parseInOrder(file, readingPlainRules: false) else {
      throw Failure("plain rules read from their bytes give other nodes than their tokens")
    }
    guard SheetSyntax(tree: syntax.tree) == syntax else {
      throw Failure("the syntax tree does not give the syntax back")
    }
    if let split = SheetSyntax.splitPoint(in: file.bytes),
      SheetSyntax.parse(file, splitAt: split) != syntax
    {
      throw Failure("split at byte \(split), the parse differs from the parse in order")
    }
    // The input, and nothing else: every `@import` fails.
    let reader = FileReader { path throws(StylesheetError) in
      guard path == "syntax.skss" else {
        throw StylesheetError(path: path, message: "no imports here")
      }
      return bytes
    }
    let sheet: Stylesheet
    do {
      sheet = try Stylesheet.load(contentsOf: "syntax.skss", reader: reader)
    } catch {
      throw Failure("the input could not be loaded: \(error)")
    }
    let fromTree = Stylesheet(tree: sheet.tree)
    let imports: Set<DiagnosticID> = [.importNotFound, .importCycle, .importLimit]
    func dump(_ cascade: StyleCascade) -> [String] {
      cascade.rules.map { rule in
        let declarations = rule.block.declarations.map {
          "\($0.target) \($0.value) \($0.important) \($0.range.bytes) \($0.writtenName)"
        }
        return
          "\(rule.order) \(rule.selector) \(rule.layer.map { "\($0)" } ?? "-") \(rule.media) \(rule.range.bytes) \(rule.selectorText): \(declarations)"
      } + cascade.diagnostics.filter { !imports.contains($0.id) }.map(\.description)
    }
    let fromText = dump(StyleCascade(stylesheets: [sheet]))
    let fromNodes = dump(StyleCascade(stylesheets: [fromTree]))
    guard fromText == fromNodes else {
      let index =
        (0..<min(fromText.count, fromNodes.count)).first { fromText[$0] != fromNodes[$0] }
        ?? min(fromText.count, fromNodes.count)
      throw Failure(
        "a sheet made from its tree compiles unlike its text at line \(index) of \(fromText.count) and \(fromNodes.count):\n"
          + "text: \(index < fromText.count ? fromText[index] : "end")\n"
          + "tree: \(index < fromNodes.count ? fromNodes[index] : "end")")
    }
  }

  // MARK: Resolution

  func resolveTree(_ cascade: StyleCascade) throws(Failure) {
    let resolution = document.resolve(with: cascade)
    try Self.checkDiagnostics(resolution.diagnostics)
    for style in resolution.styles {
      for id in style.declaredProperties { _ = style.value(id).description }
      for (_, tokens) in style.customProperties { _ = TokenPrinter.print(tokens) }
    }
    // Per-state values and explanations.
    let nodes = resolution.nodes
    let button = nodes[4]
    let parentStyle = resolution.styles[2]
    for state: ElementState in [.highlighted, [.selected, .disabled]] {
      let style = cascade.resolve(
        button, parentStyle: parentStyle, environment: document.environment, state: state)
      for id in style.declaredProperties { _ = style.value(id).description }
    }
    let inline: (any StyleElement) -> InlineStyle? = { element in
      (element as? StyleNode)?.inlineDeclarations(table: cascade.table)?.0
    }
    // The label inherits from the card, which has an inline style.
    let explanation = cascade.explain(
      nodes[3], environment: document.environment, inlineStyle: inline)
    for property in explanation.properties {
      _ = property.value?.description
      for candidate in property.candidates { _ = (candidate.location, candidate.selectorText) }
    }
    guard explanation.style.hasSameValues(as: resolution.styles[3]) else {
      throw Failure("explaining node 3 gives another style than resolving the tree")
    }
    // Parallel resolution must give what one thread gives (checked for one input in eight:
    // handing work to threads is slow next to the rest).
    guard cascade.rules.count % 8 == 1 else { return }
    let parallel = document.resolve(with: cascade, options: ResolutionOptions(workers: 3)).styles
    guard parallel.count == resolution.styles.count else {
      throw Failure("resolutions visit different numbers of nodes")
    }
    for index in parallel.indices
    where !parallel[index].hasSameValues(as: resolution.styles[index]) {
      throw Failure("parallel resolution differs at node \(index)")
    }
  }

  // MARK: Widgets

  static func styleWidgets(_ skin: Skin) throws(Failure) {
    var environment = StyleEnvironment()
    environment.colorScheme = .dark
    let window = Window(environment: environment, classes: ["root"], identifier: "main")
    let bar = NavigationBar(classes: ["bar"])
    let label = Label(text: "Hello", classes: ["title"])
    let button = Button(title: "Save", classes: ["primary"], identifier: "save")
    let table = TableView()
    let cell = TableViewCell(classes: ["danger"])
    let field = TextField()
    let segments = SegmentedControl(segments: ["A", "B"])
    let slider = Slider()
    let toggle = Switch()
    let image = ImageView()
    let progress = ProgressView()
    let tabs = TabBar()
    let item = TabBarItem(title: "Home")
    window.addChild(bar)
    window.addChild(label)
    window.addChild(button)
    window.addChild(table)
    table.addChild(cell)
    cell.addChild(field)
    cell.addChild(segments)
    cell.addChild(slider)
    cell.addChild(toggle)
    window.addChild(image)
    window.addChild(progress)
    window.addChild(tabs)
    tabs.addChild(item)
    let report = window.style(with: skin)
    try checkDiagnostics(report.diagnostics)
    button.isHighlighted = true
    label.addClass("primary")
    cell.removeFromParent()
    window.addChild(cell)
    window.environment.orientation = .landscape
    try checkDiagnostics(window.updateStyles().diagnostics)
    _ = button.titleColor(for: .highlighted)
    // Back to no rules: every widget returns to its own values.
    window.style(with: Skin(name: "empty", stylesheets: []))
  }

  // MARK: Formatting

  static func checkFormatting(_ tree: SyntaxTree, table: PropertyTable) throws(Failure) {
    let formatter = StylesheetFormatter(canonicalName: { table.canonicalName($0) })
    let once = formatter.format(tree)
    if let loss = TokenFidelity.firstLoss(
      from: tree, to: once, canonicalName: { table.canonicalName($0) })
    {
      throw Failure("formatting loses a token: \(loss)\n--- formatted:\n\(once)\n---")
    }
    let reparsed = StylesheetParser.parse(SourceFile(path: "formatted.skss", text: once))
    try checkDiagnostics(reparsed.diagnostics)
    let known = Set(tree.diagnostics.map(\.id))
    if let new = reparsed.diagnostics.first(where: { !known.contains($0.id) }) {
      throw Failure(
        "the formatted text has a new diagnostic: \(new)\n--- formatted:\n\(once)\n---")
    }
    let twice = formatter.format(reparsed)
    guard twice == once else {
      throw Failure(
        "formatting is not idempotent\n--- once:\n\(once)\n--- twice:\n\(twice)\n---")
    }
  }

  // MARK: Invariants

  static func checkTokens(_ tokens: [Token], comments: [Range<Int>], in file: SourceFile)
    throws(Failure)
  {
    var end = 0
    for (index, token) in tokens.enumerated() {
      guard token.start >= end, token.start < token.end, token.end <= file.bytes.count else {
        throw Failure(
          "token \(index) (\(token.kind)) has range \(token.start)..<\(token.end) after \(end)")
      }
      end = token.end
    }
    for comment in comments
    where comment.lowerBound < 0 || comment.upperBound > file.bytes.count || comment.isEmpty {
      throw Failure("comment range \(comment) is outside the file")
    }
  }

  static func checkDiagnostics(_ diagnostics: [Diagnostic]) throws(Failure) {
    for diagnostic in diagnostics {
      let range = diagnostic.range
      if let file = range.file {
        guard range.bytes.lowerBound >= 0, range.bytes.upperBound <= file.bytes.count else {
          throw Failure("diagnostic range \(range.bytes) is outside the file: \(diagnostic)")
        }
        guard let start = range.start, start.line >= 1, start.line <= file.lineCount,
          start.column >= 1
        else {
          throw Failure("diagnostic has no valid line:column: \(diagnostic)")
        }
      }
      guard !diagnostic.message.isEmpty else { throw Failure("empty message: \(diagnostic)") }
    }
  }
}
