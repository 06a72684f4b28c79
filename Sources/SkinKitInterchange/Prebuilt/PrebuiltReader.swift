import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Reads a ``PrebuiltSkin``'s data (the records `PrebuiltWriter` describes) back into
/// compiled rules. Data of a version this SkinKit does not read is not read at all (one
/// `prebuilt-format` error); a record that cannot be read is dropped with an
/// `invalid-prebuilt` error at its line and column, and the rest are read; a declaration of
/// a property the table lacks is dropped with an `unknown-property` warning.
struct PrebuiltReader {
  let json: JSONDocument
  /// The version the generated code states.
  let format: Int
  let properties: PropertyTable
  var diagnostics: [Diagnostic] = []
  var entries: [RuleEntry] = []
  var layers: [CascadeOrigin: [LayerName]] = [:]
  var layerMentions: [CascadeOrigin: [LayerMention]] = [:]
  /// The blocks so far, and the declarations of the block being read.
  var blocks: [DeclarationBlock] = []
  var pending: [CompiledDeclaration]?
  var order = 0

  /// Why a value is not what its place in a record needs, and which value.
  struct Malformed: Error {
    var message: String
    var value: Int
  }

  static func read(_ skin: PrebuiltSkin, properties: PropertyTable) -> CompiledSheets {
    let file = SourceFile(path: skin.name + " (prebuilt)", text: skin.data)
    guard PrebuiltSkin.readableFormats.contains(skin.format) else {
      // Another version may not even be JSON: nothing in it is looked at.
      return CompiledSheets(
        entries: [], layers: [:],
        diagnostics: [
          Diagnostic(
            .prebuiltFormat, unreadable(format: skin.format),
            at: SourceRange(file: file, bytes: 0..<min(1, file.bytes.count)))
        ])
    }
    let json: JSONDocument
    do throws(JSONDocument.SyntaxError) {
      json = try JSONDocument.parse(file)
    } catch {
      let offset = min(error.offset, file.bytes.count)
      return CompiledSheets(
        entries: [], layers: [:],
        diagnostics: [
          Diagnostic(
            .invalidPrebuilt, "the prebuilt data is not JSON: \(error.message)",
            at: SourceRange(file: file, bytes: offset..<min(offset + 1, file.bytes.count)))
        ])
    }
    var reader = PrebuiltReader(json: json, format: skin.format, properties: properties)
    reader.readRecords()
    return CompiledSheets(
      entries: reader.entries, layers: reader.layers, layerMentions: reader.layerMentions,
      diagnostics: reader.diagnostics)
  }

  private mutating func readRecords() {
    let records: [JSONDocument.Member]
    do throws(Malformed) {
      records = try array(json.root)
      guard try readHeader(records.first?.value ?? json.root) else { return }
    } catch {
      report(error)
      return
    }
    for record in records.dropFirst() {
      do throws(Malformed) {
        try read(record.value)
      } catch {
        report(error)
      }
    }
  }

  /// `["skinkit-prebuilt", N]`, N the version the generated code states; `false` (reported)
  /// when the data is of another version, and nothing more is read.
  private mutating func readHeader(_ index: Int) throws(Malformed) -> Bool {
    let expected = "[\"\(PrebuiltSkin.header)\", \(format)]"
    let fields = try array(index)
    guard fields.count == 2, json.values[fields[0].value].text == PrebuiltSkin.header else {
      throw Malformed(message: "the prebuilt data does not start with \(expected)", value: index)
    }
    let version = try integer(fields[1].value)
    guard version == format else {
      let value = json.values[fields[1].value]
      diagnostics.append(
        Diagnostic(
          .prebuiltFormat,
          "the prebuilt data is format \(version) but the code gives it as format \(format): "
            + "regenerate it with skss codegen",
          at: SourceRange(file: json.file, bytes: value.offset..<value.end)))
      return false
    }
    return true
  }

