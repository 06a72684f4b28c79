import Foundation
import SkinKit
import SkinKitPreview
import Testing

@testable import SkinKitCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The README and the DocC articles, tested by being run: every `skss` command they show
/// prints what they say it prints, every Swift snippet is code that compiles and prints its
/// output block (``Snippets``), every excerpt is verbatim, every stylesheet block compiles
/// without a diagnostic, and every relative link leads somewhere.
///
/// Conventions in the documents:
/// - A ```` ```console ```` block holds `$ command` lines, each followed by its output (standard
///   output, then standard error). `swift run skss …` and `swift run -q skss …` commands run
///   here, in-process, from the repository root; other commands (`swift test`, the samples)
///   are run by `.ci/run`. In an expected output, a line `…` stands for any number of lines;
///   `swift run`'s build progress lines are skipped; `skss bench` figures are compared as
///   shapes (every number is a number).
/// - `skss watch` runs until Ctrl-C, so its transcript is played: the command runs on a copy
///   of the sheets it names until it has printed the styles; then, if the block is preceded
///   by `<!-- edit: PATH: OLD => NEW -->`, the copy of PATH is saved with OLD (found once)
///   replaced by NEW and the reload is awaited; then the command is cancelled, as Ctrl-C
///   does (a `^C` line in the expected output stands for that). Its output is shown as a
///   terminal shows it, standard output and standard error in the order written.
/// - `skss studio` runs until Ctrl-C too: it runs until it has printed its address, then is
///   cancelled. It listens on a free port, shown as the default one (7340), with the token
///   the document shows (its tokens are random otherwise).
/// - `<!-- excerpt: PATH -->` before a block: the block's lines appear, in order, in PATH.
/// - ```` ```css ```` blocks compile without diagnostics, unless preceded by
///   `<!-- diagnostics: id id -->`, which lists the ids they must report.
@Suite("Documentation")
struct DocumentationTests {
  /// The README and every article of the catalog.
  static let documents: [String] = {
    let catalog = ReferenceArticles.catalog
    let articles =
      (try? FileManager.default.contentsOfDirectory(atPath: Product.path(catalog))) ?? []
    return ["README.md"]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }()

  static func blocks(_ document: String) throws -> [Markdown.Block] {
    Markdown.blocks(try String(contentsOfFile: Product.path(document), encoding: .utf8))
  }

  // MARK: Swift snippets

