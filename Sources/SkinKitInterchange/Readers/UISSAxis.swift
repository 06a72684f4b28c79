import Foundation
import SkinKitSyntax

extension UISSReader {
  /// What an axis parameter (`highlighted` in `titleColor:highlighted`) means in `.skss`.
  enum Axis: Equatable {
    /// No condition (`normal`, `default`, `any`).
    case none
    /// State pseudo-classes.
    case states([String])
    /// An `@media` query.
    case media(String)
    /// Something `.skss` cannot express: what it is, for the message.
    case unsupported(String)

    init(_ word: String) {
      let parts = word.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if parts.count > 1 {
        var states: [String] = []
        for part in parts {
          switch Axis(part) {
          case .none: continue
          case .states(let more): states += more
          default:
            self = .unsupported("'\(word)' combines control states with something else")
            return
          }
        }
        self = states.isEmpty ? .none : .states(states)
        return
      }
      switch word.asciiLowercased {
      case "normal", "default", "any": self = .none
      case "highlighted", "selected", "disabled", "focused": self = .states([word.asciiLowercased])
      // UIBarMetricsLandscapePhone (UIBarMetricsCompact since iOS 8): a phone in landscape,
      // or a compact height.
      case "landscapephone", "compact":
        self = .media("phone and landscape, (vertical-size-class: compact)")
      case "reserved", "application":
        self = .unsupported("the control state '\(word)' has no pseudo-class")
      case "defaultprompt", "compactprompt", "landscapephoneprompt":
        self = .unsupported("the bar metrics '\(word)' (with a prompt) has no environment query")
      case "top", "bottom", "topattached":
        self = .unsupported("the bar position '\(word)' has no selector or query")
      case "left", "center", "right", "alone":
        self = .unsupported("the segment position '\(word)' has no selector")
      case "search", "clear", "bookmark", "resultslist":
        self = .unsupported("the search bar icon '\(word)' has no selector")
      default:
        if Double(word) != nil {
          self = .unsupported(
            "numeric axis parameters ('\(word)') are not converted; name the value")
        } else {
          self = .unsupported("'\(word)' is not an axis parameter UISS knows")
        }
      }
    }
  }
}