  /// The message for data of a version this SkinKit does not read.
  static func unreadable(format: Int) -> String {
    let readable = PrebuiltSkin.readableFormats
    let reads =
      readable.count == 1
      ? "format \(readable.lowerBound)"
      : "formats \(readable.lowerBound) to \(readable.upperBound)"
    let whose = format > readable.upperBound ? "a newer" : "an older"
    return "the prebuilt data is format \(format), from \(whose) SkinKit; this SkinKit reads "
      + "\(reads): regenerate it with the skss codegen of the SkinKit the app builds with"
  }

  private mutating func report(_ error: Malformed) {
    let value = json.values[error.value]
    diagnostics.append(
      Diagnostic(
        .invalidPrebuilt, error.message,
        at: SourceRange(file: json.file, bytes: value.offset..<value.end)))
  }

  // MARK: Records

  private mutating func read(_ index: Int) throws(Malformed) {
    let fields = try array(index)
    guard let tag = fields.first else { throw Malformed(message: "an empty record", value: index) }
    switch try string(tag.value) {
    case "layer":
      let origin = try self.origin(try field(fields, 1, of: index))
      let components = try fields.dropFirst(2).map { member throws(Malformed) in
        try string(member.value)
      }
      guard !components.isEmpty else {
        throw Malformed(message: "a layer needs a name", value: index)
      }
      layers[origin, default: []].append(LayerName(components))
    case "mention":
      guard fields.count == 3 || fields.count == 4 else {
        throw Malformed(message: "a mention is [\"mention\", origin, name, media]", value: index)
      }
      let origin = try self.origin(fields[1].value)
      let components = try array(fields[2].value).map { member throws(Malformed) in
        try string(member.value)
      }
      guard !components.isEmpty else {
        throw Malformed(message: "a layer needs a name", value: fields[2].value)
      }
      let media =
        fields.count == 4
        ? try array(fields[3].value).map { element throws(Malformed) in
          try mediaList(element.value)
        } : []
      layerMentions[origin, default: []].append(
        LayerMention(name: LayerName(components), media: media))
    case "block":
      finishBlock()
      pending = []
    case "set":
      guard pending != nil else {
        throw Malformed(
          message: "a declaration outside a block (each block's rules come after it)",
          value: index)
      }
      if let declaration = try declaration(fields, of: index) {
        pending?.append(declaration)
      }
    case "rule":
      try rule(fields, of: index)
    case let other:
      throw Malformed(message: "unknown record '\(other)'", value: tag.value)
    }
  }

  private mutating func finishBlock() {
    guard let declarations = pending else { return }
    blocks.append(DeclarationBlock(declarations, table: properties))
    pending = nil
  }

  /// `["set", NAME, VALUE]`, `IMPORTANT` and `WRITTEN` after them; `nil` for a property the
  /// table does not know (reported).
  private mutating func declaration(_ fields: [JSONDocument.Member], of index: Int)
    throws(Malformed) -> CompiledDeclaration?
  {
    guard fields.count >= 3 && fields.count <= 5 else {
      throw Malformed(message: "a declaration is [\"set\", name, value]", value: index)
    }
    let name = try string(fields[1].value)
    let value = try declaredValue(fields[2].value)
    let important = fields.count > 3 ? try bool(fields[3].value) : false
    let written = fields.count > 4 ? try string(fields[4].value) : name
    let target: CompiledDeclaration.Target
    if name.startsWithTwoHyphens {
      target = .custom(name)
    } else if let definition = properties.definition(named: name) {
      target = .property(definition.id)
    } else {
      let value = json.values[fields[1].value]
      diagnostics.append(
        Diagnostic(
          .unknownProperty,
          "unknown property '\(name)': register it before building the prebuilt cascade",
          at: SourceRange(file: json.file, bytes: value.offset..<value.end)))
      return nil
    }
    return CompiledDeclaration(
      target: target, value: value, important: important, range: .none, writtenName: written)
  }

