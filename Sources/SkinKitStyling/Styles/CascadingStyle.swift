import SkinKitCascade
import SkinKitProperties

/// A style object: typed, optional style properties that can be applied to any object and
/// read back from it — the `AKCascadingStyle` pattern, typed.
///
/// ``apply(to:)`` writes every value that is set and that the target supports (it adopts the
/// matching capability protocol, such as ``TextStylable``) and ignores the rest;
/// ``setValues(from:)`` reads the target's values back. Assigned to a node of a styled tree
/// (`node.cascadingStyle = style`), a style is the node's inline style: it beats normal
/// stylesheet rules and loses to `!important` ones.
///
/// Subclasses add properties through typed keys (``StyleKey``) kept in the style's storage,
/// list them in ``styleKeys``, and override ``apply(to:)`` and ``setValues(from:)`` (calling
/// `super`) for targets only they know. ``register()`` lets skins use the subclass, so sheets
/// can set its properties:
///
/// ```swift
/// protocol Glowing: AnyObject { var glowRadius: Double { get set } }
///
/// final class GlowStyle: CascadingStyle {
///   static let glowRadiusKey = StyleKey<Double>(
///     registering: "glow-radius", syntax: .length(minimum: 0, percentages: false),
///     initial: 0, inherited: false)
///   var glowRadius: Double? {
///     get { self[Self.glowRadiusKey] }
///     set { self[Self.glowRadiusKey] = newValue }
///   }
///   override class var styleKeys: [AnyStyleKey] { super.styleKeys + [glowRadiusKey.erased] }
///   override func apply(to target: AnyObject) {
///     super.apply(to: target)
///     if let glowRadius, let glowing = target as? Glowing { glowing.glowRadius = glowRadius }
///   }
///   override func setValues(from target: AnyObject) {
///     super.setValues(from: target)
///     if let glowing = target as? Glowing { glowRadius = glowing.glowRadius }
///   }
/// }
/// try GlowStyle.register()                       // `glow-radius: 6` now works in sheets
/// label.cascadingStyle = GlowStyle().configured { $0.glowRadius = 6; $0.textColor = .white }
/// ```
open class CascadingStyle: Equatable, CustomStringConvertible {
  /// The values that are set, by longhand property.
  public private(set) var values: [PropertyID: StyleValue] = [:]

  /// An empty style.
  public required init() {}

  /// A style holding `values` (one per longhand property).
  public convenience init(values: [PropertyID: StyleValue]) {
    self.init()
    self.values = values
  }

  // MARK: Values

  /// The value of a key, or `nil` if it is not set.
  public subscript<Value>(key: StyleKey<Value>) -> Value? {
    get {
      let properties = key.properties
      guard properties.contains(where: { values[$0] != nil }) else { return nil }
      if properties.count == 1, let value = values[properties[0]] { return key.decode([value]) }
      let table = PropertyRegistry.current
      return key.decode(properties.map { values[$0] ?? table[$0].initial })
    }
    set {
      if let newValue {
        for (property, value) in zip(key.properties, key.encode(newValue)) {
          values[property] = value
        }
      } else {
        for property in key.properties { values[property] = nil }
      }
    }
  }

  /// The value of one longhand property, or `nil` if it is not set.
  public func value(forProperty property: PropertyID) -> StyleValue? { values[property] }

  /// Sets (or, with `nil`, removes) one longhand property's value.
  public func setValue(_ value: StyleValue?, forProperty property: PropertyID) {
    values[property] = value
  }

  /// Whether no value is set.
  public var isEmpty: Bool { values.isEmpty }

  /// Configures the style in place and returns it, for building styles in one expression.
  ///
  /// ```swift
  /// let title = TitleStyle().configured { $0.textColor = .white; $0.alpha = 0.9 }
  /// ```
  @discardableResult
  public func configured(_ body: (Self) -> Void) -> Self {
    body(self)
    return self
  }

  // MARK: Typed properties

  /// `font`.
  public var font: StyleFont? {
    get { self[.font] }
    set { self[.font] = newValue }
  }
  /// `color` (UIKit's `textColor`).
  public var textColor: StyleColor? {
    get { self[.textColor] }
    set { self[.textColor] = newValue }
  }
  /// `text-align`.
  public var textAlignment: TextAlignment? {
    get { self[.textAlignment] }
    set { self[.textAlignment] = newValue }
  }
  /// `background-color`.
  public var backgroundColor: StyleColor? {
    get { self[.backgroundColor] }
    set { self[.backgroundColor] = newValue }
  }
  /// `tint-color`.
  public var tintColor: StyleColor? {
    get { self[.tintColor] }
    set { self[.tintColor] = newValue }
  }
  /// `opacity` (UIKit's `alpha`).
  public var alpha: Double? {
    get { self[.alpha] }
    set { self[.alpha] = newValue }
  }
  /// `hidden`.
  public var isHidden: Bool? {
    get { self[.isHidden] }
    set { self[.isHidden] = newValue }
  }
  /// `border-radius` (UIKit's `cornerRadius`).
  public var cornerRadius: Double? {
    get { self[.cornerRadius] }
    set { self[.cornerRadius] = newValue }
  }
  /// `border-color`.
  public var borderColor: StyleColor? {
    get { self[.borderColor] }
    set { self[.borderColor] = newValue }
  }
  /// `border-width`.
  public var borderWidth: Double? {
    get { self[.borderWidth] }
    set { self[.borderWidth] = newValue }
  }
  /// `padding` (UIKit's `layoutMargins`).
  public var padding: EdgeInsets? {
    get { self[.padding] }
    set { self[.padding] = newValue }
  }

