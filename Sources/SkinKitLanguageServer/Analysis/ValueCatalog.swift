import SkinKit

/// What completion offers and hover describes for values and selectors, read from the
/// tables the parsers use — each property's ``ValueSyntax``, the state, structural and
/// environment pseudo-classes, the color names — so that a keyword offered is one the
/// property accepts (a test parses every one).
enum ValueCatalog {
  /// The CSS-wide keywords every property takes.
  static let cssWideKeywords = ["inherit", "initial", "unset"]

  /// The color functions `ColorParser` reads.
  static let colorFunctions = [
    "rgb", "rgba", "hsl", "hsla", "hwb", "hsb", "hsba", "lighten", "darken", "saturate",
    "desaturate", "mix", "alpha", "fade", "fadein", "fadeout", "color-mix", "lab", "lch",
    "oklab", "oklch", "color", "light-dark", "contrast-color",
  ]

  /// The math functions numbers and lengths take.
  static let mathFunctions = [
    "calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign", "hypot", "pow", "sqrt",
    "exp", "log", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
  ]

  /// The generic font families `font-family` takes bare.
  static let genericFamilies = [
    "system", "monospaced", "serif", "sans-serif", "cursive", "fantasy", "monospace",
  ]

  /// The at-rules of the language worth completing (`@charset` is read only to be skipped).
  static let atRules = AtRuleNames.all.filter { $0 != "charset" }

  /// The keywords a property of this syntax takes (besides the CSS-wide ones).
  static func keywords(of syntax: ValueSyntax) -> [String] {
    switch syntax {
    case .color: return ["currentcolor", "transparent"]
    case .length(_, _, let keywords): return keywords.keys.sorted()
    case .boolean: return ["true", "false"]
    case .keywords(let words, _): return words
    case .fontFamily: return genericFamilies
    case .fontSize: return FontParser.sizeKeywords.keys.sorted() + ["larger", "smaller"]
    case .fontWeight: return ["normal", "bold", "bolder", "lighter"]
    case .fontStyle: return ["normal", "italic", "oblique"]
    case .font: return ["italic", "bold"] + genericFamilies
    case .image: return ["none"]
    case .boxShadow, .textShadow: return ["none"]
    case .motionList(.property): return ["all", "none"]
    case .motionList(.timingFunction), .motionList(.animationTimingFunction):
      return ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
    case .motionList(.behavior): return ["normal", "allow-discrete"]
    case .motionList(.animationName): return ["none"]
    case .motionList(.animationDuration): return ["auto"]
    case .motionList(.iterationCount): return ["infinite"]
    case .motionList(let kind): return MotionParser.animationKeywords[kind] ?? []
    case .number, .integer, .insets, .size, .string, .custom: return []
    }
  }

  /// The functions a property of this syntax takes (besides `var()`).
  static func functions(of syntax: ValueSyntax) -> [String] {
    switch syntax {
    case .color: return colorFunctions
    case .length, .number, .insets, .size: return mathFunctions
    case .fontSize: return ["text-style"] + mathFunctions
    case .font: return ["text-style"]
    case .image:
      return [
        "image", "url", "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
      ]
    case .boxShadow, .textShadow: return mathFunctions + colorFunctions
    case .motionList(.timingFunction), .motionList(.animationTimingFunction):
      return ["cubic-bezier", "steps", "linear"]
    default: return []
    }
  }

  /// Whether a property of this syntax takes colors.
  static func takesColors(_ syntax: ValueSyntax) -> Bool {
    switch syntax {
    case .color, .boxShadow, .textShadow: return true
    default: return false
    }
  }

