import SkinKitProperties
import SkinKitSyntax

extension PrebuiltReader {
  /// `["shadows", "box" | "text", SHADOW…]` (see `PrebuiltWriter`).
  func shadows(_ fields: [JSONDocument.Member], _ index: Int) throws(Malformed) -> StyleValue {
    guard fields.count >= 3 else {
      throw Malformed(message: "a shadow list is [\"shadows\", kind, shadow…]", value: index)
    }
    let isText: Bool
    switch try string(fields[1].value) {
    case "box": isText = false
    case "text": isText = true
    default: throw Malformed(message: "a shadow list is \"box\" or \"text\"", value: index)
    }
    var shadows: [StyleShadow] = []
    for member in fields.dropFirst(2) {
      shadows.append(try shadow(member.value, isText: isText))
    }
    return isText ? .textShadows(shadows) : .boxShadows(shadows)
  }

  private func shadow(_ index: Int, isText: Bool) throws(Malformed) -> StyleShadow {
    let fields = try array(index)
    if fields.count == 2, try string(fields[0].value) == "css" {
      let text = try string(fields[1].value)
      let syntax: ValueSyntax = isText ? .textShadow : .boxShadow
      let parsed = try? syntax.parse(Tokenizer.tokenize(text)[...])
      guard let parsed, let list = [StyleShadow](styleValue: parsed), list.count == 1 else {
        throw Malformed(message: "'\(text)' is not a shadow", value: index)
      }
      return list[0]
    }
    guard fields.count == 6 else {
      throw Malformed(message: "a shadow is [x, y, blur, spread, inset, color]", value: index)
    }
    var shadow = StyleShadow(
      offsetX: try number(fields[0].value), offsetY: try number(fields[1].value),
      blur: try number(fields[2].value), spread: try number(fields[3].value),
      inset: try bool(fields[4].value))
    switch try styleValue(fields[5].value) {
    case .color(let color): shadow.color = color
    case .currentColor: shadow.specifiedColor = .currentColor
    case .derivedColor(let derived): shadow.specifiedColor = .derived(derived)
    default: throw Malformed(message: "a shadow's color is a color", value: fields[5].value)
    }
    return shadow
  }
}
