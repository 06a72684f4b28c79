import SkinKit

/// The options several commands take, declared once so that each means the same, is read
/// the same way and is explained in the same words everywhere. A command lists the ones it
/// takes in its `options`, `.required` where it cannot run without them.
extension Option {
  /// `--tree FILE`: the widget tree of resolve, explain, bench, preview and watch.
  static let tree = Option.value(
    "--tree", placeholder: "FILE", synopsis: "TREE.json",
    summary: "the widget tree (JSON; Samples/Trees has examples)")

  /// `--env K=V,...`: overrides of the tree's environment, read by ``Inputs/environment(_:base:)``.
  static let environment = Option.repeated(
    "--env", placeholder: "K=V,...", synopsis: "key=value,...",
    summary:
      "override the tree's environment (repeatable): "
      + StyleEnvironment.keys.joined(separator: ", "))

  /// `--default SHEET`: default-skin stylesheets, read by ``Inputs/cascade(app:defaults:)``.
  static let defaultSheet = Option.repeated(
    "--default", placeholder: "SHEET",
    summary: "a default-skin stylesheet, beaten by every app rule (repeatable)")

  /// `--property P,...`: which properties to print, read by ``PropertySelection``.
  static let properties = Option.repeated(
    "-p", "--property", "--properties", placeholder: "P,...", synopsis: "all|p,q,...",
    summary:
      "all, or the properties to print (comma-separated or repeated; any name a stylesheet "
      + "accepts: textColor is color, padding its four longhands, --accent a custom "
      + "property); by default, those a declaration sets")

  /// `-o FILE`: where a command writes instead of standard output.
  static let output = Option.value(
    "-o", "--output", placeholder: "FILE",
    summary: "write to FILE instead of standard output")

  /// `--theme NAME`: which theme of a Themify plist to read.
  static let theme = Option.value(
    "--theme", placeholder: "NAME",
    summary: "the Themify theme to read from a Themify plist (default: the first in the file)")

  /// `--format text|json`: how a command prints what it found.
  static let format = Option.choice(
    "--format", choices: ["text", "json"], summary: "text (default) or json")
}
