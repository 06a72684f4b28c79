/// An object style properties can be written to. Adopting it (through any capability
/// protocol, such as ``TextStylable``) gives the object `cascadingStyle`: setting it applies
/// a `CascadingStyle`, getting it reads the object's values back. No base class and no
/// Objective-C runtime: the capability protocols say what the object supports, and each
/// ``StyleKey`` says which protocol property it writes.
///
/// ```swift
/// final class Badge: TextStylable, BackgroundStylable {
///   var font = StyleFont.system(size: 12)
///   var textColor = StyleColor.black
///   var textAlignment = TextAlignment.center
///   var letterSpacing = 0.0
///   var backgroundColor = StyleColor.clear
/// }
/// let badge = Badge()
/// badge.cascadingStyle = CascadingStyle().configured { $0.textColor = .white; $0.alpha = 0.5 }
/// badge.textColor                         // white (alpha is ignored: Badge has no alpha)
/// badge.cascadingStyle.textColor          // white, read back
/// ```
public protocol Stylable: AnyObject {}