  /// `["rule", ORIGIN, ORDER STEP, SELECTOR]`, and an object of what most rules lack.
  private mutating func rule(_ fields: [JSONDocument.Member], of index: Int) throws(Malformed) {
    guard fields.count == 4 || fields.count == 5 else {
      throw Malformed(
        message: "a rule is [\"rule\", origin, order step, selector]", value: index)
    }
    finishBlock()
    let origin = try self.origin(fields[1].value)
    let step = try integer(fields[2].value)
    let selector = try self.selector(fields[3].value)
    var back = 0
    var layer: LayerName?
    var media: [MediaQueryList] = []
    var text: String?
    if fields.count == 5 {
      let extra = fields[4].value
      guard json.values[extra].kind == .object else {
        throw Malformed(message: "expected an object of the rule's layer, media…", value: extra)
      }
      for member in json.values[extra].members {
        switch member.key ?? "" {
        case "block": back = try integer(member.value)
        case "layer":
          layer = LayerName(
            try array(member.value).map { element throws(Malformed) in
              try string(element.value)
            })
        case "media":
          media = try array(member.value).map { element throws(Malformed) in
            try mediaList(element.value)
          }
        case "text": text = try string(member.value)
        case let key: throw Malformed(message: "unknown member '\(key)'", value: member.value)
        }
      }
    }
    guard back >= 0 && back < blocks.count else {
      throw Malformed(
        message: blocks.isEmpty ? "a rule before any block" : "no block \(back) before this rule",
        value: index)
    }
    order += step
    let block = blocks[blocks.count - 1 - back]
    if text == nil, step == 0, let previous = entries.last {
      // A rule of the same list as the previous one: written as that one was.
      entries.append(
        RuleEntry(
          selector: selector, block: block, origin: origin, layer: layer, media: media,
          order: order, writtenAs: previous))
    } else {
      entries.append(
        RuleEntry(
          selector: selector, block: block, origin: origin, layer: layer, media: media,
          order: order, selectorText: text))
    }
  }

  private func origin(_ index: Int) throws(Malformed) -> CascadeOrigin {
    let name = try string(index)
    guard let raw = PrebuiltSkin.originNames.firstIndex(of: name),
      let origin = CascadeOrigin(rawValue: raw)
    else {
      throw Malformed(message: "unknown origin '\(name)'", value: index)
    }
    return origin
  }

  // MARK: JSON values

  func field(_ fields: [JSONDocument.Member], _ position: Int, of index: Int) throws(Malformed)
    -> Int
  {
    guard position < fields.count else {
      throw Malformed(message: "the record is too short", value: index)
    }
    return fields[position].value
  }

  func array(_ index: Int) throws(Malformed) -> [JSONDocument.Member] {
    let value = json.values[index]
    guard value.kind == .array else {
      throw Malformed(message: "expected an array, found \(json.describe(index))", value: index)
    }
    return value.members
  }

  func string(_ index: Int) throws(Malformed) -> String {
    let value = json.values[index]
    guard value.kind == .string else {
      throw Malformed(message: "expected a string, found \(json.describe(index))", value: index)
    }
    return value.text
  }

  func bool(_ index: Int) throws(Malformed) -> Bool {
    let value = json.values[index]
    guard value.kind == .bool else {
      throw Malformed(
        message: "expected true or false, found \(json.describe(index))", value: index)
    }
    return value.text == "true"
  }

  func integer(_ index: Int) throws(Malformed) -> Int {
    let value = json.values[index]
    guard value.kind == .number, let integer = Int(value.text) else {
      throw Malformed(message: "expected an integer, found \(json.describe(index))", value: index)
    }
    return integer
  }

  /// A number, or an infinity or NaN written as a string (JSON has none).
  func number(_ index: Int) throws(Malformed) -> Double {
    let value = json.values[index]
    switch value.kind {
    case .number:
      if let number = Double(value.text) { return number }
    case .string:
      switch value.text {
      case "Infinity": return .infinity
      case "-Infinity": return -.infinity
      case "NaN": return .nan
      default: break
      }
    default: break
    }
    throw Malformed(message: "expected a number, found \(json.describe(index))", value: index)
  }
}
