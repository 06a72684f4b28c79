import SkinKit
import Testing

@testable import SkinKitCLI

@Suite("skss --help")
struct HelpTests {
  static let names = SKSS.commands.map { $0.name }

  @Test("every command has --help: a usage line and examples", arguments: names)
  func everyCommand(name: String) {
    let result = Product.run([name, "--help"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("usage: skss \(name)"))
    #expect(result.out.contains("example"))
    #expect(result.out.contains("skss \(name) "), "an example runs the command")
    #expect(Product.run(["help", name]).out == result.out)
  }

  @Test("skss --help lists preview")
  func topLevel() {
    let result = Product.run(["--help"])
    #expect(result.out.contains("  preview "))
    #expect(result.out.contains("draw the styled widget tree as a picture"))
  }

  @Test("skss preview --help: usage, every option, examples, the exit status")
  func preview() {
    let help = Product.run(["preview", "--help"]).out
    for part in [
      "usage: skss preview [SHEET...] [--tree TREE.json] [--env key=value,...] [-o FILE.svg]",
      "options:", "--tree FILE", "--env K=V", "-o, --output FILE", "--no-png", "examples:",
      "skss preview --env color-scheme=dark", "exit status is 1", "rsvg-convert",
    ] {
      #expect(help.contains(part), "\(part)")
    }
  }
}
