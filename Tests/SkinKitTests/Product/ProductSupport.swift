import Foundation
import SkinKit
import SkinKitCLI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document parsed with Foundation's `XMLParser` (so a test fails if it is not
/// well-formed XML), as a tree of elements.
final class XMLElementNode {
  let name: String
  let attributes: [String: String]
  var text = ""
  var children: [XMLElementNode] = []
  weak var parent: XMLElementNode?

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// Every element below this one, in document order.
  var descendants: [XMLElementNode] { children.flatMap { [$0] + $0.descendants } }

  /// The group of the tree node at a path (`0/0/1`).
  func node(_ path: String) -> XMLElementNode? {
    descendants.first { $0.name == "g" && $0["data-path"] == path }
  }

  /// The shapes this node's group draws itself (not those of its child nodes), by role.
  func own(_ role: String) -> [XMLElementNode] {
    var result: [XMLElementNode] = []
    func visit(_ element: XMLElementNode) {
      for child in element.children where child["data-path"] == nil {
        if child["data-role"] == role { result.append(child) }
        visit(child)
      }
    }
    visit(self)
    return result
  }

  /// Every text drawn anywhere below.
  var texts: [String] { descendants.filter { $0.name == "text" }.map(\.text) }
}

final class SVGParser: NSObject, XMLParserDelegate {
  private var stack: [XMLElementNode] = []
  private(set) var root: XMLElementNode?

  static func parse(_ text: String) -> XMLElementNode? {
    let delegate = SVGParser()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse() else { return nil }
    return delegate.root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let element = XMLElementNode(name: elementName, attributes: attributeDict)
    element.parent = stack.last
    stack.last?.children.append(element)
    if root == nil { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}

enum Product {
  /// The repository's root directory.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func path(_ relative: String) -> String {
    repository.appendingPathComponent(relative).path
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-product-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let io = CommandIO.capturing()
    let status = SKSS.run(arguments, io: io)
    return (status, io.standardOutput, io.standardError)
  }

  /// Computed styles of a tree file under sheets, in an environment (the tree's, with
  /// `--env`-style overrides).
  static func resolve(
    sheets: [String], tree: String, environment overrides: [String: String] = [:]
  ) throws -> (document: TreeDocument, resolution: TreeResolution) {
    let cascade = StyleCascade(
      stylesheets: try sheets.map { try Stylesheet.load(contentsOf: path($0)) })
    let document = try TreeDocument.load(contentsOf: path(tree))
    var environment = document.environment
    for (key, value) in overrides { try environment.set(key, to: value) }
    return (document, document.resolve(with: cascade, environment: environment))
  }

  /// A computed value's canonical text for the node at a path.
  static func value(
    _ name: String, at path: String, in resolution: TreeResolution
  ) -> String? {
    guard let index = resolution.nodes.firstIndex(where: { $0.stylePath == path }) else {
      return nil
    }
    if name.hasPrefix("--") {
      return resolution.styles[index].customProperty(name).map { TokenPrinter.print($0) }
    }
    return resolution.styles[index].value(named: name)?.description
  }

  /// What the SVG says for a computed `#rrggbbaa`: `#rrggbb` and its opacity (nil if opaque).
  static func svgPaint(_ hex: String) -> (color: String, opacity: String?) {
    let alpha = Int(hex.suffix(2), radix: 16) ?? 255
    let opacity =
      alpha == 255 ? nil : TokenPrinter.formatNumber((Double(alpha) / 255 * 1000).rounded() / 1000)
    return (String(hex.prefix(7)), opacity)
  }
}
