import SkinKit

/// A command line read by a command's declared options: their values, and the operands
/// (the other arguments) in order. Every problem is a ``UsageError`` naming the argument.
///
/// ```swift
/// let strict = Option.flag("--strict", summary: "also fail on warnings")
/// let arguments = try Arguments(["a.skss", "--tree", "t.json", "--strict"],
///                               options: [strict, Option.tree])
/// arguments.flag(strict)              // true
/// arguments.value(Option.tree)        // "t.json"
/// arguments.operands                  // ["a.skss"]
/// ```
///
/// Values are written `--tree t.json` or `--tree=t.json`; a value may start with `-`
/// (`--property --accent`). `-` alone is an operand (standard input), and so is everything
/// after `--`.
struct Arguments {
  /// The options the command declares.
  private let declared: [Option]
  /// Each given option's values, in order, by its name.
  private var given: [String: [String]] = [:]
  /// How each given option was last spelled (`--property` or `--properties`), by its name.
  private var spellings: [String: String] = [:]
  /// The arguments that are not options, in order.
  private(set) var operands: [String] = []

  init(_ arguments: [String], options: [Option]) throws(UsageError) {
    declared = options
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        operands += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        operands.append(argument)
        continue
      }
      var spelling = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        spelling = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.isNamed(spelling) }) else {
        throw UsageError("unknown option '\(spelling)'")
      }
      spellings[option.name] = spelling
      switch option.arity {
      case .flag:
        guard attached == nil else { throw UsageError("\(spelling) takes no value") }
        given[option.name, default: []].append("")
      case .single, .repeated:
        var value: String
        if let attached {
          value = attached
        } else {
          guard index < arguments.count else { throw UsageError("\(spelling) needs a value") }
          value = arguments[index]
          index += 1
        }
        if !option.choices.isEmpty {
          guard let choice = option.choices.first(where: { $0 == value.lowercased() }) else {
            throw UsageError(option.choicesMessage)
          }
          value = choice
        }
        given[option.name, default: []].append(value)
      }
    }
    for option in options where option.isRequired && given[option.name] == nil {
      throw UsageError("\(option.name) \(option.synopsisPlaceholder) is required")
    }
  }

  /// Whether `--help` or `-h` is among the options (before any `--`).
  static func wantHelp(_ arguments: [String]) -> Bool {
    let options = arguments.prefix { $0 != "--" }
    return options.contains("--help") || options.contains("-h")
  }

  /// Whether a flag was given.
  func flag(_ option: Option) -> Bool { given[check(option).name] != nil }

  /// An option's value (the last one given), or nil.
  func value(_ option: Option) -> String? { given[check(option).name]?.last }

  /// A required option's value (the parser has made sure there is one).
  func required(_ option: Option) -> String {
    precondition(check(option).isRequired, "\(option.name) is not declared required")
    return value(option)!
  }

  /// Every value of a repeated option, in order.
  func values(_ option: Option) -> [String] { given[check(option).name] ?? [] }

  /// How the option was written on this command line (or its name, if it was not).
  func spelling(_ option: Option) -> String { spellings[check(option).name] ?? option.name }

  /// A whole number of at least `minimum`, or nil when the option is absent.
  func integer(_ option: Option, minimum: Int, message: String) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), number >= minimum else { throw UsageError(message) }
    return number
  }

  /// The command's declaration of `option`: a command asks only for the options it
  /// declares (so `--help` lists every one).
  private func check(_ option: Option) -> Option {
    guard let declaration = declared.first(where: { $0.name == option.name }) else {
      preconditionFailure("\(option.name) is not declared")
    }
    return declaration
  }
}

/// A bad command line: printed with the command's usage, exit status 2.
package struct UsageError: SkinKitError {
  public var message: String
  public init(_ message: String) { self.message = message }
}
