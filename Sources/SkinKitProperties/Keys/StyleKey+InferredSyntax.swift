/// The syntax a key's Swift type implies, so that an app's key is declared by its name,
/// type and initial value alone.
extension StyleKey where Value: StyleValueConvertible {
  /// Declares an app's property whose syntax its value type implies: `StyleColor` a color,
  /// `Double` a length in points (a plain number too), `Int` a whole number, `Bool`
  /// `true`/`false`, `String` a quoted string, `StyleFont` a font, `EdgeInsets` 1–4
  /// lengths, `StyleSize` one or two lengths, `StyleImage?` an image, and an enum of
  /// `String` raw values that is `CaseIterable` one of its raw values. Another type has no
  /// syntax to infer: its key sets nothing and says so in ``declarationError`` (declare it
  /// with `syntax:`).
  ///
  /// ```swift
  /// extension StyleKeys {
  ///   var glowColor: StyleKey<StyleColor> { StyleKey("glow-color", initial: .clear) }
  /// }
  /// let style = CascadingStyle()
  /// style.glowColor = .white           // as built-in keys are: `\.glowColor`
  ///
  /// enum Elevation: String, StyleValueConvertible, CaseIterable { case flat, raised, floating }
  /// let elevation = StyleKey<Elevation>("elevation", initial: .flat)   // one of its cases
  /// ```
  public init(
    _ name: String, aliases: [String] = [], initial: Value, inherited: Bool = false,
    summary: String = ""
  ) {
    guard let syntax = Self.inferredSyntax else {
      self.init(
        failed: name,
        StyleKeyError(
          message:
            "'\(name)': no syntax follows from \(Value.self); declare the key with syntax:"))
      return
    }
    self.init(
      name, aliases: aliases, syntax: syntax, initial: initial, inherited: inherited,
      summary: summary)
  }

  /// The syntax of `Value`, if it implies one.
  static var inferredSyntax: ValueSyntax? {
    switch Value.self {
    case is StyleColor.Type: .color
    case is Double.Type: .length(minimum: nil, percentages: false)
    case is Int.Type: .integer(minimum: Int.min)
    case is Bool.Type: .boolean
    case is String.Type: .string
    case is StyleFont.Type: .font
    case is EdgeInsets.Type: .insets
    case is StyleSize.Type: .size
    case is StyleImage?.Type: .image
    case let keywords as any (CaseIterable & RawRepresentable<String>).Type:
      .keywords(keywords.rawValues)
    default: nil
    }
  }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// The raw values of every case, in order.
  fileprivate static var rawValues: [String] { allCases.map(\.rawValue) }
}
