import Foundation
import SkinKitSupport

/// The pages' event streams: every event broadcast reaches every stream open at the time,
/// in order. A stream that falls behind (a client that stopped reading) is dropped rather
/// than buffered without end; a quiet stream sends a comment now and then, which shows a
/// client that went away.
///
/// ```swift
/// let hub = EventHub()
/// // on a connection's thread:
/// hub.stream(to: writer, first: ServerSentEvent(name: "state", data: "{}"))
/// // elsewhere:
/// hub.broadcast(ServerSentEvent(name: "state", data: "{\"version\": 2}"))
/// ```
final class EventHub: Sendable {
  /// How many streams may be open at once.
  let capacity: Int
  /// How long a stream stays quiet before a comment is sent.
  let heartbeat: Duration
  /// How many events may wait for a slow stream before it is dropped.
  static let backlog = 64

  private let state = Locked(State())

  private struct State {
    var subscribers: [Int: Subscriber] = [:]
    var next = 0
    var closed = false
  }

  /// One open stream's waiting events.
  private final class Subscriber: @unchecked Sendable {
    // Guards `events` and `ended`.
    let condition = NSCondition()
    var events: [ServerSentEvent] = []
    var ended = false
  }

  init(capacity: Int = 16, heartbeat: Duration = .seconds(10)) {
    self.capacity = capacity
    self.heartbeat = heartbeat
  }

  /// How many streams are open.
  var count: Int { state.withLock { $0.subscribers.count } }

  /// Sends `first`, then every event broadcast, until the connection fails or the hub
  /// closes; `false` at once, without sending anything, when ``capacity`` streams are open
  /// already (the route checks first and answers 503; this keeps the bound under a race).
  func stream(to writer: EventStreamWriter, first: ServerSentEvent) -> Bool {
    let subscriber = Subscriber()
    let key = state.withLock { state -> Int? in
      guard !state.closed, state.subscribers.count < capacity else { return nil }
      state.next += 1
      state.subscribers[state.next] = subscriber
      return state.next
    }
    guard let key else { return false }
    defer { _ = state.withLock { $0.subscribers.removeValue(forKey: key) } }
    guard writer.send(raw: ServerSentEvent.retry(milliseconds: 1000)), writer.send(first) else {
      return true
    }
    while true {
      subscriber.condition.lock()
      let deadline = Date(timeIntervalSinceNow: heartbeat.seconds)
      while subscriber.events.isEmpty && !subscriber.ended {
        guard subscriber.condition.wait(until: deadline) else { break }
      }
      let events = subscriber.events
      let ended = subscriber.ended
      subscriber.events = []
      subscriber.condition.unlock()
      if ended { return true }
      if events.isEmpty {
        guard writer.send(raw: ServerSentEvent.comment("still here")) else { return true }
      }
      for event in events {
        guard writer.send(event) else { return true }
      }
    }
  }

  /// Hands an event to every open stream.
  func broadcast(_ event: ServerSentEvent) {
    for subscriber in state.withLock({ Array($0.subscribers.values) }) {
      subscriber.condition.lock()
      if subscriber.events.count >= Self.backlog {
        subscriber.ended = true
      } else {
        subscriber.events.append(event)
      }
      subscriber.condition.broadcast()
      subscriber.condition.unlock()
    }
  }

  /// Ends every stream; no stream opens after this.
  func close() {
    let subscribers = state.withLock { state -> [Subscriber] in
      state.closed = true
      return Array(state.subscribers.values)
    }
    for subscriber in subscribers {
      subscriber.condition.lock()
      subscriber.ended = true
      subscriber.condition.broadcast()
      subscriber.condition.unlock()
    }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
