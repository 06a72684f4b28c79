import Foundation
import Testing

/// What `import SkinKit` shows an app: the public and open types of the modules it
/// re-exports, read from their sources (the same count as the DocC symbol graph's, which
/// `.ci/docs` builds). Kept small, and each type is in the module page's topics.
@Suite("The public surface")
struct PublicSurfaceTests {
  /// The modules `SkinKit` re-exports, and itself.
  static let modules = [
    "SkinKit", "SkinKitSyntax", "SkinKitSelectors", "SkinKitProperties", "SkinKitCascade",
    "SkinKitStyling", "SkinKitInterchange",
  ]

  /// A public type declaration: its name, and whether it is nested in another type.
  struct Declaration: Equatable {
    let name: String
    let isNested: Bool
  }

  /// The public and open type declarations of a module's sources.
  static func declarations(in module: String) throws -> [Declaration] {
    let root = Product.path("Sources/\(module)")
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    var result: [Declaration] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let declaration = declaration(line) { result.append(declaration) }
      }
    }
    return result
  }

  /// The declaration a line starts, if it declares a public or open type.
  static func declaration(_ line: Substring) -> Declaration? {
    let indent = line.prefix(while: { $0 == " " }).count
    var words = line.dropFirst(indent).split(separator: " ").map(String.init)
    guard words.first == "public" || words.first == "open" else { return nil }
    words.removeFirst()
    while let first = words.first, ["final", "indirect"].contains(first) { words.removeFirst() }
    guard words.count >= 2, ["class", "struct", "enum", "protocol", "typealias"].contains(words[0])
    else { return nil }
    let name = String(words[1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
    guard !["var", "func", "let", "subscript", "init"].contains(name), !name.isEmpty else {
      return nil
    }
    return Declaration(name: name, isNested: indent > 0)
  }

  /// 103, `FixIt` (a diagnostic's fix-its are values an editor or a tool applies),
  /// `ComputedStyles` (a tree's values read without writing them), `StylableSubclass` (a
  /// subclass in any module adding bindings), `CustomPropertyKey` (typed accessors) and
  /// `TextStyle` (the type ramp that scales with Dynamic Type); 112, the paint values
  /// bindings take: `StyleShadow` and `StyleGradient` with its `Direction` and `Stop`; 115,
  /// what a binding needs to tell radial and conic gradients from linear ones:
  /// `StyleGradient.Kind`, `RadialSize` and `Position`; 121, the transition values a computed
  /// style holds (`MotionList` with its `Kind`, which `ValueSyntax` names), the easing
  /// function an app may run itself (`TimingFunction` with its `StepPosition` and
  /// `LinearStop`) and the transitions an update reports (`StyleTransition`).
  @Test("at most 121 public types, each top-level one in the module page's topics")
  func surface() throws {
    let declarations = try Self.modules.flatMap { try Self.declarations(in: $0) }
    #expect(declarations.count <= 121, "\(declarations.count) public types")
    let page = try String(
      contentsOfFile: Product.path("Sources/SkinKit/SkinKit.docc/SkinKit.md"), encoding: .utf8)
    for declaration in declarations where !declaration.isNested {
      #expect(page.contains("- ``\(declaration.name)``"), "\(declaration.name) is in no topic")
    }
  }

  @Test("the reader of declarations sees public and open types, and nothing else")
  func reader() {
    #expect(
      Self.declaration("public struct StyleKey<Value>: Sendable {")
        == .init(name: "StyleKey", isNested: false))
    #expect(
      Self.declaration("open class View: StyleNode {") == .init(name: "View", isNested: false))
    #expect(
      Self.declaration("  public enum Idiom: String {") == .init(name: "Idiom", isNested: true))
    #expect(Self.declaration("public final class Skin: Sendable {")?.name == "Skin")
    #expect(Self.declaration("  open class var styleBindings: [StyleBinding] { [] }") == nil)
    #expect(Self.declaration("package struct RuleIndex {") == nil)
    #expect(Self.declaration("  public static func bind<T>() {}") == nil)
  }
}
