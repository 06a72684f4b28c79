/// An object style properties can be written to. Adopting it gives the object
/// `cascadingStyle`: setting it applies a `CascadingStyle`, getting it reads the object's
/// values back. No base class and no Objective-C runtime: the class lists the properties it
/// takes in ``styleBindings``, each a key bound to one of its own properties.
///
/// ```swift
/// final class Badge: Stylable {
///   var font = StyleFont.system(size: 12)
///   var textColor = StyleColor.black
///   var backgroundColor = StyleColor.clear
///
///   static let styleBindings: [StyleBinding] = [
///     .bind(\.font, to: \Badge.font),
///     .bind(\.textColor, to: \Badge.textColor),
///     .bind(\.backgroundColor, to: \Badge.backgroundColor),
///   ]
/// }
/// let badge = Badge()
/// badge.cascadingStyle = CascadingStyle().configured { $0.textColor = .white; $0.alpha = 0.5 }
/// badge.textColor                         // white (alpha is ignored: Badge does not bind it)
/// badge.cascadingStyle.textColor          // white, read back
/// ```
///
/// A class that can be subclassed declares its bindings as a `class var`, and a subclass
/// adds its own to `super.styleBindings`. Where the conformance is written in an extension
/// (of a toolkit's classes, which extensions cannot override), a subclass in any module
/// adopts ``StylableSubclass`` and lists what it adds; or the root class lists its
/// subclasses' bindings too: a binding applies to the objects that are of the type its key
/// path starts from (`\Caption.font` binds captions only).
public protocol Stylable: AnyObject {
  /// The style properties objects of this class take, each bound to a property of theirs;
  /// none by default. Read once per class.
  static var styleBindings: [StyleBinding] { get }
}

extension Stylable {
  public static var styleBindings: [StyleBinding] { [] }
}

/// A subclass adding bindings to those its root class lists, where the root's ``Stylable``
/// conformance is in an extension — a toolkit's `UIView`, or your own root class adopted
/// from another module — so that its ``Stylable/styleBindings`` cannot be overridden. The
/// subclass, in any module, lists what it adds; a subclass of it overrides
/// ``addedStyleBindings`` as a `class var`, adding to `super`'s.
///
/// ```swift
/// final class Gauge: View, StylableSubclass {
///   var level = 0.0
///   static var addedStyleBindings: [StyleBinding] {
///     [.bind(\.alpha, to: \Gauge.level)]
///   }
/// }
/// ```
public protocol StylableSubclass: Stylable {
  /// The bindings objects of this class take beyond the root class's, each bound to a
  /// property of theirs. Read once per class.
  static var addedStyleBindings: [StyleBinding] { get }
}