  @Test(
    "every Swift snippet is quoted verbatim and prints what the documents show",
    arguments: Snippets.all)
  func snippet(_ snippet: Snippets.Snippet) throws {
    let code = try Snippets.text(of: snippet.name)
    #expect(!code.isEmpty, "no snippet named \(snippet.name) in Snippets.swift")
    try requireRepositoryDirectory()
    let output = try snippet.run()
    for document in snippet.documents {
      let blocks = try Self.blocks(document)
      guard let index = blocks.firstIndex(where: { $0.info == "swift" && $0.quotes(code) }) else {
        Issue.record("\(document) does not quote the snippet '\(snippet.name)' verbatim")
        continue
      }
      guard index + 1 < blocks.count else {
        Issue.record("\(document): no output block after the snippet '\(snippet.name)'")
        continue
      }
      #expect(
        blocks[index + 1].text == output,
        "\(document) line \(blocks[index + 1].line): the snippet '\(snippet.name)' prints\n\(output)"
      )
    }
  }

  // MARK: Excerpts

  @Test("every excerpt is verbatim from its file", arguments: documents)
  func excerpts(document: String) throws {
    for block in try Self.blocks(document) {
      guard let source = block.annotation("excerpt") else { continue }
      let lines = try String(contentsOfFile: Product.path(source), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { Self.excerptLine($0) }
      var position = 0
      for line in block.lines.map(Self.excerptLine)
      where !line.isEmpty && line != "…" && line != "// …" && line != "/* … */" {
        guard let found = lines[position...].firstIndex(of: line) else {
          Issue.record("\(document) line \(block.line): '\(line)' is not in \(source) (in order)")
          break
        }
        position = found + 1
      }
    }
  }

  /// A line as excerpts compare it: trimmed, and without a doc comment's `///`.
  static func excerptLine(_ line: some StringProtocol) -> String {
    var text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("///") { text = text.dropFirst(3).trimmingCharacters(in: .whitespaces) }
    return text
  }

  // MARK: Stylesheets

  @Test("every stylesheet block compiles, with the diagnostics it announces", arguments: documents)
  func stylesheets(document: String) throws {
    for block in try Self.blocks(document) where block.info == "css" {
      let sheet = Stylesheet.parse(block.text, path: "\(document):\(block.line)")
      let ids = StyleCascade(stylesheets: [sheet]).diagnostics.map(\.id.rawValue)
      let expected = (block.annotation("diagnostics") ?? "").split(separator: " ").map(String.init)
      #expect(
        ids.sorted() == expected.sorted(),
        "\(document) line \(block.line): \(StyleCascade(stylesheets: [sheet]).diagnostics)")
      #expect(
        sheet.diagnostics.map(\.id.rawValue).sorted() == expected.sorted(),
        "\(document) line \(block.line): the sheet reports \(sheet.diagnostics)")
    }
  }

  // MARK: Commands

  @Test("every skss command prints what the documents show", arguments: documents)
  func commands(document: String) throws {
    try requireRepositoryDirectory()
    for block in try Self.blocks(document) where block.info == "console" {
      for (command, expected) in Console.transcript(block.lines) {
        guard let arguments = Console.skssArguments(command) else { continue }
        let actual =
          switch arguments.first {
          case "watch": try Console.watch(arguments, edit: block.annotation("edit"))
          case "studio": try Console.studio(arguments, shown: expected)
          default: try Console.run(arguments)
          }
        let wanted = Console.expectation(expected, arguments: arguments)
        #expect(
          Console.matches(actual, wanted, shapesOnly: arguments.first == "bench"),
          "\(document) line \(block.line): `\(command)` printed\n\(actual.joined(separator: "\n"))"
        )
      }
    }
  }

  // MARK: Links

  @Test("every relative link and image leads to a file", arguments: documents)
  func links(document: String) throws {
    let text = try String(contentsOfFile: Product.path(document), encoding: .utf8)
    let directory = (document as NSString).deletingLastPathComponent
    for target in Markdown.linkTargets(text) {
      guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("doc:") else {
        continue
      }
      let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
      let resolved = directory.isEmpty ? path : "\(directory)/\(path)"
      #expect(
        FileManager.default.fileExists(atPath: Product.path(resolved)),
        "\(document) links to \(target), which does not exist")
    }
  }

  @Test("every <doc:…> link names an article of the catalog", arguments: documents)
  func articleLinks(document: String) throws {
    let text = try String(contentsOfFile: Product.path(document), encoding: .utf8)
    for name in Markdown.articleLinks(text) {
      #expect(
        Self.documents.contains("\(ReferenceArticles.catalog)/\(name).md"),
        "\(document) links to <doc:\(name)>, which is not an article")
    }
  }

  /// Commands and snippets use paths relative to the repository, as a reader types them.
  func requireRepositoryDirectory() throws {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardized.path
    try #require(
      here == Product.repository.standardized.path,
      "run the tests from the repository root (they run the documents' commands from there)")
  }
}

// MARK: - Markdown

enum Markdown {
  /// A fenced code block.
  struct Block {
    /// The info string (`swift`, `css`, `console`, `text`).
    let info: String
    let lines: [String]
    /// The 1-based line of the opening fence.
    let line: Int
    /// The HTML comments right before the block (`excerpt: PATH`).
    let comments: [String]

    var text: String { lines.map { $0 + "\n" }.joined() }

    /// The value of an annotation comment before the block (`<!-- excerpt: PATH -->`).
    func annotation(_ key: String) -> String? {
      for comment in comments where comment.hasPrefix(key + ":") {
        return comment.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
      }
      return nil
    }

    /// Whether the block is `code`, with at most imports and blank lines around it.
    func quotes(_ code: String) -> Bool {
      guard let range = text.range(of: code) else { return false }
      let rest = text[..<range.lowerBound] + text[range.upperBound...]
      return rest.split(separator: "\n").allSatisfy { $0.hasPrefix("import ") }
    }
  }

