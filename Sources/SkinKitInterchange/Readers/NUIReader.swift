import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

/// Reads an NUI stylesheet (tombenner/nui `.nss`) into the `.skss` model.
///
/// The mapping (`NUIVocabulary` is the table):
/// - a selector is a style-class name: NUI's default classes are the widgets' types
///   (`Button`, `BarButton` is `BarButtonItem`, `Table` is `TableView`, `TableCell` is
///   `TableViewCell`…; `View`, `Control`, `Label`, `Progress`, `Slider`, `Switch` and
///   `TextView`, which NUI applies to exactly that class, are `:where(View:exact)`…); any
///   other name is a style class (`LargeButton` is `.LargeButton`: give it to the views whose
///   `nuiClass` it was — in SkinKit a class adds to the type's rules, as NUI's
///   `Button:LargeButton`);
/// - `@name: value;` definitions are `$name` constants (a value that is a variable is its
///   definition, as NUI substitutes whole values);
/// - property names are NUI's own, by class: `font-color` is `color` for labels, text
///   fields and cells and `title-color` for buttons and bar items; `font-name` and
///   `font-size` are `font-family` and `font-size`, or one `title-font`; `corner-radius` is
///   `border-radius`; `background-tint-color` is `tint-color`; an image's `-insets` are its
///   cap insets (`image("name", 2 2 2 2)`);
/// - per-state suffixes are state pseudo-classes: `font-color-highlighted` is
///   `&:highlighted { title-color: … }`, `-selected-highlighted` is `&:selected:highlighted`,
///   `-normal` no condition;
/// - `@media (device:ipad) and (orientation:landscape)` is `@media pad and landscape`;
/// - values as NUI's converter reads them: colors `#rrggbb`, `0xrrggbb`, `rgb()`/`rgba()`
///   (a channel with a `.` is a fraction, one without is out of 255), `hsl()`/`hsla()` (which
///   NUI reads as hue, saturation and brightness, so they are `hsb()` colors), UIColor names
///   (`lightGray` is UIKit's `#aaaaaa`), written as hex; boxes in CSS order; offsets `1,2`.
///
/// What `.skss` cannot express (gradients, frame sizes, text transforms, exclusion lists…)
/// is reported with its line and column and left as a comment in the converted sheet.
///
/// ```swift
/// let converted = NUIReader.read(SourceFile(path: "Theme.nss", text: "Button { font-color: red; }"))
/// converted.skssText()   // "/* … */\nButton {\n  title-color: #ff0000;\n}\n"
/// ```
package enum NUIReader {
  /// Reads an NUI stylesheet.
  public static func read(_ file: SourceFile, properties: PropertyTable = .builtIn)
    -> ConvertedStylesheet
  {
    var reporter = ConversionReporter(file: file, hasPositions: true)
    let sheet = NUISheet.parse(file, reporter: &reporter)
    var conversion = NUIConversion(file: file, reporter: reporter)
    let body = conversion.convert(sheet)
    let items: [SKSSItem] =
      [.comment("Converted from \(file.path.lastPathComponent) (NUI).")]
      + conversion.constantItems() + body
    return ConvertedStylesheet.build(
      format: .nui, file: file, items: items, diagnostics: conversion.reporter.uniqueDiagnostics)
  }
}

private struct NUIConversion {
  let file: SourceFile
  var reporter: ConversionReporter
  /// The top-level definitions by name (NUI reads them all before any rule).
  var definitions: [String: NUISheet.Definition] = [:]
  var definitionOrder: [String] = []
  /// Constants for variables used as a whole value: name → converted text.
  var constants: [String: String] = [:]
  var used: Set<String> = []

  init(file: SourceFile, reporter: ConversionReporter) {
    self.file = file
    self.reporter = reporter
  }

  mutating func convert(_ sheet: NUISheet) -> [SKSSItem] {
    for case .definition(let definition) in sheet.items {
      if definitions[definition.name] == nil { definitionOrder.append(definition.name) }
      definitions[definition.name] = definition
    }
    return items(sheet.items, inMedia: false)
  }

  mutating func items(_ items: [NUISheet.Item], inMedia: Bool) -> [SKSSItem] {
    var result: [SKSSItem] = []
    for item in items {
      switch item {
      case .definition(let definition) where inMedia:
        let reason =
          "a variable defined inside @media is not converted: .skss constants do not depend on the environment (define a custom property in an @media block instead)"
        reporter.report(.conversionUnsupported, reason, at: definition.nameRange)
        result.append(.comment("NUI: @\(definition.name): \(definition.value); — \(reason)"))
      case .definition:
        continue
      case .ruleSet(let ruleSet):
        result += rules(ruleSet)
      case .media(let media):
        guard let query = query(media) else {
          result += self.items(media.items, inMedia: true)
          continue
        }
        result.append(
          .media(
            query: query, origin: media.keywordRange, items: self.items(media.items, inMedia: true))
        )
      }
    }
    return result
  }

