import SkinKit
import Testing

@Test func smoke() throws {
  #expect(AppStyles.registered)
  let window = Window()
  let label = Label(text: "Hi", classes: ["title"])
  let badge = Badge()
  window.addSubview(label)
  window.addSubview(badge)
  let skin = skin(
    "Window { color: #ff0000 } .title { font-size: 20 } Badge { glow-radius: 6; shadow-offset: 0 2 }"
  )
  #expect(skin.diagnostics.isEmpty)
  let report = window.style(with: skin)
  print(report)
  #expect(label.textColor == StyleColor(hex: "#ff0000"))
  #expect(label.font.size == 20)
  #expect(badge.glowRadius == 6)
  #expect(badge.shadowOffset == StyleSize(width: 0, height: 2))
  label.removeClass("title")
  let second = window.updateStyles()
  print(second)
  #expect(label.font.size == 17)
}
