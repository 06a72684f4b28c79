import SkinKitSyntax

/// The composite types (§9) and the types no `.skss` property takes, as `.skss` text.
extension DesignTokenConversion {
  /// The required members of a composite value, or `nil` (reported) when one is missing.
  private mutating func members(
    _ node: DocumentNode, _ names: [String], type: String, token: DesignToken
  ) -> [DocumentNode]? {
    guard node.entries != nil else {
      fail(
        "token '\(token.name)': a \(type) is an object with \(names.joined(separator: ", "))",
        at: node.range, token)
      return nil
    }
    var result: [DocumentNode] = []
    for name in names {
      guard let member = node[name] else {
        fail("token '\(token.name)': the \(type) has no \(name)", at: node.range, token)
        return nil
      }
      result.append(member)
    }
    return result
  }

  /// `width style color`: what the `border` shorthand takes.
  mutating func border(_ node: DocumentNode, token: DesignToken) -> String? {
    guard let parts = members(node, ["width", "style", "color"], type: "border", token: token),
      let width = subValue(
        parts[0], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let color = subValue(parts[2], type: "color", token: token, { $0.color($1, token: token) })
    else { return nil }
    var text = width
    if let style = parts[1].string, !style.hasPrefix("{") {
      text += " " + style
    } else if parts[1].string == nil {
      warn(
        "token '\(token.name)': the border's dash pattern has no .skss equivalent; the border is solid",
        token, at: parts[1].range)
    } else if let style = subValue(
      parts[1], type: "strokeStyle", token: token, { $0.strokeStyle($1, token: token) })
    {
      text += " " + style
    }
    return text + " " + color
  }

  /// A shadow or a list of shadows: the whole list as a `box-shadow` value (`x y blur spread
  /// color [inset]` each), then UIKit's layer properties of the first shadow: `-color`,
  /// `-offset` (`x y`), `-radius` (the blur) and `-opacity` (1: the color's alpha carries
  /// the opacity), which have no spread and no inner shadow.
  mutating func shadow(_ node: DocumentNode, token: DesignToken) -> [DesignTokenPart]? {
    let elements = node.elements ?? [node]
    guard !elements.isEmpty else {
      fail("token '\(token.name)': the list of shadows is empty", at: node.range, token)
      return nil
    }
    var list: [String] = []
    var layer: [DesignTokenPart] = []
    for element in elements {
      if let text = element.string, text.hasPrefix("{") {
        guard let target = aliasTarget(element, type: "shadow", token: token) else { return nil }
        let name = resolver[target].propertyName
        list.append("var(\(name))")
        if layer.isEmpty {
          layer = DesignTokenType.suffixes("shadow").dropFirst().map {
            DesignTokenPart(suffix: $0, value: "var(\(name)\($0))")
          }
        }
        continue
      }
      guard let shadow = oneShadow(element, token: token) else { return nil }
      list.append(
        [shadow.x, shadow.y, shadow.blur, shadow.spread, shadow.color].joined(separator: " ")
          + (shadow.inset ? " inset" : ""))
      if layer.isEmpty {
        layer = [
          DesignTokenPart(suffix: "-color", value: shadow.color),
          DesignTokenPart(suffix: "-offset", value: "\(shadow.x) \(shadow.y)"),
          DesignTokenPart(suffix: "-radius", value: shadow.blur),
          DesignTokenPart(suffix: "-opacity", value: "1"),
        ]
      }
    }
    return [DesignTokenPart(suffix: "", value: list.joined(separator: ", "))] + layer
  }

  /// One shadow object's parts as `.skss` text.
  private mutating func oneShadow(_ shadow: DocumentNode, token: DesignToken) -> (
    color: String, x: String, y: String, blur: String, spread: String, inset: Bool
  )? {
    guard
      let parts = members(
        shadow, ["color", "offsetX", "offsetY", "blur", "spread"], type: "shadow", token: token),
      let color = subValue(parts[0], type: "color", token: token, { $0.color($1, token: token) }),
      let x = subValue(
        parts[1], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let y = subValue(
        parts[2], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let blur = subValue(
        parts[3], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let spread = subValue(
        parts[4], type: "dimension", token: token, { $0.dimension($1, token: token) })
    else { return nil }
    var inset = false
    if let written = shadow["inset"] {
      guard case .bool(let flag) = written.value else {
        fail("token '\(token.name)': a shadow's inset is true or false", at: written.range, token)
        return nil
      }
      inset = flag
    }
    return (color, x, y, blur, spread, inset)
  }

  /// A typography style: the `font` shorthand's value (`weight size family`), then the
  /// letter spacing and the line height (a multiple of the size), which `font` cannot hold.
  mutating func typography(_ node: DocumentNode, token: DesignToken) -> [DesignTokenPart]? {
    guard
      let parts = members(
        node, ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
        type: "typography", token: token),
      let family = subValue(
        parts[0], type: "fontFamily", token: token, { $0.fontFamily($1, token: token) }),
      let size = subValue(
        parts[1], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let weight = subValue(
        parts[2], type: "fontWeight", token: token, { $0.fontWeight($1, token: token) }),
      let spacing = subValue(
        parts[3], type: "dimension", token: token, { $0.dimension($1, token: token) }),
      let lineHeight = subValue(
        parts[4], type: "number", token: token, { $0.number($1, token: token) })
    else { return nil }
    return [
      DesignTokenPart(suffix: "", value: "\(weight) \(size) \(family)"),
      DesignTokenPart(suffix: "-letter-spacing", value: spacing),
      DesignTokenPart(suffix: "-line-height", value: lineHeight),
    ]
  }

  // MARK: Types no property takes

  /// `{value, unit}` in `ms` or `s`.
  mutating func duration(_ node: DocumentNode, token: DesignToken) -> String? {
    guard let value = node["value"]?.number, let unit = node["unit"]?.string,
      unit == "ms" || unit == "s"
    else {
      fail(
        "token '\(token.name)': a duration is {\"value\": number, \"unit\": \"ms\" or \"s\"}",
        at: node.range, token)
      return nil
    }
    return TokenPrinter.formatNumber(value) + unit
  }

  /// `[x1, y1, x2, y2]` → `cubic-bezier(x1, y1, x2, y2)`, the x coordinates from 0 to 1.
  mutating func cubicBezier(_ node: DocumentNode, token: DesignToken) -> String? {
    let numbers = (node.elements ?? []).compactMap(\.number)
    guard numbers.count == 4, node.elements?.count == 4, (0...1).contains(numbers[0]),
      (0...1).contains(numbers[2])
    else {
      fail(
        "token '\(token.name)': a cubic Bézier curve is [x1, y1, x2, y2] with x1 and x2 from 0 to 1",
        at: node.range, token)
      return nil
    }
    return "cubic-bezier(\(numbers.map(TokenPrinter.formatNumber).joined(separator: ", ")))"
  }

  /// `duration delay timing-function`.
  mutating func transition(_ node: DocumentNode, token: DesignToken) -> String? {
    guard
      let parts = members(
        node, ["duration", "delay", "timingFunction"], type: "transition", token: token),
      let duration = subValue(
        parts[0], type: "duration", token: token, { $0.duration($1, token: token) }),
      let delay = subValue(
        parts[1], type: "duration", token: token, { $0.duration($1, token: token) }),
      let timing = subValue(
        parts[2], type: "cubicBezier", token: token, { $0.cubicBezier($1, token: token) })
    else { return nil }
    return "\(duration) \(delay) \(timing)"
  }

  /// A keyword (`solid`, `dashed`…); a dash pattern has no CSS keyword.
  mutating func strokeStyle(_ node: DocumentNode, token: DesignToken) -> String? {
    let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    if let text = node.string, keywords.contains(text) { return text }
    fail(
      "token '\(token.name)': SkinKit reads stroke styles that are keywords (\(keywords.joined(separator: ", ")))",
      at: node.range, token)
    return nil
  }

  /// `[{color, position}…]` → `linear-gradient(color position%, …)`.
  mutating func gradient(_ node: DocumentNode, token: DesignToken) -> String? {
    guard let stops = node.elements, !stops.isEmpty else {
      fail(
        "token '\(token.name)': a gradient is a list of {color, position}", at: node.range, token)
      return nil
    }
    var texts: [String] = []
    for stop in stops {
      guard let parts = members(stop, ["color", "position"], type: "gradient stop", token: token),
        let color = subValue(parts[0], type: "color", token: token, { $0.color($1, token: token) }),
        let position = parts[1].number
      else { return nil }
      texts.append("\(color) \(TokenPrinter.formatNumber(position * 100))%")
    }
    return "linear-gradient(\(texts.joined(separator: ", ")))"
  }
}
