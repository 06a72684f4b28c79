/// A command line split into options, flags and positional arguments, with errors that
/// name the offending argument.
///
/// ```swift
/// var arguments = Arguments(["a.skss", "--tree", "t.json", "--strict"])
/// try arguments.flag("--strict")          // true
/// try arguments.option("--tree")          // "t.json"
/// try arguments.positionals()             // ["a.skss"]
/// ```
public struct Arguments {
  private var remaining: [String]

  public init(_ arguments: [String]) { remaining = arguments }

  /// Whether `--help` or `-h` was given.
  public var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

  /// Removes and returns whether a flag is present.
  public mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// Removes and returns an option's value (`--tree x` or `--tree=x`); the last one wins.
  public mutating func option(_ names: String...) throws(UsageError) -> String? {
    var value: String?
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if names.contains(argument) {
        guard index + 1 < remaining.count else {
          throw UsageError("\(argument) needs a value")
        }
        value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        continue
      }
      if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
        value = String(argument.dropFirst(name.count + 1))
        remaining.remove(at: index)
        continue
      }
      index += 1
    }
    return value
  }

  /// Removes and returns every value of a repeatable option.
  public mutating func options(_ names: String...) throws(UsageError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if names.contains(argument) {
        guard index + 1 < remaining.count else { throw UsageError("\(argument) needs a value") }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...(index + 1))
        continue
      }
      if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
        values.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
        continue
      }
      index += 1
    }
    return values
  }

  /// The arguments left, which must all be positional (an unknown `--option` is an error).
  public mutating func positionals() throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("unknown option '\(unknown)'")
    }
    defer { remaining = [] }
    return remaining
  }
}

/// A bad command line: printed with the command's usage, exit status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
