import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

/// A style object: typed, optional style properties that can be applied to any object and
/// read back from it — the `AKCascadingStyle` pattern, typed.
///
/// Every built-in property is a typed property of every style (`style.textColor`,
/// `style.cornerRadius`, `style.clipsToBounds`: the members of ``StyleKeys``, read through
/// dynamic member lookup), holding only what is set. ``apply(to:)`` writes every value that
/// is set and that the target's class binds (``Stylable/styleBindings``) and ignores the
/// rest; ``setValues(from:)`` reads the target's values back. Assigned to a node of a styled
/// tree (`node.cascadingStyle = style`), a style is the node's inline style: it beats normal
/// stylesheet rules and loses to `!important` ones.
///
/// A subclass adds properties through typed keys (``StyleKey``) kept in the style's storage
/// and lists them in ``styleKeys``; objects take them through their bindings, with no more
/// code. A subclass overrides ``apply(to:)`` and ``setValues(from:)`` (calling `super`) only
/// for what a binding cannot say. A skin whose `StyleRegistry` lists the class lets its
/// sheets set the class's properties:
///
/// ```swift
/// final class GlowStyle: CascadingStyle {
///   static let glowRadiusKey = StyleKey<Double>(
///     "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0)
///   var glowRadius: Double? {
///     get { self[Self.glowRadiusKey] }
///     set { self[Self.glowRadiusKey] = newValue }
///   }
///   override class var styleKeys: [AnyStyleKey] { super.styleKeys + [glowRadiusKey.erased] }
/// }
/// final class GlowLabel: Label {
///   var glowRadius = 0.0
///   override class var styleBindings: [StyleBinding] {
///     super.styleBindings + [.bind(GlowStyle.glowRadiusKey, to: \GlowLabel.glowRadius)]
///   }
/// }
/// let registry = try StyleRegistry(styles: [GlowStyle.self])   // `glow-radius: 6` in its skins' sheets
/// label.cascadingStyle = GlowStyle().configured { $0.glowRadius = 6; $0.textColor = .white }
/// ```
@dynamicMemberLookup
open class CascadingStyle: Equatable, CustomStringConvertible {
  /// The values that are set, by longhand property.
  package private(set) var values: [PropertyID: StyleValue] = [:]
  /// The object this style was read from, if it was (`object.cascadingStyle`): a value set
  /// here is set on it too.
  private weak var source: AnyObject?

  /// An empty style.
  public required init() {}

  /// A style holding `values` (one per longhand property).
  package convenience init(values: [PropertyID: StyleValue]) {
    self.init()
    self.values = values
  }

  // MARK: Values

  /// The value of a key, or `nil` if it is not set.
  public subscript<Value>(key: StyleKey<Value>) -> Value? {
    get { key.value(in: values) }
    set {
      key.set(newValue, in: &values)
      didChange(key.properties)
    }
  }

  /// A built-in property (a member of ``StyleKeys``) as a typed property of the style:
  /// `style.textColor`, `style.padding`, `style.clipsToBounds`. `nil` when it is not set.
  public subscript<Value>(dynamicMember member: KeyPath<StyleKeys, StyleKey<Value>>) -> Value? {
    get { self[StyleKeys.builtIn[keyPath: member]] }
    set { self[StyleKeys.builtIn[keyPath: member]] = newValue }
  }

  /// The value of one longhand property, or `nil` if it is not set.
  package func value(forProperty property: PropertyID) -> StyleValue? { values[property] }

  /// Sets (or, with `nil`, removes) one longhand property's value.
  package func setValue(_ value: StyleValue?, forProperty property: PropertyID) {
    values[property] = value
    didChange([property])
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

  /// The keys a subclass handles (`super.styleKeys` plus its own): its own keys' properties
  /// join the table of the skins whose registry lists the class, and those skins hand the
  /// values of every key listed here — built in or not — to this class's ``apply(to:)``, so
  /// that it sees them together. ``CascadingStyle`` lists none: the built-in properties are
  /// written through their keys' bindings.
  open class var styleKeys: [AnyStyleKey] { [] }

  // MARK: Applying and reading back

  /// Writes every value that is set to `target`, where its class binds the value's key
  /// (``Stylable/styleBindings``); the rest is ignored. Subclasses override this to write
  /// what the target's bindings do not, calling `super`.
  open func apply(to target: AnyObject) {
    ClassBindings.of(target).apply(values, to: target)
  }

  /// Reads back every value `target` has for the keys its class binds. Subclasses override
  /// this to read what the target's bindings do not, calling `super`.
  open func setValues(from target: AnyObject) {
    let read = ClassBindings.of(target).read(from: target)
    values.merge(read) { _, new in new }
  }

  // MARK: A style read from an object

  /// Ties the style to the object it was read from.
  func bind(to object: AnyObject) { source = object }

  /// Passes a change on to the object the style was read from, if it was.
  private func didChange(_ properties: [PropertyID]) {
    guard let object = source as? any Stylable, !properties.isEmpty else { return }
    object.takeChanges(of: self, to: properties)
  }

  /// A style of `assigned`'s class holding what `target` has now for the properties
  /// `assigned` sets (what reading back an assigned style gives).
  static func readBack(_ assigned: CascadingStyle, from target: AnyObject) -> CascadingStyle {
    let style = type(of: assigned).init()
    style.setValues(from: target)
    style.values = style.values.filter { assigned.values[$0.key] != nil }
    return style
  }

  /// Sets (or removes) `properties` as `other` has them, without passing the change on.
  func copyValues(_ properties: [PropertyID], from other: CascadingStyle) {
    for property in properties {
      values[property] = other.values[property]
    }
  }

  // MARK: Combining and comparing

  /// Sets every value set in `other` (later wins).
  public func merge(_ other: CascadingStyle) {
    values.merge(other.values) { _, new in new }
    didChange(Array(other.values.keys))
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

  /// Whether every value set here is set to the same value in `other`.
  public func isSubset(of other: CascadingStyle) -> Bool {
    values.allSatisfy { other.values[$0.key] == $0.value }
  }

  /// Styles are equal when they are of the same class and set the same values.
  public static func == (lhs: CascadingStyle, rhs: CascadingStyle) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.values == rhs.values
  }

  /// `TitleStyle { color: #ffffffff; opacity: 0.5 }`, longhands in the order they were
  /// declared.
  public var description: String {
    let body = values.keys.sorted().map { id in
      "\(PropertyCatalog.definition(id)?.name ?? "#\(id)"): \(values[id]!)"
    }
    let name = String(describing: type(of: self))
    return body.isEmpty ? "\(name) {}" : "\(name) { \(body.joined(separator: "; ")) }"
  }

  /// The values as declarations of the inline origin, for the properties `table` holds.
  func inlineStyle(table: PropertyTable) -> InlineStyle {
    InlineStyle(
      declarations: values.keys.sorted().filter(table.contains).map { id in
        CompiledDeclaration(
          target: .property(id), value: .value(values[id]!), important: false, range: .none,
          writtenName: table[id].name)
      })
  }

  // MARK: Reading

  /// A style holding every value `target` has for the keys its class binds.
  public static func reading(from target: AnyObject) -> CascadingStyle {
    let result = CascadingStyle()
    result.setValues(from: target)
    return result
  }
}
