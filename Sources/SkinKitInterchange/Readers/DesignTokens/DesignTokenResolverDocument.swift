import Foundation
import SkinKitCascade
import SkinKitSyntax

/// A DTCG resolver document (Design Tokens Resolver Module 2025.10: `sets`, `modifiers` with
/// `contexts`, `resolutionOrder`) read into the layers of a sheet: each set, then each
/// modifier's contexts, in resolution order (later wins, as in the cascade), with a diagnostic
/// at the line and column of every mistake.
///
/// ```swift
/// let resolver = SourceFile(path: "tokens.resolver.json", text: #"""
///   {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base",
///     "sources": [{"brand": {"$type": "color", "$value": "#0b5cad"}}]}]}
///   """#)
/// DesignTokenResolverReader.read(resolver, reader: .fileSystem).skssText()
/// // "/* Converted from tokens.resolver.json (design tokens, inline): set base. */\n:root {\n  --brand: #0b5cad;\n}\n"
/// ```
enum DesignTokenResolverReader {
  static func read(_ file: SourceFile, reader: FileReader) -> ConvertedStylesheet {
    let parsed = JSONDocument.read(file, duplicateKeys: .rejected)
    var document = DesignTokenResolverDocument(parsed)
    let layers = document.layers()
    var conversion = DesignTokenLayerConversion(
      document: file, reader: reader, reporter: document.reporter)
    return conversion.convert(layers, format: .designTokenResolver)
  }

  /// Whether JSON text is a resolver document: an object with `resolutionOrder`.
  static func isResolver(_ file: SourceFile) -> Bool {
    guard let json = try? JSONDocument.parse(file, duplicateKeys: .kept),
      let root = json.values.first, root.kind == .object
    else { return false }
    return root.members.contains { $0.key == "resolutionOrder" }
  }
}

/// The structure of a resolver document, checked.
struct DesignTokenResolverDocument {
  let root: DocumentNode?
  var reporter: ConversionReporter
  /// The file sources' paths are relative to the document.
  private let file: SourceFile

  init(_ parsed: ParsedDocument) {
    root = parsed.root
    file = parsed.file
    reporter = ConversionReporter(file: parsed.file, hasPositions: true)
    reporter.append(parsed.diagnostics)
  }

  private mutating func fail(
    _ message: String, at range: Range<Int>, id: DiagnosticID = .invalidResolver,
    severity: DiagnosticSeverity? = nil
  ) {
    reporter.report(id, message, at: range, severity: severity)
  }

  /// The layers in resolution order.
  mutating func layers() -> [DesignTokenLayer] {
    guard let root else { return [] }
    guard root.entries != nil else {
      fail("a resolver document is a JSON object, not \(root.kindDescription)", at: root.range)
      return []
    }
    if let version = root["version"] {
      if version.string != "2025.10" {
        fail("a resolver document's version must be \"2025.10\"", at: version.range)
      }
    } else {
      fail("a resolver document must give its version, \"2025.10\"", at: root.range)
    }
    guard let order = root["resolutionOrder"] else {
      fail("a resolver document must have a resolutionOrder array", at: root.range)
      return []
    }
    guard let items = order.elements else {
      fail("resolutionOrder must be an array of sets and modifiers", at: order.range)
      return []
    }
    var layers: [DesignTokenLayer] = []
    var inlineNames = Set<String>()
    for item in items {
      guard item.entries != nil else {
        fail("a resolutionOrder item is a set, a modifier or a {\"$ref\"} to one", at: item.range)
        continue
      }
      if let reference = item["$ref"] {
        let keys = reference.string.flatMap(JSONPointer.init)?.keys ?? []
        guard keys.count == 2, keys[0] == "sets" || keys[0] == "modifiers" else {
          fail(
            "resolutionOrder refers to sets and modifiers (#/sets/NAME, #/modifiers/NAME)",
            at: reference.range)
          continue
        }
        guard let target = root[keys[0]]?[keys[1]] else {
          fail(
            "\(reference.string ?? "") names no \(keys[0] == "sets" ? "set" : "modifier")",
            at: reference.range)
          continue
        }
        if keys[0] == "sets" {
          var visiting = ["#/sets/\(keys[1])"]
          let sources = setSources(target, name: keys[1], visiting: &visiting)
          layers.append(
            DesignTokenLayer(label: "set \(keys[1])", condition: .always, sources: sources))
        } else {
          layers += modifierLayers(target, name: keys[1])
        }
        continue
      }
      guard let type = item["type"]?.string, type == "set" || type == "modifier",
        let name = item["name"]?.string
      else {
        fail(
          "an inline resolutionOrder item needs a \"name\" and a \"type\" (\"set\" or \"modifier\")",
          at: item.range)
        continue
      }
      guard inlineNames.insert(name).inserted else {
        fail("resolutionOrder has two items named '\(name)'", at: item["name"]!.range)
        continue
      }
      if type == "set" {
        var visiting: [String] = []
        let sources = setSources(item, name: name, visiting: &visiting)
        layers.append(DesignTokenLayer(label: "set \(name)", condition: .always, sources: sources))
      } else {
        layers += modifierLayers(item, name: name)
      }
    }
    return layers
  }

