import SkinKitSyntax

/// Reads the `transition-*` longhands, the `transition` shorthand and easing functions
/// (CSS Transitions 1 §2, Transitions 2 §3, CSS Easing 1–2):
///
///     transition-property        = none | [ all | <custom-ident> ]#
///     transition-duration        = <time [0s,∞]>#
///     transition-delay           = <time>#
///     transition-timing-function = <easing-function>#
///     transition-behavior        = [ normal | allow-discrete ]#
///     transition                 = <single-transition>#
///     <single-transition>        = [ none | <single-transition-property> ] || <time>
///                                  || <easing-function> || <time> || <transition-behavior-value>
///
/// Times are `s` or `ms` (a unitless number is not a time); `calc()` of times is reported
/// as unsupported. A mistake is an `invalid-transition` diagnostic and drops the declaration.
package enum MotionParser {
  /// A whole longhand value.
  static func read(_ reader: inout ValueReader, kind: MotionList.Kind) throws(ValueError)
    -> StyleValue
  {
    let rest = reader.rest
    while reader.next() != nil {}
    switch kind {
    case .property, .duration, .delay, .timingFunction, .behavior:
      return try list(rest, kind: kind)
    case .animationTimingFunction:
      return try asAnimation { () throws(ValueError) in try list(rest, kind: .timingFunction) }
    case .animationDelay:
      return try asAnimation { () throws(ValueError) in try list(rest, kind: .delay) }
    default:
      return try asAnimation { () throws(ValueError) in
        try animationList(try items(rest), kind: kind)
      }
    }
  }

  /// What `body` parses, its `invalid-transition` errors reported as `invalid-animation`
  /// (the easing functions and times the two share).
  static func asAnimation<Value>(_ body: () throws(ValueError) -> Value) throws(ValueError)
    -> Value
  {
    do {
      return try body()
    } catch {
      var error = error
      if error.id == .invalidTransition { error.id = .invalidAnimation }
      throw error
    }
  }

  /// A `transition-*` list.
  private static func list(_ rest: ArraySlice<Token>, kind: MotionList.Kind) throws(ValueError)
    -> StyleValue
  {
    let items = try Self.items(rest)
    switch kind {
    case .property:
      if items.count == 1, items[0].count == 1, items[0][0].count == 1,
        items[0][0][items[0][0].startIndex].isIdent("none")
      {
        return .motion(.properties([]))
      }
      var names: [String] = []
      for item in items {
        guard item.count == 1, let name = try Self.propertyName(item[0]) else {
          throw Self.error(
            "expected a property name, all or none (alone), found '\(describe(item))'")
        }
        names.append(name)
      }
      return .motion(.properties(names))
    case .duration, .delay:
      var times: [Double] = []
      for item in items {
        guard item.count == 1, let time = try Self.time(item[0]) else {
          throw Self.error("expected a time in s or ms, found '\(describe(item))'")
        }
        if kind == .duration && time < 0 {
          throw Self.error("a transition duration cannot be negative")
        }
        times.append(time)
      }
      return .motion(.times(times))
    case .timingFunction:
      var functions: [TimingFunction] = []
      for item in items {
        guard item.count == 1, let function = try Self.timingFunction(item[0]) else {
          throw Self.error("expected an easing function, found '\(describe(item))'")
        }
        functions.append(function)
      }
      return .motion(.timingFunctions(functions))
    case .behavior:
      var behaviors: [Bool] = []
      for item in items {
        guard item.count == 1, let behavior = Self.behavior(item[0]) else {
          throw Self.error("expected normal or allow-discrete, found '\(describe(item))'")
        }
        behaviors.append(behavior)
      }
      return .motion(.behaviors(allowDiscrete: behaviors))
    default:
      return try animationList(items, kind: kind)
    }
  }

  /// The `transition` shorthand: its five longhands' values, in the order
  /// property, duration, timing function, delay, behavior.
  static func shorthand(_ tokens: ArraySlice<Token>) throws(ValueError) -> [StyleValue] {
    let items = try Self.items(tokens)
    var properties: [String] = []
    var durations: [Double] = []
    var functions: [TimingFunction] = []
    var delays: [Double] = []
    var behaviors: [Bool] = []
    var sawNone = false
    for item in items {
      // `||`: each component fills the first slot still empty that takes it, in Chromium's
      // order (duration, easing, delay, behavior, property): `1s ease ease-in` transitions
      // a property named `ease-in`, `color -1s` has a delay of -1s.
      var duration: Double?
      var function: TimingFunction?
      var delay: Double?
      var behavior: Bool?
      var property: String?
      var isNone = false
      for component in item {
        if duration == nil, let time = try Self.time(component), time >= 0 {
          duration = time
        } else if function == nil, let easing = try Self.timingFunction(component) {
          function = easing
        } else if delay == nil, let time = try Self.time(component) {
          delay = time
        } else if behavior == nil, let value = Self.behavior(component) {
          behavior = value
        } else if property == nil, !isNone, component.count == 1,
          component[component.startIndex].isIdent("none")
        {
          isNone = true
        } else if property == nil, !isNone, let name = try Self.propertyName(component) {
          property = name
        } else {
          throw Self.error(
            "unexpected '\(TokenPrinter.print(component))' in a transition (a transition is "
              + "[property] [duration] [easing] [delay] [behavior])")
        }
      }
      if isNone {
        guard items.count == 1 else {
          throw Self.error("'none' cannot be one of several transitions")
        }
        sawNone = true
      }
      properties.append(property ?? "all")
      durations.append(duration ?? 0)
      delays.append(delay ?? 0)
      functions.append(function ?? .ease)
      behaviors.append(behavior ?? false)
    }
    return [
      .motion(.properties(sawNone ? [] : properties)), .motion(.times(durations)),
      .motion(.timingFunctions(functions)), .motion(.times(delays)),
      .motion(.behaviors(allowDiscrete: behaviors)),
    ]
  }

  /// An easing function: a keyword, `cubic-bezier()`, `steps()` or `linear()`; `nil` when
  /// the component is not one (an ident of another meaning), an error when it is one written
  /// wrongly.
  static func timingFunction(_ component: ArraySlice<Token>) throws(ValueError)
    -> TimingFunction?
  {
    guard let token = component.first(where: { !$0.isWhitespace }) else { return nil }
    if token.kind == .ident {
      switch token.value.asciiLowercased {
      case "linear": return .linear
      case "ease": return .ease
      case "ease-in": return .easeIn
      case "ease-out": return .easeOut
      case "ease-in-out": return .easeInOut
      case "step-start": return .steps(1, .start)
      case "step-end": return .steps(1, .end)
      default: return nil
      }
    }
    guard token.kind == .function else { return nil }
    var reader = ValueReader(component)
    _ = reader.next()
    let arguments = ValueReader.splitAtCommas(reader.functionArguments())
    switch token.value.asciiLowercased {
    case "cubic-bezier":
      guard arguments.count == 4 else {
        throw error("cubic-bezier() takes four numbers: x1, y1, x2, y2")
      }
      var numbers: [Double] = []
      for argument in arguments { numbers.append(try number(argument, in: "cubic-bezier()")) }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
        throw error("cubic-bezier()'s x1 and x2 must be between 0 and 1")
      }
      return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    case "steps":
      return try steps(arguments)
    case "linear":
      return try linear(arguments)
    default:
      return nil
    }
  }

  private static func steps(_ arguments: [ArraySlice<Token>]) throws(ValueError)
    -> TimingFunction
  {
    guard arguments.count == 1 || arguments.count == 2 else {
      throw error("steps() takes a number of steps and an optional position")
    }
    let count = try number(arguments[0], in: "steps()")
    guard count == count.rounded(), count >= 1, count < 1e9 else {
      throw error("steps() takes a whole number of steps, at least 1")
    }
    var position = TimingFunction.StepPosition.end
    if arguments.count == 2 {
      let words = arguments[1].filter { !$0.isWhitespace }
      guard words.count == 1, words[0].kind == .ident,
        let named = TimingFunction.StepPosition(rawValue: words[0].value.asciiLowercased)
      else {
        throw error(
          "a steps() position is jump-start, jump-end, jump-none, jump-both, start or end")
      }
      position = named
    }
    if position == .jumpNone && count < 2 {
      throw error("steps(…, jump-none) takes at least 2 steps")
    }
    return .steps(Int(count), position)
  }

  /// `linear(<stop>#)`, `<stop> = <number> && <percentage>{0,2}`, its inputs resolved
  /// (CSS Easing 2 §2.1.1): the first defaults to 0%, the last to 100%, each is at least the
  /// largest before it, and the ones still missing are spread evenly between their
  /// neighbours.
  private static func linear(_ arguments: [ArraySlice<Token>]) throws(ValueError)
    -> TimingFunction
  {
    var outputs: [Double] = []
    var inputs: [Double?] = []
    for argument in arguments {
      var output: Double?
      var positions: [Double] = []
      var reader = ValueReader(argument)
      while let token = reader.peek() {
        if token.kind == .percentage
          || (token.kind == .function && NumericParser.isMathFunction(token.value)
            && output != nil)
        {
          guard case .length(let length) = try NumericParser.read(&reader),
            length == LinearLength(percent: length.percent), positions.count < 2
          else { throw error("a linear() stop is a number and up to two percentages") }
          positions.append(length.percent / 100)
        } else {
          guard output == nil, case .number(let number) = try NumericParser.read(&reader) else {
            throw error("a linear() stop is a number and up to two percentages")
          }
          output = number
        }
      }
      guard let output else { throw error("a linear() stop needs an output number") }
      if positions.isEmpty {
        outputs.append(output)
        inputs.append(nil)
      }
      for position in positions {
        outputs.append(output)
        inputs.append(position)
      }
    }
    guard arguments.count >= 2 else { throw error("linear() takes at least two stops") }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
    var largest = -Double.infinity
    for index in inputs.indices {
      if let input = inputs[index] {
        largest = max(largest, input)
        inputs[index] = largest
      }
    }
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil else {
        index += 1
        continue
      }
      let before = index - 1
      var after = index
      while inputs[after] == nil { after += 1 }
      let (from, to) = (inputs[before]!, inputs[after]!)
      for gap in index..<after {
        inputs[gap] = from + (to - from) * Double(gap - before) / Double(after - before)
      }
      index = after
    }
    return .piecewiseLinear(
      zip(outputs, inputs).map { TimingFunction.LinearStop(output: $0, input: $1!) })
  }

  /// A time in seconds, or `nil` when the component is not one.
  static func time(_ component: ArraySlice<Token>) throws(ValueError) -> Double? {
    guard let token = component.first(where: { !$0.isWhitespace }) else { return nil }
    if token.kind == .function && NumericParser.isMathFunction(token.value) {
      throw ValueError(
        "\(token.value)() of times is not supported yet; write the time in s or ms",
        id: .unsupportedValue)
    }
    guard token.kind == .dimension else { return nil }
    switch token.value.asciiLowercased {
    case "s": return try NumericParser.checkFinite(token.number)
    case "ms": return try NumericParser.checkFinite(token.number) / 1000
    default: return nil
    }
  }

  /// `all` or a property name; `nil` for a word that cannot name one.
  private static func propertyName(_ component: ArraySlice<Token>) throws(ValueError)
    -> String?
  {
    guard component.count == 1, let token = component.first, token.kind == .ident else {
      return nil
    }
    let lower = token.value.asciiLowercased
    if lower == "all" { return lower }
    if DeclaredValue(cssWideKeyword: lower) != nil || lower == "default" || lower == "none" {
      return nil
    }
    return token.value.hasPrefix("--") ? token.value : lower
  }

  /// `allow-discrete` (true) or `normal` (false); `nil` for anything else.
  private static func behavior(_ component: ArraySlice<Token>) -> Bool? {
    guard component.count == 1, let token = component.first, token.kind == .ident else {
      return nil
    }
    switch token.value.asciiLowercased {
    case "allow-discrete": return true
    case "normal": return false
    default: return nil
    }
  }

  /// One number argument (a math function of numbers too).
  private static func number(_ tokens: ArraySlice<Token>, in function: String) throws(ValueError)
    -> Double
  {
    var reader = ValueReader(tokens)
    guard case .number(let value) = try NumericParser.read(&reader), reader.isAtEnd else {
      throw error("\(function) takes numbers")
    }
    return value
  }

  /// The comma-separated items, each as its components (whitespace dropped).
  static func items(_ tokens: ArraySlice<Token>) throws(ValueError)
    -> [[ArraySlice<Token>]]
  {
    try ValueReader.splitAtCommas(tokens).map { item throws(ValueError) in
      let components = ValueReader.components(item)
      guard !components.isEmpty else { throw error("an entry is missing between commas") }
      return components
    }
  }

  static func describe(_ item: [ArraySlice<Token>]) -> String {
    item.map { TokenPrinter.print($0) }.joined(separator: " ")
  }

  private static func error(_ message: String) -> ValueError {
    ValueError(message, id: .invalidTransition)
  }
}
