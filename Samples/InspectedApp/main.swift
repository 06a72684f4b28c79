// An app inspected by `skss studio`: a login screen of model widgets, styled by a sheet it
// live-reloads, publishing its trees to a studio with StyleInspector. Edit the sheet in the
// studio's page (or anywhere): the app reloads it, restyles, and the studio shows the new
// values — the app's, beside the ones the studio computes.
//
//   swift run skss studio Stylesheets/Default.skss     prints the address and the token
//   swift run InspectedApp --studio http://127.0.0.1:7340 --token TOKEN \
//     --sheet Stylesheets/Default.skss [--seconds N]
//
// --sheet takes a file or the studio's address for it (http://…/t/TOKEN/sheets/Default.skss,
// for an app on another machine). The app prints one line per restyle and runs until Ctrl-C
// (or for --seconds). Restyles, snapshots and events run on the main queue, which
// `dispatchMain()` drives here as UIKit's run loop would in an app.

import Dispatch
import Foundation
import SkinKit
import SkinKitStudio

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("InspectedApp: \(message)\n".utf8))
  exit(2)
}

func option(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

guard let studioAddress = option("--studio"), let studio = URL(string: studioAddress),
  let token = option("--token"), let sheet = option("--sheet")
else {
  fail("usage: InspectedApp --studio URL --token TOKEN --sheet PATH_OR_URL [--seconds N]")
}
let seconds = option("--seconds").flatMap(Double.init)

// MARK: The screen

let window = Window(environment: StyleEnvironment(idiom: .phone, colorScheme: .light))
let form = StackView(classes: ["form"])
let heading = Label(text: "Welcome back", classes: ["title"])
let email = TextField(classes: ["field"], identifier: "email")
email.placeholder = "Email"
let signIn = Button(title: "Sign In", classes: ["primary"], identifier: "sign-in")
let forgot = Button(title: "Forgot password?", identifier: "forgot")
window.addSubview(form)
form.addSubview(heading)
form.addSubview(email)
form.addSubview(signIn)
form.addSubview(forgot)

// MARK: Styling, live reload and inspection

let manager = StyleManager()
manager.style(window)

let reloader = StyleReloader(
  StylesheetSource(sheet), manager: manager,
  options: .init(debounce: .milliseconds(20), refreshInterval: .milliseconds(500)),
  scheduler: .main
) { event in
  // The `.main` scheduler delivers on the main queue: the main actor's.
  MainActor.assumeIsolated {
    switch event {
    case .applied:
      print("restyled: sign-in background \(signIn.backgroundColor.hex)")
    case .failed(let failure):
      print("kept the last good style: \(failure.diagnostics.count) problem(s)")
    }
  }
}
let inspector = StyleInspector(manager: manager, studio: studio, token: token)

reloader.start()
inspector.start()
print("publishing to \(studio.absoluteString) (Ctrl-C to stop)")

if let seconds {
  DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
    inspector.stop()
    reloader.stop()
    exit(0)
  }
}
// Ctrl-C and SIGTERM: the studio is told the app is gone.
let signalSources = [SIGINT, SIGTERM].map { number in
  signal(number, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
  source.setEventHandler {
    inspector.stop()
    reloader.stop()
    exit(0)
  }
  source.resume()
  return source
}
dispatchMain()