  /// The syntax in CSS's value definition notation, for hover.
  static func grammar(of syntax: ValueSyntax) -> String {
    func alternatives(_ words: [String]) -> String { words.joined(separator: " | ") }
    switch syntax {
    case .color:
      return "<color> | currentcolor"
    case .length(let minimum, let percentages, let keywords):
      return alternatives(
        [length(minimum)] + (percentages ? ["<percentage>"] : []) + keywords.keys.sorted())
    case .number(let range, let percentages):
      let unbounded = range.lowerBound == -.infinity && range.upperBound == .infinity
      return
        (unbounded
        ? "<number>" : "<number [\(number(range.lowerBound)),\(number(range.upperBound))]>")
        + (percentages ? " | <percentage>" : "")
    case .integer(let minimum):
      return minimum == Int.min ? "<integer>" : "<integer [\(minimum),∞]>"
    case .boolean, .keywords, .fontStyle:
      return alternatives(keywords(of: syntax))
    case .fontFamily:
      return "[ <family-name> | " + alternatives(genericFamilies) + " ]#"
    case .fontSize:
      return alternatives([length(0), "<percentage>"] + keywords(of: syntax))
    case .fontWeight:
      return alternatives(["<number [1,1000]>"] + keywords(of: syntax))
    case .font:
      return "[ <font-style> ] [ <font-weight> ] <font-size> [ <font-family> ]"
    case .insets:
      return "<length>{1,4}"
    case .size:
      return "<length>{1,2}"
    case .image:
      return
        "image(<string> [, <length>{1,4}]) | url(<string>) | <string> | <linear-gradient()> "
        + "| <radial-gradient()> | <conic-gradient()> | none"
    case .string:
      return "<string>"
    case .boxShadow:
      return "none | [ <color>? && <length>{2,4} && inset? ]#"
    case .textShadow:
      return "none | [ <color>? && <length>{2,3} ]#"
    case .motionList(.property): return "none | [ all | <custom-ident> ]#"
    case .motionList(.duration): return "<time [0s,∞]>#"
    case .motionList(.delay): return "<time>#"
    case .motionList(.timingFunction): return "<easing-function>#"
    case .motionList(.behavior): return "[ normal | allow-discrete ]#"
    case .motionList(.animationName): return "[ none | <keyframes-name> ]#"
    case .motionList(.animationDuration): return "[ auto | <time [0s,∞]> ]#"
    case .motionList(.animationTimingFunction): return "<easing-function>#"
    case .motionList(.animationDelay): return "<time>#"
    case .motionList(.iterationCount): return "[ infinite | <number [0,∞]> ]#"
    case .motionList(let kind):
      return "[ " + (MotionParser.animationKeywords[kind] ?? []).joined(separator: " | ") + " ]#"
    case .custom:
      return "a value the app parses"
    }
  }

  private static func length(_ minimum: Double?) -> String {
    minimum.map { "<length [\(number($0)),∞]>" } ?? "<length>"
  }

  private static func number(_ value: Double) -> String {
    value.isInfinite ? (value > 0 ? "∞" : "-∞") : TokenPrinter.formatNumber(value)
  }

  /// A pseudo-class, with what kind it is (for completion's detail).
  struct PseudoClass {
    var name: String
    var kind: String
    /// Whether it takes an argument in parentheses (`:not(…)`).
    var takesArgument: Bool
  }

  /// Every pseudo-class the selector parser reads.
  static let pseudoClasses: [PseudoClass] = {
    var result: [PseudoClass] = []
    func add(_ names: [String], _ kind: String, argument: Bool = false) {
      result += names.map { PseudoClass(name: $0, kind: kind, takesArgument: argument) }
    }
    add(ElementState.names.map(\.0) + ["enabled", "normal"], "state")
    add(["exact"], "type: the type itself, not a subclass")
    add(StructuralPseudoClass.allCases.map(\.rawValue), "structure")
    add(NthPseudoClass.Kind.allCases.map(\.rawValue), "structure", argument: true)
    add(
      StyleEnvironment.Idiom.allCases.map(\.rawValue)
        + StyleEnvironment.Orientation.allCases.map(\.rawValue)
        + StyleEnvironment.ColorScheme.allCases.map(\.rawValue), "environment")
    add(["not", "is", "where"], "logic", argument: true)
    add(["has"], "relational", argument: true)
    add(["scope"], "the @scope's root (outside @scope, the tree's root)")
    return result
  }()
}
