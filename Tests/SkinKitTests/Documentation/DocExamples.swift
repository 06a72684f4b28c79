import Foundation
import Testing

/// The examples in the doc comments of the public API, compiled: each ```` ```swift ````
/// block of a doc comment on a public or open declaration of the modules `import SkinKit`
/// shows is written to a file of its own in `Tests/DocExamples` (its declarations private to
/// the file, its statements the body of a function), and that target is built with the
/// tests — so an example that no longer compiles fails the build. The names the examples
/// take as given (`label`, `manager`, …) are in `Tests/DocExamples/Given.swift`.
///
/// After changing an example, regenerate the files (removing them first, so that one that
/// no longer compiles does not stop the tests from building):
///
/// ```sh
/// rm Tests/DocExamples/Examples/*.swift && SKINKIT_UPDATE_DOCS=1 swift test --filter DocExamples
/// ```
@Suite("Doc comment examples")
struct DocExamples {
  static let directory = "Tests/DocExamples/Examples"

  /// An example: its source file, its number among the file's examples, and its lines
  /// (without `///`).
  struct Example {
    let source: String
    let number: Int
    let lines: [String]

    /// The generated file's name: the module's and the source file's, and the example's
    /// number in it.
    var fileName: String {
      let parts = source.split(separator: "/")
      let stem = parts.last!.replacingOccurrences(of: ".swift", with: "")
      return "\(parts[1])_\(stem)_\(number).swift"
    }
  }

