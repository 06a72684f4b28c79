// A stand-in for the part of SwiftUI that SkinKitSwiftUI uses, so that the adapter compiles and
// its logic is tested on Linux. Each declaration has the signature and actor isolation of
// Apple's published one, from the page cited above it; bodies do what the page says, no more.
// Built and linked only on Linux (Package.swift): no product used on an Apple platform contains
// it. What is not SwiftUI's — the test driver that evaluates a view as SwiftUI would — is in
// StandInDriver.swift.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI conforms it to `View`: the
/// `Body` of a primitive view).
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  let content: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  public var body: Never { fatalError("Text is drawn by SwiftUI") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    EnvironmentTransform(content: self, keyPath: keyPath, transform: transform)
  }
}

/// What `transformEnvironment(_:transform:)` gives: its content, in the environment it gets
/// transformed.
nonisolated struct EnvironmentTransform<Content: View, Value>: View, EnvironmentTransforming {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  init(
    content: Content, keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) {
    self.content = content
    self.keyPath = keyPath
    self.transform = transform
  }

  var body: Never { fatalError("a modifier is applied by SwiftUI") }

  var transformedContent: any View { content }

  func apply(to environment: inout EnvironmentValues) {
    transform(&environment[keyPath: keyPath])
  }
}

/// A view that changes its content's environment.
@MainActor protocol EnvironmentTransforming {
  var transformedContent: any View { get }
  func apply(to environment: inout EnvironmentValues)
}