  static func blocks(_ text: String) -> [Block] {
    var result: [Block] = []
    var comments: [String] = []
    var current: (info: String, lines: [String], line: Int, comments: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = current {
        if trimmed == "```" {
          result.append(
            Block(info: block.info, lines: block.lines, line: block.line, comments: block.comments))
          current = nil
        } else {
          block.lines.append(String(line))
          current = block
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        current = (String(trimmed.dropFirst(3)), [], index + 1, comments)
        comments = []
      } else if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") {
        comments.append(
          trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces))
      } else if !trimmed.isEmpty {
        comments = []
      }
    }
    return result
  }

  /// The text outside code blocks and code spans.
  static func prose(_ text: String) -> String {
    var result = ""
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      guard !inBlock else { continue }
      var inSpan = false
      for character in line {
        if character == "`" {
          inSpan.toggle()
        } else if !inSpan {
          result.append(character)
        }
      }
      result.append("\n")
    }
    return result
  }

  /// The targets of `[text](target)`, `![alt](target)` and `src="target"`.
  static func linkTargets(_ text: String) -> [String] {
    let prose = prose(text)
    var result: [String] = []
    for pattern in [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#] {
      let expression = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(prose.startIndex..., in: prose)
      for match in expression.matches(in: prose, range: range) {
        if let target = Range(match.range(at: 1), in: prose) {
          result.append(String(prose[target]))
        }
      }
    }
    return result
  }

  /// The article names of `<doc:Name>` links.
  static func articleLinks(_ text: String) -> [String] {
    let prose = prose(text)
    let expression = try! NSRegularExpression(pattern: #"<doc:([A-Za-z0-9_-]+)>"#)
    return expression.matches(in: prose, range: NSRange(prose.startIndex..., in: prose))
      .compactMap { Range($0.range(at: 1), in: prose).map { String(prose[$0]) } }
  }
}

// MARK: - Console transcripts

enum Console {
  /// `$ command` lines with the lines after each.
  static func transcript(_ lines: [String]) -> [(command: String, output: [String])] {
    var result: [(String, [String])] = []
    for line in lines {
      if line.hasPrefix("$ ") {
        result.append((String(line.dropFirst(2)), []))
      } else if !result.isEmpty {
        result[result.count - 1].1.append(line)
      }
    }
    return result
  }

  /// The arguments after `skss` of `swift run [-q] skss …`, or `nil` for other commands.
  static func skssArguments(_ command: String) -> [String]? {
    let words = split(command)
    for prefix in [["swift", "run", "skss"], ["swift", "run", "-q", "skss"]]
    where words.starts(with: prefix) {
      return Array(words.dropFirst(prefix.count))
    }
    return nil
  }