  /// The keys of this class's typed properties; a subclass returns `super.styleKeys` plus
  /// its own. ``register()`` registers them, and skins hand the values of these keys to
  /// this class's ``apply(to:)``.
  open class var styleKeys: [AnyStyleKey] {
    [
      StyleKey.font.erased, StyleKey.textColor.erased, StyleKey.textAlignment.erased,
      StyleKey.backgroundColor.erased, StyleKey.tintColor.erased, StyleKey.alpha.erased,
      StyleKey.isHidden.erased, StyleKey.cornerRadius.erased, StyleKey.borderColor.erased,
      StyleKey.borderWidth.erased, StyleKey.padding.erased,
    ]
  }

  // MARK: Applying and reading back

  /// Writes every value that is set to `target`, where `target` supports it (adopts the
  /// capability protocol of the property); the rest is ignored. Any built-in property set in
  /// the style is written, typed accessor or not. Subclasses override this to write their
  /// own properties, calling `super`.
  open func apply(to target: AnyObject) {
    StyleBindings.shared.apply(values, to: target)
  }

  /// Reads back every built-in property `target` supports. Subclasses override this to read
  /// their own properties, calling `super`.
  open func setValues(from target: AnyObject) {
    values.merge(StyleBindings.shared.read(from: target)) { _, new in new }
  }

  // MARK: Combining and comparing

  /// Sets every value set in `other` (later wins).
  public func merge(_ other: CascadingStyle) {
    values.merge(other.values) { _, new in new }
  }

  /// A copy of this style (same class) with `other`'s values on top.
  public func merging(_ other: CascadingStyle) -> Self {
    let result = copy()
    result.merge(other)
    return result
  }

  /// A copy of this style, of the same class.
  public func copy() -> Self {
    let result = Self.init()
    result.values = values
    return result
  }

  /// Whether every value set here is set to the same value in `other` (what reading back a
  /// style just applied gives: the applied values and more).
  public func isSubset(of other: CascadingStyle) -> Bool {
    values.allSatisfy { other.values[$0.key] == $0.value }
  }

  /// Styles are equal when they are of the same class and set the same values.
  public static func == (lhs: CascadingStyle, rhs: CascadingStyle) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.values == rhs.values
  }

  /// `TitleStyle { color: #ffffffff; opacity: 0.5 }`, longhands in registry order.
  public var description: String {
    let table = PropertyRegistry.current
    let body = values.keys.sorted().map { id in
      let name = id < table.count ? table[id].name : "#\(id)"
      return "\(name): \(values[id]!)"
    }
    let name = String(describing: type(of: self))
    return body.isEmpty ? "\(name) {}" : "\(name) { \(body.joined(separator: "; ")) }"
  }

  /// The values as declarations of the inline origin, for properties `table` knows.
  func inlineStyle(table: PropertyTable) -> InlineStyle {
    InlineStyle(
      declarations: values.keys.sorted().filter { $0 < table.count }.map { id in
        CompiledDeclaration(
          target: .property(id), value: .value(values[id]!), important: false, range: .none,
          writtenName: table[id].name)
      })
  }

  // MARK: Registration

  /// Makes skins use this class: values of its ``styleKeys`` that a sheet sets are handed to
  /// this class's ``apply(to:)``, and `cascadingStyle` reads them back through
  /// ``setValues(from:)``. Throws if one of its keys could not be registered. Register
  /// style classes before making the skins that use their properties.
  public static func register() throws(StyleKeyError) {
    for key in styleKeys {
      if let error = key.registrationError { throw error }
    }
    StyleClassRegistry.register(self)
  }

  /// The classes registered with ``register()``, in order.
  public static var registeredClasses: [CascadingStyle.Type] { StyleClassRegistry.classes }

  /// A style holding every value `target` has that the built-in bindings and the registered
  /// classes know (what `target.cascadingStyle` returns).
  public static func reading(from target: AnyObject) -> CascadingStyle {
    let result = CascadingStyle()
    result.setValues(from: target)
    for type in StyleClassRegistry.classes {
      let style = type.init()
      style.setValues(from: target)
      result.merge(style)
    }
    return result
  }
}
