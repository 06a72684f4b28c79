/// One command-line option, declared once: the parser reads the command line by these
/// declarations, and `--help` (usage line and options list) is generated from them.
///
/// ```swift
/// static let inPlace = Option.flag("--in-place", "rewrite the files instead of printing them")
/// static let options = [inPlace, Option.output]
/// // in run: arguments.flag(inPlace), try arguments.value(Option.output)
/// ```
///
/// Options every command means the same way (`--tree`, `--env`, `--output`…) are declared
/// once in `CommonOptions.swift`; a command's own are static members of the command.
struct Option: Sendable {
  /// How many values the option takes.
  enum Arity: Sendable {
    /// No value: present or not.
    case flag
    /// One value; given twice, the later one wins.
    case single
    /// Any number of values, in order (`--default a.skss --default b.skss`).
    case repeated
  }

  /// Every spelling, short ones first (`-o`, `--output`); the last is the name messages use.
  let names: [String]
  let arity: Arity
  /// What the value is called in the options list (`FILE`).
  private(set) var placeholder = ""
  /// What the value is called in the usage line (`TREE.json`), when more telling there.
  private(set) var synopsisPlaceholder = ""
  /// The explanation in the options list (wrapped by the help generator).
  private(set) var summary: String
  /// Whether the command cannot run without it (the usage line shows it without brackets).
  private(set) var isRequired = false
  /// The values it accepts, when they are a fixed list (`text`, `json`), checked by the parser.
  private(set) var choices: [String] = []

  /// The name messages use (`--output`).
  var name: String { names[names.count - 1] }

  private init(
    names: [String], arity: Arity, placeholder: String = "", synopsis: String? = nil,
    summary: String
  ) {
    self.names = names
    self.arity = arity
    self.placeholder = placeholder
    self.synopsisPlaceholder = synopsis ?? placeholder
    self.summary = summary
  }

  /// A flag: `--strict`.
  static func flag(_ names: String..., summary: String) -> Option {
    Option(names: names, arity: .flag, summary: summary)
  }

  /// An option with one value: `--name NAME`.
  static func value(
    _ names: String..., placeholder: String, synopsis: String? = nil, summary: String
  ) -> Option {
    Option(
      names: names, arity: .single, placeholder: placeholder, synopsis: synopsis,
      summary: summary)
  }

  /// An option given any number of times: `--default SHEET`.
  static func repeated(
    _ names: String..., placeholder: String, synopsis: String? = nil, summary: String
  ) -> Option {
    Option(
      names: names, arity: .repeated, placeholder: placeholder, synopsis: synopsis,
      summary: summary)
  }

  /// An option whose value is one of `choices`: `--format text|json`.
  static func choice(_ names: String..., choices: [String], summary: String) -> Option {
    Option(names: names, arity: .single, placeholder: "F", summary: summary)
      .choosing(choices, summary: summary)
  }

  /// The same option, required by this command.
  var required: Option {
    var option = self
    option.isRequired = true
    return option
  }

  /// The same option, explained in a command's own words.
  func explained(_ summary: String) -> Option {
    var option = self
    option.summary = summary
    return option
  }

  /// The same option with other accepted values (`--format text|json|github`).
  func choosing(_ choices: [String], summary: String) -> Option {
    var option = self
    option.choices = choices
    option.synopsisPlaceholder = choices.joined(separator: "|")
    option.summary = summary
    return option
  }

  /// The same option shown as `placeholder` on the usage line, for choices too many to fit
  /// there (its summary lists them).
  func showing(_ placeholder: String) -> Option {
    var option = self
    option.synopsisPlaceholder = placeholder
    return option
  }

  /// How the usage line shows it: `--tree TREE.json`, `[--strict]`, `[--default SHEET]...`.
  var synopsis: String {
    var text = name
    if arity != .flag { text += " " + synopsisPlaceholder }
    if isRequired { return text }
    return "[\(text)]" + (arity == .repeated ? "..." : "")
  }

  /// How the options list shows it: `-o, --output FILE`.
  var listing: String {
    names.joined(separator: ", ") + (arity == .flag ? "" : " " + placeholder)
  }

  /// Whether `spelling` names this option.
  func isNamed(_ spelling: String) -> Bool { names.contains(spelling) }

  /// The message for a value that is not one of ``choices``: `--format is text or json`.
  var choicesMessage: String {
    if choices.count == 2 { return "\(name) is \(choices[0]) or \(choices[1])" }
    return "\(name) is one of \(choices.joined(separator: ", "))"
  }
}