  /// `(device:ipad) and (orientation:landscape)` → `pad and landscape`; `nil` when no option
  /// is one NUI reads (the block then always applies, as in NUI).
  mutating func query(_ media: NUISheet.Media) -> String? {
    var words: [String] = []
    for option in media.options {
      switch (option.key.asciiLowercased, option.value.asciiLowercased) {
      case ("device", "ipad"): words.append("pad")
      case ("device", "iphone"): words.append("phone")
      case ("orientation", "portrait"): words.append("portrait")
      case ("orientation", "landscape"): words.append("landscape")
      default:
        reporter.report(
          .invalidMediaQuery,
          "NUI ignores '(\(option.key):\(option.value))' (it reads device: ipad|iphone and orientation: portrait|landscape); left out",
          at: option.range, severity: .warning)
      }
    }
    return words.isEmpty ? nil : words.joined(separator: " and ")
  }

  // MARK: Rules

  /// A rule set, one rule per kind of class among its selectors (their properties are named
  /// by kind).
  mutating func rules(_ ruleSet: NUISheet.RuleSet) -> [SKSSItem] {
    var groups:
      [(kind: NUIVocabulary.Kind, classes: [(NUISheet.Selector, NUIVocabulary.StyleClass)])] = []
    for selector in ruleSet.selectors {
      let styleClass = NUIVocabulary.styleClass(selector.name)
      if let note = styleClass.note {
        reporter.report(.conversionUnsupported, note, at: selector.range, severity: .warning)
      }
      if let index = groups.firstIndex(where: { $0.kind == styleClass.kind }) {
        groups[index].classes.append((selector, styleClass))
      } else {
        groups.append((styleClass.kind, [(selector, styleClass)]))
      }
    }
    return groups.map { group in
      .rule(
        selector: group.classes.map(\.1.selector).joined(separator: ", "),
        origin: group.classes[0].0.range,
        items: SKSSItem.mergingAdjacentBlocks(declarations(ruleSet.declarations, kind: group.kind)))
    }
  }

  mutating func declarations(_ declarations: [NUISheet.Declaration], kind: NUIVocabulary.Kind)
    -> [SKSSItem]
  {
    // An image's cap insets go with the image; the font's name and size are written together.
    var capInsets: [String: NUISheet.Declaration] = [:]
    var fontName: NUISheet.Declaration?
    var fontSize: NUISheet.Declaration?
    for declaration in declarations {
      let name = NUIVocabulary.split(declaration.property)
      if name.isCapInsets {
        capInsets[name.base + name.states.map { "-" + $0 }.joined()] = declaration
      } else if name.base == "font-name" {
        fontName = declaration
      } else if name.base == "font-size" {
        fontSize = declaration
      }
    }
    var items: [SKSSItem] = []
    var wroteFont = false
    var usedInsets: Set<String> = []
    for declaration in declarations {
      let name = NUIVocabulary.split(declaration.property)
      guard !name.isCapInsets else { continue }
      guard let target = NUIVocabulary.targets[name.base] else {
        unsupported(declaration, "NUI has no property '\(declaration.property)', so it did nothing")
        items.append(comment(declaration, "not an NUI property"))
        continue
      }
      var written: [SKSSItem] = []
      switch target {
      case .unsupported(let reason):
        unsupported(declaration, reason)
        items.append(comment(declaration, reason))
        continue
      case .font:
        guard !wroteFont else { continue }
        wroteFont = true
        written = font(name: fontName, size: fontSize, kind: kind)
      case .property(let property, let type):
        let key = name.base + name.states.map { "-" + $0 }.joined()
        let insets = type == .image ? capInsets[key] : nil
        if insets != nil { usedInsets.insert(key) }
        written = self.declaration(property, type, declaration, capInsets: insets)
      case .text(let textProperty):
        let (targets, reason) = NUIVocabulary.textTargets(textProperty, kind: kind)
        if let reason {
          unsupported(declaration, reason)
          items.append(comment(declaration, reason))
          continue
        }
        for (property, type) in targets {
          written += self.declaration(property, type, declaration, capInsets: nil)
        }
      }
      if !name.states.isEmpty && !written.isEmpty {
        written = [
          .rule(
            selector: "&" + name.states.map { ":" + $0 }.joined(), origin: declaration.nameRange,
            items: written)
        ]
      }
      items += written
    }
    for (key, declaration) in capInsets where !usedInsets.contains(key) {
      let reason =
        "NUI's '\(declaration.property)' are the cap insets of '\(key)', which this rule does not set"
      unsupported(declaration, reason)
    }
    return items
  }

  mutating func unsupported(_ declaration: NUISheet.Declaration, _ reason: String) {
    reporter.report(
      .conversionUnsupported, "'\(declaration.property)' is not converted: \(reason)",
      at: declaration.nameRange)
  }

  func comment(_ declaration: NUISheet.Declaration, _ reason: String) -> SKSSItem {
    .comment("NUI: \(declaration.property): \(declaration.value); — \(reason)")
  }

  // MARK: Values

