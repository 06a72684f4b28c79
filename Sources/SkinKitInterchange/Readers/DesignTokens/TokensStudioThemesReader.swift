import Foundation
import SkinKitCascade
import SkinKitSyntax

/// Tokens Studio's `$themes.json` read as a resolver: each `group` of themes is a modifier
/// whose contexts are its themes (themes without a group form the group `theme`), in the
/// order the groups first appear; a theme's `enabled` sets are its context's sources, in the
/// order `$metadata.json`'s `tokenSetOrder` gives (else as the theme lists them); `source`
/// sets are there for aliases to name, not written; `disabled` sets are left out. A set named
/// `brand/a` is the file `brand/a.json` beside `$themes.json`. Sets every theme of a group
/// enables first, in the same order, are written once before the group's contexts (the
/// tokens that apply are the same). The contexts become conditions as a resolver's do (see
/// ``DesignTokenContexts``); a group's first theme is its default.
enum TokensStudioThemesReader {
  static func read(_ file: SourceFile, reader: FileReader) -> ConvertedStylesheet {
    let parsed = JSONDocument.read(file, duplicateKeys: .rejected)
    var reporter = ConversionReporter(file: file, hasPositions: true)
    reporter.append(parsed.diagnostics)
    let directory = (file.path as NSString).deletingLastPathComponent
    func path(ofSet name: String) -> String {
      let relative = name + ".json"
      return directory.isEmpty ? relative : directory + "/" + relative
    }
    let order = setOrder(directory: directory, reader: reader)
    var groups: [(name: String, themes: [(name: String, sets: [(String, Range<Int>)])])] = []
    var references: [DesignTokenSource] = []
    var referenced = Set<String>()
    guard let root = parsed.root else {
      var conversion = DesignTokenLayerConversion(
        document: file, reader: reader, reporter: reporter)
      return conversion.convert([], format: .tokensStudioThemes)
    }
    guard let themes = root.elements else {
      reporter.report(
        .invalidResolver, "$themes.json is an array of themes, not \(root.kindDescription)",
        at: root.range)
      var conversion = DesignTokenLayerConversion(
        document: file, reader: reader, reporter: reporter)
      return conversion.convert([], format: .tokensStudioThemes)
    }
    for theme in themes {
      guard let name = theme["name"]?.string, let selected = theme["selectedTokenSets"]?.entries
      else {
        reporter.report(
          .invalidResolver, "a theme needs a \"name\" and a \"selectedTokenSets\" object",
          at: theme.range)
        continue
      }
      let group = theme["group"]?.string ?? "theme"
      var sets: [(String, Range<Int>)] = []
      for entry in selected {
        switch entry.value.string {
        case "enabled": sets.append((entry.key, entry.keyRange))
        case "source":
          if referenced.insert(entry.key).inserted {
            references.append(.file(path: path(ofSet: entry.key), range: entry.keyRange))
          }
        case "disabled": break
        default:
          reporter.report(
            .invalidResolver,
            "theme '\(name)': set '\(entry.key)' is \"enabled\", \"source\" or \"disabled\"",
            at: entry.value.range)
        }
      }
      if let position = order.isEmpty ? nil : order {
        sets.sort {
          (position.firstIndex(of: $0.0) ?? .max) < (position.firstIndex(of: $1.0) ?? .max)
        }
      }
      if let index = groups.firstIndex(where: { $0.name == group }) {
        groups[index].themes.append((name, sets))
      } else {
        groups.append((group, [(name, sets)]))
      }
    }
    var layers: [DesignTokenLayer] = []
    for group in groups {
      // The sets every theme enables first, in the same order: written once, before.
      var shared = 0
      let lists = group.themes.map { $0.sets.map(\.0) }
      while group.themes.count > 1, let first = lists.first, shared < first.count,
        lists.allSatisfy({ $0.count > shared && $0[shared] == first[shared] })
      {
        shared += 1
      }
      if shared > 0 {
        layers.append(
          DesignTokenLayer(
            label: "group \(group.name), every theme", condition: .always,
            sources: group.themes[0].sets.prefix(shared).map {
              .file(path: path(ofSet: $0.0), range: $0.1)
            }))
      }
      let names = group.themes.map(\.name)
      let conditions = DesignTokenContexts.conditions(
        modifier: group.name, contexts: names, default: names.first)
      for theme in group.themes {
        layers.append(
          DesignTokenLayer(
            label: "group \(group.name), theme \(theme.name)",
            condition: conditions[theme.name] ?? .always,
            sources: theme.sets.dropFirst(shared).map {
              .file(path: path(ofSet: $0.0), range: $0.1)
            }))
      }
    }
    var conversion = DesignTokenLayerConversion(document: file, reader: reader, reporter: reporter)
    return conversion.convert(layers, references: references, format: .tokensStudioThemes)
  }

  /// `$metadata.json`'s `tokenSetOrder` beside the themes, or `[]`.
  static func setOrder(directory: String, reader: FileReader) -> [String] {
    let path = directory.isEmpty ? "$metadata.json" : directory + "/$metadata.json"
    guard let bytes = try? reader.read(path) else { return [] }
    let parsed = JSONDocument.read(SourceFile(path: path, utf8: bytes), duplicateKeys: .kept)
    return parsed.root?["tokenSetOrder"]?.elements?.compactMap(\.string) ?? []
  }
}
