import SkinKitSyntax

// UISS's `Variables`: a value that is `"$name"` whole is the constant's name, one inside an
// array or object is substituted; cycles and undefined names are reported.
extension UISSReader.Conversion {
  /// The `$name: value;` items for the variables, in the order `Variables` defines them.
  mutating func constantItems() -> [SKSSItem] {
    var items: [SKSSItem] = []
    for name in variableOrder {
      guard let entry = variables[name] else { continue }
      if let constant = constants[name] {
        items.append(
          .constant(
            name: name, nameOrigin: entry.keyRange, value: constant.text,
            valueOrigin: entry.value.range))
        continue
      }
      if used.contains(name) { continue }
      // Never used: convert it when its type is plain from its value.
      guard let resolved = resolve(name, stack: []) else { continue }
      let kind: ValueKind
      switch resolved.value {
      case .number, .bool: kind = .unknown
      case .string(let text)
      where ValueConverter.hexColor(text) != nil || UIKitColors.color(named: text) != nil:
        kind = .color
      default:
        report(
          .conversionUnsupported,
          "the variable '\(name)' is never used, so its type is unknown; it is not converted",
          at: entry.keyRange)
        continue
      }
      if let text = values.text(resolved, kind: kind, path: []) {
        items.append(
          .constant(
            name: name, nameOrigin: entry.keyRange, value: text, valueOrigin: entry.value.range))
      }
    }
    return items
  }

  /// Reports a use of a variable that Variables does not define (the declaration is dropped).
  mutating func reportUndefined(_ reference: String, at node: DocumentNode) {
    report(
      .undefinedConstant,
      "the variable '$\(reference)' is not defined in Variables; the declaration is dropped",
      at: node.range)
  }

  /// A value's text: `$name` for a variable used whole (its constant holding the converted
  /// value), the value converted otherwise (with nested variables substituted).
  mutating func valueText(_ node: DocumentNode, kind: ValueKind) -> String? {
    if let reference = Self.variableName(node) {
      guard variables[reference] != nil else {
        reportUndefined(reference, at: node)
        return nil
      }
      used.insert(reference)
      guard let resolved = resolve(reference, stack: []),
        let text = values.text(resolved, kind: kind, path: [])
      else { return nil }
      if let existing = constants[reference] {
        return existing.text == text ? "$" + TokenPrinter.escapeIdent(reference) : text
      }
      constants[reference] = (text, kind)
      return "$" + TokenPrinter.escapeIdent(reference)
    }
    guard let substituted = substitute(node, stack: []) else { return nil }
    return values.text(substituted, kind: kind, path: [])
  }

  /// The value a `"$name"` node refers to, resolved (for values that must be objects).
  mutating func variableValue(_ node: DocumentNode) -> DocumentNode? {
    guard let reference = Self.variableName(node) else { return nil }
    used.insert(reference)
    guard variables[reference] != nil else {
      report(
        .undefinedConstant, "the variable '$\(reference)' is not defined in Variables",
        at: node.range)
      return nil
    }
    return resolve(reference, stack: [])
  }

  static func variableName(_ node: DocumentNode) -> String? {
    guard case .string(let text) = node.value, text.hasPrefix("$") else { return nil }
    return String(text.dropFirst())
  }

  /// A variable's value with every `"$name"` inside it substituted; `nil` (reported) for a
  /// cycle or an undefined name.
  mutating func resolve(_ name: String, stack: [String]) -> DocumentNode? {
    guard let entry = variables[name] else { return nil }
    guard !stack.contains(name) else {
      report(
        .constantCycle,
        "the variable '\(name)' refers to itself (\((stack + [name]).joined(separator: " → ")))",
        at: entry.value.range)
      return nil
    }
    return substitute(entry.value, stack: stack + [name])
  }

  mutating func substitute(_ node: DocumentNode, stack: [String]) -> DocumentNode? {
    switch node.value {
    case .string:
      guard let reference = Self.variableName(node) else { return node }
      used.insert(reference)
      guard variables[reference] != nil else {
        reportUndefined(reference, at: node)
        return nil
      }
      return resolve(reference, stack: stack)
    case .array(let elements):
      var result: [DocumentNode] = []
      for element in elements {
        guard let substituted = substitute(element, stack: stack) else { return nil }
        result.append(substituted)
      }
      return DocumentNode(value: .array(result), range: node.range)
    case .dictionary(let entries):
      var result: [DocumentEntry] = []
      for entry in entries {
        guard let substituted = substitute(entry.value, stack: stack) else { return nil }
        result.append(DocumentEntry(key: entry.key, keyRange: entry.keyRange, value: substituted))
      }
      return DocumentNode(value: .dictionary(result), range: node.range)
    default:
      return node
    }
  }
}
