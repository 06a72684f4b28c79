/// A command's `--help`, generated from its declarations: the usage line from its operands
/// and options, the options list from the options' names, placeholders and summaries.
///
/// ```text
/// usage: skss NAME OPERANDS [--option VALUE]...
///
/// DISCUSSION
///
/// options:
///   --option VALUE     summary, wrapped
///
/// exit status: 0 …, 1 …, 2 …
///
/// examples:
///   skss NAME …
/// ```
enum Help {
  /// How wide help lines may be.
  static let width = 92
  /// Where the options list's summaries start (a longer listing has its summary below it).
  static let summaryColumn = 21

  /// `skss NAME OPERANDS OPTIONS…` on one line (the CommandLine article's table shows it).
  static func synopsis(of command: any Subcommand.Type) -> String {
    (["skss", command.name, command.operands] + command.options.map(\.synopsis))
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The whole `skss NAME --help` text.
  static func text(of command: any Subcommand.Type) -> String {
    var text = usage(of: command) + "\n"
    let discussion = command.discussion.trimmingTrailingNewlines
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    if !command.options.isEmpty {
      text += "\noptions:\n" + optionsList(command.options)
    }
    text +=
      "\n"
      + wrap(command.exitStatus, first: "exit status: ", rest: String(repeating: " ", count: 13))
    text += "\nexamples:\n" + command.examples.map { "  " + $0 + "\n" }.joined() + "\n"
    return text
  }

  /// `usage: skss NAME …`, wrapped under the command's name.
  static func usage(of command: any Subcommand.Type) -> String {
    let head = "usage: skss \(command.name) "
    let parts = ([command.operands] + command.options.map(\.synopsis)).filter { !$0.isEmpty }
    let indent = String(repeating: " ", count: head.count)
    var lines: [String] = []
    var line = ""
    for part in parts {
      if !line.isEmpty && head.count + line.count + 1 + part.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + part
    }
    lines.append(line)
    return (head + lines.joined(separator: "\n" + indent)).trimmingTrailingSpaces
  }

  /// The options list: each option's listing, then its summary wrapped in a column.
  static func optionsList(_ options: [Option]) -> String {
    let column = summaryColumn
    var text = ""
    for option in options {
      let listing = "  " + option.listing
      let indent = String(repeating: " ", count: column)
      if listing.count + 2 > column {
        text += listing + "\n" + wrap(option.summary, first: indent, rest: indent)
      } else {
        let padded = listing + String(repeating: " ", count: column - listing.count)
        text += wrap(option.summary, first: padded, rest: indent)
      }
    }
    return text
  }

  /// `text` wrapped at ``width``, the first line after `first`, the others after `rest`.
  static func wrap(_ text: String, first: String, rest: String) -> String {
    var lines: [String] = []
    var line = first
    var lineHasWords = false
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if lineHasWords && line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        lineHasWords = false
      }
      line += (lineHasWords ? " " : "") + word
      lineHasWords = true
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var trimmingTrailingNewlines: String {
    var text = Substring(self)
    while text.hasSuffix("\n") { text = text.dropLast() }
    while text.hasPrefix("\n") { text = text.dropFirst() }
    return String(text)
  }

  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.hasSuffix(" ") { text = text.dropLast() }
    return String(text)
  }
}
