// The sample's screen: a settings page written as value views, as a SwiftUI app writes one.
// Nothing here knows about SkinKit beyond the style classes and identifiers it gives.

import SkinKit

/// The app's state.
public struct Settings: Sendable, Equatable {
  public var wifi = true
  public var bluetooth = false
  public var airplaneMode = false
  public var signedIn = "Alex"

  public init() {}
}

/// The settings page.
public struct SettingsScreen: View {
  public let settings: Settings

  public init(settings: Settings) { self.settings = settings }

  public var body: some View {
    Stack {
      Text("Settings").styleClass("title")
      Section(title: "Connections") {
        Toggle("Wi-Fi", isOn: settings.wifi)
        Toggle("Bluetooth", isOn: settings.bluetooth)
        Toggle("Airplane Mode", isOn: settings.airplaneMode)
      }
      Section(title: "Account") {
        Text("Signed in as \(settings.signedIn)")
        Button("Edit Profile")
        Button("Sign Out").styleClass("destructive")
      }
      Appearance()
    }
    .styleNode("Window")
  }
}

/// A titled group of rows: a composite view, made of primitives.
struct Section: View {
  let title: String
  let rows: ViewList

  init(title: String, @ViewBuilder rows: () -> ViewList) {
    self.title = title
    self.rows = rows()
  }

  var body: some View {
    Text(title.uppercased()).styleClass("header")
    Stack { rows }.styleClass("rows")
  }
}

/// A footnote that reads the environment: the style context of the node it is in.
struct Appearance: View {
  @Environment(\.styleContext) private var style

  var body: some View {
    Text(style.environment.colorScheme == .dark ? "Dark appearance" : "Light appearance")
      .styleClass("footnote")
  }
}
