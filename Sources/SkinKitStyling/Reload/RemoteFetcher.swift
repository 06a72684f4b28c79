import Dispatch
import Foundation
import SkinKitSupport
import SkinKitSyntax

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches stylesheets over HTTP(S), synchronously (on the reloader's queue, never on the
/// widgets' thread), with conditional requests: a copy seen before is asked for with
/// `If-None-Match` (its `ETag`) and `If-Modified-Since` (its `Last-Modified`), and a
/// `304 Not Modified` answer means it did not change. Every request has a deadline.
final class RemoteFetcher: Sendable {
  enum Outcome: Sendable {
    /// The server answered 304: the copy seen before.
    case notModified([UInt8])
    /// A full answer (it may still equal the copy seen before, without validators).
    case modified([UInt8])
    case failed(Failure)
  }

  struct Failure: SkinKitError, Equatable {
    var message: String
    var timedOut: Bool
  }

  private struct Cached: Sendable {
    var body: [UInt8]
    var entityTag: String?
    var lastModified: String?
  }

  private let session: URLSession
  private let timeout: Duration
  private let cache = Locked<[String: Cached]>([:])
  /// Set once by `invalidate()`. Tasks are made under this lock: a session that is
  /// invalidated traps when asked for a task (swift-corelibs-foundation), and the reloader's
  /// timer may fire a fetch while `stop()` runs on another thread.
  private let invalidated = Locked(false)

  init(timeout: Duration) {
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = timeout.timeInterval
    configuration.timeoutIntervalForResource = timeout.timeInterval
    session = URLSession(configuration: configuration)
  }

  /// Cancels requests in flight; the fetcher is not used after this.
  func invalidate() {
    invalidated.withLock { $0 = true }
    session.invalidateAndCancel()
  }

  /// Fetches `url`, conditionally when a copy was seen before.
  func fetch(_ url: URL) -> Outcome {
    let key = url.absoluteString
    let cached = cache.withLock { $0[key] }
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.timeInterval)
    if let cached {
      if let entityTag = cached.entityTag {
        request.setValue(entityTag, forHTTPHeaderField: "If-None-Match")
      }
      if let lastModified = cached.lastModified {
        request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
      }
    }

    struct Answer: Sendable {
      var status: Int?
      var body: [UInt8]
      var entityTag: String?
      var lastModified: String?
      var error: Failure?
    }
    let timeout = self.timeout
    let answer = Locked<Answer?>(nil)
    let done = DispatchSemaphore(value: 0)
    let complete: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = {
      data, response, error in
      var result = Answer(body: data.map { [UInt8]($0) } ?? [])
      if let error {
        let timedOut = (error as? URLError)?.code == .timedOut
        result.error = Failure(
          message: timedOut
            ? "no answer within \(Self.describe(timeout))" : error.localizedDescription,
          timedOut: timedOut)
      } else if let http = response as? HTTPURLResponse {
        result.status = http.statusCode
        result.entityTag = http.value(forHTTPHeaderField: "ETag")
        result.lastModified = http.value(forHTTPHeaderField: "Last-Modified")
      }
      answer.withLock { $0 = result }
      done.signal()
    }
    let made = invalidated.withLock { invalidated in
      invalidated ? nil : session.dataTask(with: request, completionHandler: complete)
    }
    guard let task = made else {
      return .failed(Failure(message: "the reloader was stopped", timedOut: false))
    }
    task.resume()
    // URLSession enforces the timeout too; this deadline holds even if it does not.
    if done.wait(timeout: .now() + timeout.dispatchInterval + .milliseconds(250)) == .timedOut {
      task.cancel()
      return .failed(Failure(message: "no answer within \(Self.describe(timeout))", timedOut: true))
    }
    guard let result = answer.withLock({ $0 }) else {
      return .failed(Failure(message: "no answer", timedOut: false))
    }
    if let error = result.error { return .failed(error) }
    switch result.status {
    case 304?:
      guard let cached else {
        return .failed(
          Failure(message: "HTTP 304 for a request that was not conditional", timedOut: false))
      }
      return .notModified(cached.body)
    case let status? where (200..<300).contains(status):
      cache.withLock {
        $0[key] = Cached(
          body: result.body, entityTag: result.entityTag, lastModified: result.lastModified)
      }
      return .modified(result.body)
    case let status?:
      let reason = HTTPURLResponse.localizedString(forStatusCode: status)
      return .failed(Failure(message: "HTTP \(status) \(reason)", timedOut: false))
    case nil:
      return .failed(Failure(message: "not an HTTP answer", timedOut: false))
    }
  }

  /// `2 s`, `500 ms`.
  static func describe(_ duration: Duration) -> String {
    let milliseconds = Int((duration.timeInterval * 1000).rounded())
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
    return "\(milliseconds) ms"
  }
}