  /// One declaration of `property`, its value converted as `type` (nothing, reported, when
  /// the value is not one).
  mutating func declaration(
    _ property: String, _ type: NUIVocabulary.ValueType, _ declaration: NUISheet.Declaration,
    capInsets: NUISheet.Declaration?
  ) -> [SKSSItem] {
    guard let (text, variable) = resolve(declaration) else { return [] }
    var converted: String
    switch NUIValues.text(text, type: type) {
    case .success(let value): converted = value
    case .failure(let problem):
      reporter.report(
        .invalidValue,
        "the value of '\(declaration.property)' \(variable.map { "(@\($0): \(SourceExcerpt.clipped(text)))" } ?? "") is not \(problem.expected); it is dropped"
          .replacingOccurrences(of: "  ", with: " "),
        at: declaration.valueRange)
      return []
    }
    if let capInsets, let (insetsText, _) = resolve(capInsets) {
      switch NUIValues.text(insetsText, type: .box) {
      case .success(let insets):
        converted = String(converted.dropLast()) + ", " + insets + ")"
      case .failure(let problem):
        reporter.report(
          .invalidValue, "the value of '\(capInsets.property)' is not \(problem.expected)",
          at: capInsets.valueRange)
      }
    } else if let variable, constants[variable].map({ $0 == converted }) ?? true {
      constants[variable] = converted
      converted = "$" + TokenPrinter.escapeIdent(variable)
    }
    return [
      .declaration(
        name: property, nameOrigin: declaration.nameRange, value: converted,
        valueOrigin: declaration.valueRange)
    ]
  }

  /// A declaration's value with a variable replaced by its definition (and the variable's
  /// name), or `nil` for an undefined variable (reported).
  mutating func resolve(_ declaration: NUISheet.Declaration) -> (String, String?)? {
    guard declaration.value.hasPrefix("@") else { return (declaration.value, nil) }
    let name = String(declaration.value.dropFirst())
    guard let definition = definitions[name] else {
      reporter.report(
        .undefinedConstant,
        "the variable '@\(SourceExcerpt.clipped(name))' is not defined (NUI stops with an exception); the declaration is dropped",
        at: declaration.valueRange)
      return nil
    }
    used.insert(name)
    return (definition.value, name)
  }

  /// `font-name` and `font-size` as the class's kind writes them: a label's (or a text
  /// field's, a cell's) as `font-family` and `font-size` (with `font-weight` or `font-style`
  /// for NUI's `boldSystem`, `italicSystem`…); a button's or bar item's as custom properties
  /// that one `title-font` reads, so that, as in NUI, a class setting only the size keeps
  /// the name another class gave (`.LargeButton { font-size: 20 }` on a `Button` whose rule
  /// names the font).
  mutating func font(
    name: NUISheet.Declaration?, size: NUISheet.Declaration?, kind: NUIVocabulary.Kind
  )
    -> [SKSSItem]
  {
    let family = name.flatMap { resolve($0)?.0 }.map(NUIValues.systemFont)
    var sizeText: String?
    if let size, let (text, _) = resolve(size) {
      switch NUIValues.text(text, type: .length) {
      case .success(let value): sizeText = value
      case .failure(let problem):
        reporter.report(
          .invalidValue, "the value of 'font-size' is not \(problem.expected); it is dropped",
          at: size.valueRange)
      }
    }
    var items: [SKSSItem] = []
    func add(_ property: String, _ value: String, _ declaration: NUISheet.Declaration) {
      items.append(
        .declaration(
          name: property, nameOrigin: declaration.nameRange, value: value,
          valueOrigin: declaration.valueRange))
    }
    if kind != .title {
      if let name, let family {
        add("font-family", family.family, name)
        if let weight = family.weight { add("font-weight", weight, name) }
        if family.italic { add("font-style", "italic", name) }
      }
      if let size, let sizeText { add("font-size", sizeText, size) }
    }
    if kind == .title || kind == .unknown {
      if let name, let family {
        add("--nui-font-name", family.family, name)
        add("--nui-font-weight", family.weight ?? "normal", name)
        add("--nui-font-style", family.italic ? "italic" : "normal", name)
      }
      if let size, let sizeText { add("--nui-font-size", sizeText, size) }
      if let first = name ?? size, family != nil || sizeText != nil {
        add("title-font", NUIVocabulary.titleFont, first)
      }
    }
    return items
  }

  /// The constants, in the order NUI's file defines them: those used as whole values, and
  /// unused ones whose type their value tells (colors and numbers).
  mutating func constantItems() -> [SKSSItem] {
    var items: [SKSSItem] = []
    for name in definitionOrder {
      guard let definition = definitions[name] else { continue }
      var text = constants[name]
      if text == nil, !used.contains(name) {
        if case .success(let color) = NUIValues.text(definition.value, type: .color) {
          text = color
        } else if case .success(let number) = NUIValues.text(definition.value, type: .number),
          Double(definition.value) != nil
        {
          text = number
        } else {
          reporter.report(
            .conversionUnsupported,
            "the variable '@\(name)' is never used, so its type is unknown; it is not converted",
            at: definition.nameRange, severity: .warning)
        }
      }
      guard let text else { continue }
      items.append(
        .constant(
          name: name, nameOrigin: definition.nameRange, value: text,
          valueOrigin: definition.valueRange))
    }
    return items
  }
}
