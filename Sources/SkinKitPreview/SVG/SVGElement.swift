/// One element of an SVG document: a name, attributes in the order given, children, and
/// optional text content.
///
/// ```swift
/// let text = SVGElement("text", ["x": "10"], text: "Save & Quit")
/// SVGWriter.write(text)   // <text x="10">Save &amp; Quit</text>
/// ```
package final class SVGElement {
  public let name: String
  public private(set) var attributes: [(name: String, value: String)]
  public private(set) var children: [SVGElement] = []
  public var text: String?

  public init(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil
  ) {
    self.name = name
    self.attributes = attributes.map { (name: $0.key, value: $0.value) }
    self.text = text
  }

  /// Sets an attribute (replacing a previous value).
  public func set(_ name: String, _ value: String) {
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      attributes[index].value = value
    } else {
      attributes.append((name, value))
    }
  }

  /// An attribute's value.
  public func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Adds a child at the end.
  public func append(_ child: SVGElement) { children.append(child) }
}

/// Writes SVG elements as indented, well-formed XML.
package enum SVGWriter {
  /// The document: an XML declaration and the root element.
  public static func document(_ root: SVGElement) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    write(root, indent: "", into: &out)
    return out
  }

  /// One element and its children.
  public static func write(_ element: SVGElement) -> String {
    var out = ""
    write(element, indent: "", into: &out)
    return out
  }

  private static func write(_ element: SVGElement, indent: String, into out: inout String) {
    out += indent + "<" + element.name
    for attribute in element.attributes {
      out += " " + attribute.name + "=\"" + escape(attribute.value) + "\""
    }
    if let text = element.text {
      out += ">" + escape(text) + "</" + element.name + ">\n"
    } else if element.children.isEmpty {
      out += "/>\n"
    } else {
      out += ">\n"
      for child in element.children { write(child, indent: indent + "  ", into: &out) }
      out += indent + "</" + element.name + ">\n"
    }
  }

  /// Text with XML's five special characters escaped (and control characters dropped).
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