  /// Shell words: spaces separate, single and double quotes group.
  static func split(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var started = false
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        started = true
      } else if character == " " {
        if started || !word.isEmpty { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
      }
    }
    if started || !word.isEmpty { words.append(word) }
    return words
  }

  /// Runs `skss` in-process from the repository root: standard output, then standard
  /// error, as lines. `preview` writes its pictures into a temporary directory.
  static func run(_ arguments: [String]) throws -> [String] {
    let io = CommandIO.capturing()
    var replacements = [Product.repository.standardized.path + "/"]
    if arguments.first == "preview" {
      let directory = try Product.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let sheets = directory.appendingPathComponent("Stylesheets")
      try FileManager.default.createDirectory(at: sheets, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Product.path("Stylesheets/Default.skss"),
        toPath: sheets.appendingPathComponent("Default.skss").path)
      replacements.append(directory.path + "/")
      do {
        let rest = try Arguments(
          Array(arguments.dropFirst()), options: PreviewCommand.options)
        _ = try PreviewCommand.run(rest, io: io, directory: directory.path)
      } catch {
        io.err("skss preview: \(error.message)\n")
      }
    } else {
      SKSS.run(arguments, io: io)
    }
    var text = io.standardOutput + io.standardError
    for prefix in replacements { text = text.replacingOccurrences(of: prefix, with: "") }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Plays a `skss watch` transcript (see ``DocumentationTests``): standard output and
  /// standard error in the order they were written, as lines, with the copies' directory
  /// taken out of paths.
  static func watch(_ arguments: [String], edit: String?) throws -> [String] {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The sheets named are copied, so that an edit never touches the repository.
    var arguments = arguments
    for (index, argument) in arguments.enumerated()
    where argument.hasSuffix(".skss") && FileManager.default.fileExists(atPath: argument) {
      let copy = directory.appendingPathComponent(argument)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: argument, toPath: copy.path)
      arguments[index] = copy.path
    }
    let io = CommandIO.capturing()
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [arguments] in
      _ = SKSS.run(arguments, io: io)
      finished.signal()
    }
    var stopped = false
    defer {
      // An early return: the command must not outlive the copies.
      if !stopped {
        io.cancellation.cancel()
        _ = finished.wait(timeout: .now() + .seconds(60))
      }
    }
    // The styles come in one piece after the "watching" line.
    let deadline: Duration = .seconds(60)
    guard
      io.waitForOutput(
        timeout: deadline, until: { out, _ in out.split(separator: "\n").count > 1 })
    else { return ["(no styles within \(deadline))"] + lines(io, directory) }
    if let edit {
      let parts = edit.components(separatedBy: " => ")
      let target = parts[0].prefix { $0 != ":" }
      let old = parts[0].dropFirst(target.count + 1).trimmingCharacters(in: .whitespaces)
      let path = directory.appendingPathComponent(String(target)).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      guard parts.count == 2, text.components(separatedBy: old).count == 2 else {
        return ["(the edit '\(edit)' does not apply)"]
      }
      // Saved as editors save: a new file renamed over the old one.
      let temporary = path + ".saving"
      try text.replacingOccurrences(of: old, with: parts[1])
        .write(toFile: temporary, atomically: false, encoding: .utf8)
      guard rename(temporary, path) == 0 else { return ["(cannot save \(path))"] }
      guard
        io.waitForOutput(timeout: deadline, until: { out, _ in out.contains("\n--- ") })
      else { return ["(no reload within \(deadline))"] + lines(io, directory) }
    }
    io.cancellation.cancel()
    guard finished.wait(timeout: .now() + deadline.dispatchTime) == .success else {
      return ["(still running after Ctrl-C)"]
    }
    stopped = true
    return lines(io, directory)
  }

  /// Plays a `skss studio` transcript (see ``DocumentationTests``): the lines it printed
  /// until its address, then those after Ctrl-C.
  static func studio(_ arguments: [String], shown: [String]) throws -> [String] {
    var arguments = arguments + ["--port", "0"]
    let tokens = shown.joined(separator: "\n").firstMatch(of: /\/t\/([^\/\s]+)\//)
    if let token = tokens?.1 { arguments += ["--token", String(token)] }
    let io = CommandIO.capturing()
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [arguments] in
      _ = SKSS.run(arguments, io: io)
      finished.signal()
    }
    let printed = io.waitForOutput(timeout: .seconds(60)) { out, _ in out.contains("\napps: ") }
    io.cancellation.cancel()
    guard finished.wait(timeout: .now() + .seconds(60)) == .success else {
      return ["(still running after Ctrl-C)"]
    }
    guard printed else { return ["(no address within 60 s)"] + lines(io, Product.repository) }
    let port = io.standardOutput.firstMatch(of: /127\.0\.0\.1:(\d+)/)?.1 ?? ""
    return lines(io, Product.repository).map {
      $0.replacingOccurrences(of: "127.0.0.1:\(port)", with: "127.0.0.1:7340")
    }
  }

  /// What a command printed, as lines, without `directory` in paths.
  private static func lines(_ io: CommandIO, _ directory: URL) -> [String] {
    var text = io.transcript
    for prefix in [directory.path + "/", Product.repository.standardized.path + "/"] {
      text = text.replacingOccurrences(of: prefix, with: "")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The expected lines: without `swift run`'s build progress, a `^C` standing for Ctrl-C
  /// and trailing blank lines, and with the PNG line this machine prints.
  static func expectation(_ lines: [String], arguments: [String]) -> [String] {
    var result = lines.filter { line in
      !(line.hasPrefix("Building for ") || line.hasPrefix("Build of product ")
        || line.hasPrefix("Build complete") || line.hasPrefix("[0/") || line.hasPrefix("[1/")
        || line == "^C")
    }
    while result.last?.isEmpty == true { result.removeLast() }
    if arguments.first == "preview", PNGConverter.toolPath() == nil {
      result = result.map {
        $0.hasPrefix("wrote ") && $0.hasSuffix(".png")
          ? "no PNG: rsvg-convert is not on the PATH (apt-get install librsvg2-bin, brew install librsvg)"
          : $0
      }
    }
    return result
  }

  /// Whether `actual` matches `expected`, where a line `…` matches any number of lines.
  static func matches(_ actual: [String], _ expected: [String], shapesOnly: Bool) -> Bool {
    func shape(_ line: String) -> String {
      guard shapesOnly else { return line }
      return line.replacingOccurrences(
        of: #"[0-9]+(\.[0-9]+)?"#, with: "N", options: .regularExpression)
    }
    func match(_ a: Int, _ e: Int) -> Bool {
      if e == expected.count { return a == actual.count }
      if expected[e] == "…" {
        return (a...actual.count).contains { match($0, e + 1) }
      }
      return a < actual.count && shape(actual[a]) == shape(expected[e]) && match(a + 1, e + 1)
    }
    return match(0, 0)
  }
}
