/// Not SwiftUI: what tests do that SwiftUI does when it renders — evaluate a view down to the
/// primitive view it shows, applying its modifiers' environment transforms and evaluating
/// each body with the environment it sees (its `@Environment` properties read that).
public enum StandInDriver {
  /// The primitive view (`Text`) that `view` shows, and the environment it is shown in, from
  /// `environment` above it.
  @MainActor public static func render(
    _ view: any View, in environment: EnvironmentValues = EnvironmentValues()
  ) -> (view: any View, environment: EnvironmentValues) {
    var view = view
    var environment = environment
    while true {
      if let modifier = view as? any EnvironmentTransforming {
        modifier.apply(to: &environment)
        view = modifier.transformedContent
      } else if let body = evaluate(view, in: environment) {
        view = body
      } else {
        return (view, environment)
      }
    }
  }

  /// The string a `Text` shows.
  public static func string(of text: Text) -> String { text.content }

  /// `view`'s body, evaluated in `environment`; `nil` for a primitive view.
  @MainActor private static func evaluate<V: View>(_ view: V, in environment: EnvironmentValues)
    -> (any View)?
  {
    guard V.Body.self != Never.self else { return nil }
    let outer = EnvironmentValues.current
    EnvironmentValues.current = environment
    defer { EnvironmentValues.current = outer }
    return view.body
  }
}