  /// Every example of a public or open declaration, in module and file order.
  static func examples() throws -> [Example] {
    var result: [Example] = []
    for module in PublicSurfaceTests.modules {
      let root = Product.path("Sources/\(module)")
      let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let source = "Sources/\(module)/\(file)"
        let text = try String(contentsOfFile: Product.path(source), encoding: .utf8)
        result += examples(in: text.components(separatedBy: "\n"), source: source)
      }
    }
    return result
  }

  /// The examples of one file's public declarations.
  static func examples(in lines: [String], source: String) -> [Example] {
    var result: [Example] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("///") else {
        index += 1
        continue
      }
      var comment: [String] = []
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("///")
      {
        var text = lines[index].trimmingCharacters(in: .whitespaces).dropFirst(3)
        if text.hasPrefix(" ") { text = text.dropFirst() }
        comment.append(String(text))
        index += 1
      }
      var declaration = index
      while declaration < lines.count,
        lines[declaration].trimmingCharacters(in: .whitespaces).hasPrefix("@")
      {
        declaration += 1
      }
      guard declaration < lines.count else { break }
      let first = lines[declaration].trimmingCharacters(in: .whitespaces)
      guard first.hasPrefix("public ") || first.hasPrefix("open ") else { continue }
      // A public member of a package type is package API: clients never see its example.
      let indented = lines[declaration].hasPrefix(" ")
      if indented, let enclosing = lines[..<declaration].last(where: startsTopLevelDeclaration),
        !(enclosing.hasPrefix("public ") || enclosing.hasPrefix("open ")
          || enclosing.hasPrefix("extension "))
      {
        continue
      }
      var fence: Int?
      for (offset, line) in comment.enumerated() {
        if let opened = fence {
          guard line.trimmingCharacters(in: .whitespaces) == "```" else { continue }
          result.append(
            Example(
              source: source, number: result.count + 1,
              lines: Array(comment[(opened + 1)..<offset])))
          fence = nil
        } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
          fence = offset
        }
      }
    }
    return result
  }

  /// Whether a line starts a declaration at the top level of a file (a type or extension,
  /// with its attributes and access level), not a comment, an attribute or a closing brace.
  static func startsTopLevelDeclaration(_ line: String) -> Bool {
    guard let first = line.first, first.isLetter else { return false }
    let words = line.split(separator: " ").prefix(4)
    return words.contains {
      ["struct", "enum", "class", "protocol", "extension", "actor"].contains($0)
    }
  }

  /// The file compiled for an example.
  static func file(for example: Example) -> String {
    var declarations: [String] = []
    var statements: [String] = []
    for item in items(example.lines) {
      if let declaration = privateDeclaration(item) {
        declarations += declaration + [""]
      } else {
        statements += item.map { $0.isEmpty ? "" : "  " + $0 }
      }
    }
    return """
      // swift-format-ignore-file
      // Generated from example \(example.number) of \(example.source) by
      // Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

      import Foundation
      import SkinKit

      \(declarations.joined(separator: "\n"))
      private func example() async throws {
      \(statements.joined(separator: "\n"))
      }

      """
  }

  /// The example's top-level items: a line at depth 0 starts one (an attribute line joins
  /// the next), and brackets keep it going.
  static func items(_ lines: [String]) -> [[String]] {
    var items: [[String]] = []
    var current: [String] = []
    var depth = 0
    for line in lines {
      current.append(line)
      depth += depthChange(line)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if depth <= 0, !(trimmed.hasPrefix("@") && !trimmed.contains("{")) {
        items.append(current)
        current = []
        depth = 0
      }
    }
    if !current.isEmpty { items.append(current) }
    return items
  }

  /// How a line changes the bracket depth (outside string literals and `//` comments).
  static func depthChange(_ line: String) -> Int {
    var change = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/" && previous == "/" {
        break
      } else if "{([".contains(character) {
        change += 1
      } else if "})]".contains(character) {
        change -= 1
      }
      previous = character
    }
    return change
  }

  /// An item that declares a type, function or extension, made private to its file
  /// (extensions keep no modifier); `nil` for a statement.
  static func privateDeclaration(_ item: [String]) -> [String]? {
    guard let index = item.firstIndex(where: { !$0.hasPrefix("@") && !$0.isEmpty }) else {
      return nil
    }
    let words = item[index].split(separator: " ")
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "func", "typealias"]
    var result = item
    if words.first == "extension" {
      return result
    } else if let first = words.first, kinds.contains(first) {
      result[index] = "private " + item[index]
    } else if words.first == "final", words.count > 1, words[1] == "class" {
      result[index] = "private " + item[index]
    } else {
      return nil
    }
    return result
  }

  @Test("every public example is compiled, from a file that is current")
  func current() throws {
    let examples = try Self.examples()
    let directory = Product.path(Self.directory)
    let update = ProcessInfo.processInfo.environment["SKINKIT_UPDATE_DOCS"] == "1"
    let existing = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter {
        $0.hasSuffix(".swift")
      } ?? [])
    if update {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for name in existing.subtracting(examples.map(\.fileName)) {
        try FileManager.default.removeItem(atPath: "\(directory)/\(name)")
      }
    }
    #expect(Set(examples.map(\.fileName)).count == examples.count, "two examples share a file")
    for example in examples {
      let path = "\(directory)/\(example.fileName)"
      let expected = Self.file(for: example)
      if update { try expected.write(toFile: path, atomically: true, encoding: .utf8) }
      let actual = try? String(contentsOfFile: path, encoding: .utf8)
      #expect(actual == expected, "\(example.fileName) is out of date: run the update")
    }
    if !update {
      #expect(existing == Set(examples.map(\.fileName)), "stale example files: run the update")
    }
  }

  /// The `DocExamples` target is in this package, so it sees `package` declarations too;
  /// this type-checks its files again as an app's code (``SwiftTypecheck``).
  @Test("every example compiles as an app's code, outside the package")
  func compilesAsAClient() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Product.path(Self.directory)
    ).filter { $0.hasSuffix(".swift") }.sorted().map { Product.path("\(Self.directory)/\($0)") }
    let result = try SwiftTypecheck.run(
      [Product.path("Tests/DocExamples/Given.swift")] + examples)
    #expect(result.succeeded, "\(result.errors.joined(separator: "\n"))")
  }

  @Test("an example's declarations become private to its file, its statements a body")
  func splitting() {
    let example = Example(
      source: "Sources/SkinKit/X.swift", number: 1,
      lines: [
        "final class Badge: Stylable {", "  var fill = StyleColor.clear", "}",
        "extension Badge {", "  var hex: String { fill.hex }", "}", "let badge = Badge()",
        "badge.cascadingStyle = CascadingStyle().configured {", "  $0.textColor = .white", "}",
      ])
    let text = Self.file(for: example)
    #expect(
      text.contains("private final class Badge: Stylable {\n  var fill = StyleColor.clear\n}"))
    #expect(text.contains("\nextension Badge {\n"))
    #expect(
      text.contains(
        "private func example() async throws {\n  let badge = Badge()\n  badge.cascadingStyle = CascadingStyle().configured {\n    $0.textColor = .white\n  }\n}"
      ))
    #expect(Self.depthChange("let s = \"{\" // {") == 0)
    #expect(Self.items(["@dynamicMemberLookup", "struct A {", "}", "a()"]).count == 2)
  }
}