  /// A set's sources, its references to other sets expanded.
  private mutating func setSources(_ set: DocumentNode, name: String, visiting: inout [String])
    -> [DesignTokenSource]
  {
    guard let sources = set["sources"] else {
      fail("set '\(name)' must have a sources array", at: set.range)
      return []
    }
    guard let elements = sources.elements else {
      fail("set '\(name)''s sources must be an array", at: sources.range)
      return []
    }
    return elements.flatMap { self.sources(of: $0, in: "set '\(name)'", visiting: &visiting) }
  }

  /// What one entry of a set's `sources` or a context's array stands for.
  private mutating func sources(
    of node: DocumentNode, in owner: String, visiting: inout [String]
  ) -> [DesignTokenSource] {
    guard node.entries != nil else {
      fail(
        "\(owner): a source is tokens or a {\"$ref\"}, not \(node.kindDescription)", at: node.range)
      return []
    }
    guard let reference = node["$ref"] else { return [.inline(node)] }
    guard let text = reference.string else {
      fail("\(owner): $ref must be a string", at: reference.range)
      return []
    }
    if text.hasPrefix("#") {
      guard let pointer = JSONPointer(text) else {
        fail("\(owner): '\(text)' is not a JSON pointer", at: reference.range)
        return []
      }
      let keys = pointer.keys
      if keys.first == "modifiers" || keys.first == "resolutionOrder" {
        fail(
          "\(owner) refers to \(text): sets and modifiers may not refer to a modifier or to "
            + "resolutionOrder", at: reference.range)
        return []
      }
      guard let target = pointer.resolve(in: root) else {
        fail("\(owner): \(text) names nothing in the document", at: reference.range)
        return []
      }
      if keys.count == 2, keys[0] == "sets" {
        if visiting.contains(text) {
          fail(
            "\(owner) refers to \(text), which refers back to it: "
              + (visiting + [text]).joined(separator: " → "), at: reference.range,
            id: .resolverReferenceCycle)
          return []
        }
        visiting.append(text)
        defer { visiting.removeLast() }
        return setSources(target, name: keys[1], visiting: &visiting)
      }
      return [.inline(target)]
    }
    if text.contains("://") {
      fail(
        "\(owner): SkinKit reads tokens files on disk, not '\(text)'", at: reference.range,
        id: .tokenSourceNotFound)
      return []
    }
    if text.contains("#") {
      fail(
        "\(owner): a $ref into part of a file ('\(text)') is not read; name the whole file",
        at: reference.range)
      return []
    }
    let directory = (file.path as NSString).deletingLastPathComponent
    let path = directory.isEmpty || text.hasPrefix("/") ? text : directory + "/" + text
    return [.file(path: (path as NSString).standardizingPath, range: reference.range)]
  }

  /// A modifier's contexts as layers, each under its condition.
  private mutating func modifierLayers(_ modifier: DocumentNode, name: String) -> [DesignTokenLayer]
  {
    guard let contexts = modifier["contexts"], let entries = contexts.entries else {
      fail("modifier '\(name)' must have a contexts object", at: modifier.range)
      return []
    }
    guard !entries.isEmpty else {
      fail("modifier '\(name)' has no contexts", at: contexts.range)
      return []
    }
    if entries.count == 1 {
      fail(
        "modifier '\(name)' has one context: it is a set, and should be written as one",
        at: contexts.range, severity: .warning)
    }
    var defaultContext: String?
    if let value = modifier["default"] {
      if let text = value.string, entries.contains(where: { $0.key == text }) {
        defaultContext = text
      } else {
        fail("modifier '\(name)''s default must name one of its contexts", at: value.range)
      }
    }
    var explicit: [String: String] = [:]
    for entry in modifier["$extensions"]?["org.skinkit"]?["media"]?.entries ?? [] {
      if let query = entry.value.string { explicit[entry.key] = query }
    }
    let conditions = DesignTokenContexts.conditions(
      modifier: name, contexts: entries.map(\.key), default: defaultContext, media: explicit)
    var layers: [DesignTokenLayer] = []
    for entry in entries {
      guard let elements = entry.value.elements else {
        fail(
          "modifier '\(name)''s context '\(entry.key)' must be an array of sources",
          at: entry.value.range)
        continue
      }
      var visiting: [String] = []
      let owner = "modifier '\(name)' context '\(entry.key)'"
      let sources = elements.flatMap { self.sources(of: $0, in: owner, visiting: &visiting) }
      layers.append(
        DesignTokenLayer(
          label: "modifier \(name), context \(entry.key)",
          condition: conditions[entry.key] ?? .always,
          sources: sources))
    }
    return layers
  }
}
