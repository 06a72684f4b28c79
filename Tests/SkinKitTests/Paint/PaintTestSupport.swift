import SkinKit
import Testing

/// What the paint suites check for every value a property rejects.
enum PaintTestSupport {
  /// A rule of `#id` setting `color: red` on line 2 and `property: text` on line 3: exactly
  /// one diagnostic, `id` at the value (line 3), whose message ends with `message`; the
  /// declaration is dropped (the property keeps its initial `none`) and `color` applies.
  static func expectReportedAndDropped(
    _ property: String, _ text: String, id: String, message: String, on element: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let sheet = "#\(element) {\n  color: red;\n  \(property): \(text);\n}"
    let diagnostics = Language.diagnostics(sheet)
    #expect(
      diagnostics.map(Language.summary) == ["\(id)@3:\(property.count + 5)"],
      sourceLocation: sourceLocation)
    #expect(
      diagnostics.first?.message == "invalid value for '\(property)': \(message)"
        || (id == "unsupported-value" && diagnostics.first?.message == message),
      sourceLocation: sourceLocation)
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value(property, of: element) == "none", sourceLocation: sourceLocation)
    #expect(resolved.value("color", of: element) == "#ff0000ff", sourceLocation: sourceLocation)
  }

  /// `view` in a window, styled by a skin of the sheet `css`; the window.
  @discardableResult
  static func style(_ view: View, with css: String) -> Window {
    let window = Window()
    window.addSubview(view)
    let sheet = Stylesheet.parse(css, path: "test.skss")
    StyleManager(skin: Skin(stylesheets: [sheet])).style(window)
    return window
  }
}
