import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// An `@keyframes` rule (CSS Animations 1 §4): the keyframes an `animation-name` runs, each
/// at an offset with the declarations it sets (longhands, compiled as a rule's are) and the
/// easing of the segment that starts there.
package struct KeyframesRule: Sendable {
  /// One keyframe selector's block: a block under `0%, 100%` is two keyframes.
  package struct Keyframe: Sendable {
    /// Where in an iteration, 0…1.
    package let offset: Double
    /// The keyframe's `animation-timing-function`, if it sets one: the easing from it to the
    /// next keyframe of each property it sets.
    package let timingFunction: TimingFunction?
    /// What it sets: properties, never `!important`, never `animation-*` or `transition-*`.
    package let declarations: [CompiledDeclaration]
  }

  /// The name as written (names are case-sensitive).
  package let name: String
  /// The keyframes by offset; keyframes of one offset in order of appearance.
  package let keyframes: [Keyframe]
  /// The whole rule.
  package let range: SourceRange
  /// The `@media` conditions the rule sits in (all must hold for it to count).
  package let media: [MediaQueryList]
  /// Where the rule sits among rules of the same name: a later layer beats an earlier one and
  /// no layer beats every layer (CSS Cascade 5 §6.4, name-defining rules); within one layer,
  /// the later rule wins.
  package let origin: CascadeOrigin
  package let layer: LayerName?
}

// `@keyframes` rules: read, checked as CSS checks them, and kept in order of appearance.
extension StylesheetCompiler {
  mutating func compileKeyframes(_ index: Int, of input: SheetInput, _ context: Context) {
    let (syntax, file) = (input.syntax, input.file)
    let node = syntax.nodes[index]
    let whole = SourceRange(file: file, bytes: node.bytes)
    let keyword = "@" + syntax.names[Int(node.detail)]
    guard context.parent == nil else {
      report(.invalidKeyframes, "\(keyword) is allowed only outside style rules; ignored", whole)
      return
    }
    let prelude = syntax.tokens(of: node).filter { !$0.isWhitespace }
    guard prelude.count == 1, let name = Self.keyframesName(prelude[0]) else {
      report(
        .invalidKeyframes,
        "expected a name like 'pulse' or '\"pulse\"' after \(keyword) (not none, default or a CSS-wide keyword); the rule is ignored",
        SourceRange(file: file, bytes: node.partBytes))
      return
    }
    guard node.flag else {
      report(.invalidKeyframes, "\(keyword) \(name) needs a block of keyframes", whole)
      return
    }
    var keyframes: [KeyframesRule.Keyframe] = []
    for item in syntax.items(from: index + 1, to: Int(node.end)) {
      let keyframe = syntax.nodes[item]
      guard keyframe.kind == .rule else {
        report(
          .invalidKeyframes,
          "only keyframes ('from { … }', '50% { … }', 'to { … }') belong in \(keyword); ignored",
          SourceRange(file: file, bytes: keyframe.bytes))
        continue
      }
      guard let offsets = Self.keyframeOffsets(syntax.tokens(of: keyframe)) else {
        let selector = TokenPrinter.print(
          syntax.tokens(of: keyframe), collapsingWhitespace: true, source: file)
        report(
          .invalidKeyframes,
          "expected keyframe selectors 'from', 'to' or percentages from 0% to 100%, found '\(selector)'; the keyframe is ignored",
          SourceRange(file: file, bytes: keyframe.partBytes))
        continue
      }
      let (easing, declarations) = keyframeDeclarations(item, of: input, keyword: keyword)
      for offset in offsets {
        keyframes.append(
          KeyframesRule.Keyframe(
            offset: offset, timingFunction: easing, declarations: declarations))
      }
    }
    // Stable: keyframes of one offset keep their order (the later one's values win).
    let ordered = keyframes.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }.map(\.element)
    keyframeRules.append(
      KeyframesRule(
        name: name, keyframes: ordered, range: whole, media: context.media,
        origin: context.origin, layer: context.layer))
  }

  /// A keyframe's declarations, compiled as a rule's (shorthands expanded), without what a
  /// keyframe cannot hold (reported), and its `animation-timing-function`.
  private mutating func keyframeDeclarations(
    _ index: Int, of input: SheetInput, keyword: String
  ) -> (TimingFunction?, [CompiledDeclaration]) {
    let (syntax, file) = (input.syntax, input.file)
    let node = syntax.nodes[index]
    var easing: TimingFunction?
    var kept: [CompiledDeclaration] = []
    for item in syntax.items(from: index + 1, to: Int(node.end)) {
      let child = syntax.nodes[item]
      let range = SourceRange(file: file, bytes: child.bytes)
      guard child.kind == .declaration else {
        report(.invalidKeyframes, "a keyframe holds only declarations; ignored", range)
        continue
      }
      var compiled: [CompiledDeclaration] = []
      compileDeclaration(child, of: syntax, file: file, into: &compiled)
      let name = syntax.name(of: child)
      if child.flag, !compiled.isEmpty {
        report(
          .invalidKeyframes,
          "a declaration in a keyframe cannot be !important; '\(name)' is ignored, as CSS ignores it",
          range)
        continue
      }
      for declaration in compiled {
        guard case .property(let id) = declaration.target else {
          report(
            .invalidKeyframes,
            "SkinKit does not animate custom properties; '\(name)' in \(keyword) is ignored",
            range)
          break
        }
        let property = table[id].name
        if property == "animation-timing-function" {
          if case .value(.motion(.timingFunctions(let functions))) = declaration.value,
            functions.count == 1
          {
            easing = functions[0]
          } else {
            report(
              .invalidKeyframes,
              "a keyframe's animation-timing-function is one easing function; ignored", range)
          }
          continue
        }
        guard TransitionRules.isAnimatable(property) else {
          report(
            .invalidKeyframes,
            "'\(property)' cannot be animated; it is ignored in \(keyword), as CSS ignores it",
            range)
          continue
        }
        kept.append(declaration)
      }
    }
    return (easing, kept)
  }

  /// A `@keyframes` name: an identifier that is not `none`, `default` or a CSS-wide keyword,
  /// or a non-empty string.
  private static func keyframesName(_ token: Token) -> String? {
    switch token.kind {
    case .string:
      return token.value.isEmpty ? nil : token.value
    case .ident:
      let lower = token.value.asciiLowercased
      guard lower != "none", lower != "default", DeclaredValue(cssWideKeyword: lower) == nil
      else { return nil }
      return token.value
    default:
      return nil
    }
  }

  /// The offsets (0…1) of a keyframe's selector list (`from`, `to`, percentages 0%–100%),
  /// or `nil` when it is not one.
  private static func keyframeOffsets(_ prelude: ArraySlice<Token>) -> [Double]? {
    var offsets: [Double] = []
    var expectOffset = true
    for token in prelude where !token.isWhitespace {
      switch token.kind {
      case .comma where !expectOffset:
        expectOffset = true
      case .ident where expectOffset && token.isIdent("from"):
        offsets.append(0)
        expectOffset = false
      case .ident where expectOffset && token.isIdent("to"):
        offsets.append(1)
        expectOffset = false
      case .percentage where expectOffset && token.number >= 0 && token.number <= 100:
        offsets.append(token.number / 100)
        expectOffset = false
      default:
        return nil
      }
    }
    return expectOffset ? nil : offsets
  }
}
