/// One JSON-RPC 2.0 message from the client, classified.
///
/// ```swift
/// RPCMessage(try JSONValue(parsing: Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)))
/// // .request(id: 1, method: "shutdown", params: nil)
/// ```
package enum RPCMessage: Sendable, Equatable {
  /// A request, answered with a response carrying its `id`.
  case request(id: JSONValue, method: String, params: JSONValue?)
  /// A notification, never answered.
  case notification(method: String, params: JSONValue?)
  /// A response to a request the server sent (the server waits for none: its one request,
  /// `client/registerCapability`, needs no answer to go on).
  case response(id: JSONValue)
  /// Not a JSON-RPC message: answered with an Invalid Request error (`id` when it had one).
  case invalid(id: JSONValue, reason: String)
  /// Not JSON, or a header without a length: answered with a Parse Error.
  case unreadable(String)

  package init(_ value: JSONValue) {
    guard case .object(let members) = value else {
      self = .invalid(id: .null, reason: "a message is a JSON object")
      return
    }
    let id = members["id"]
    if let id, !Self.isValidID(id) {
      self = .invalid(id: .null, reason: "an id is a number or a string")
      return
    }
    guard let method = members["method"] else {
      if let id, members["result"] != nil || members["error"] != nil {
        self = .response(id: id)
      } else {
        self = .invalid(id: id ?? .null, reason: "a request has a method")
      }
      return
    }
    guard let name = method.string else {
      self = .invalid(id: id ?? .null, reason: "a method is a string")
      return
    }
    // `null` params are taken as none (clients send them for `shutdown` and `exit`).
    let params = members["params"] == .null ? nil : members["params"]
    if let params, params.object == nil && params.array == nil {
      self = .invalid(id: id ?? .null, reason: "params are an object or an array")
      return
    }
    if let id {
      self = .request(id: id, method: name, params: params)
    } else {
      self = .notification(method: name, params: params)
    }
  }

  private static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .number, .string: true
    default: false
    }
  }
}

/// A JSON-RPC error answered to a request (LSP 3.17 `ResponseError`).
package struct RPCError: Error, Sendable, Equatable {
  package var code: Int
  package var message: String

  package init(_ code: Int, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The text was not JSON.
  package static let parseErrorCode = -32700
  /// The JSON was not a request.
  package static let invalidRequestCode = -32600
  /// No such method.
  package static let methodNotFoundCode = -32601
  /// The params are not what the method takes.
  package static let invalidParamsCode = -32602
  /// A request came before `initialize`.
  package static let serverNotInitializedCode = -32002
  /// The request was valid but could not be carried out (a sheet that does not parse is
  /// not formatted).
  package static let requestFailedCode = -32803
  /// The client cancelled the request before it was answered.
  package static let requestCancelledCode = -32800

  package static func methodNotFound(_ method: String) -> RPCError {
    RPCError(methodNotFoundCode, "no method '\(method)'")
  }

  package static func invalidParams(_ message: String) -> RPCError {
    RPCError(invalidParamsCode, message)
  }

  package var json: JSONValue { ["code": JSONValue(code), "message": .string(message)] }
}

/// The messages the server writes.
package enum RPCOutgoing {
  /// A successful response.
  package static func result(_ result: JSONValue, id: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  /// An error response.
  package static func error(_ error: RPCError, id: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "error": error.json]
  }

  /// A request to the client.
  package static func request(_ method: String, _ params: JSONValue, id: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
  }

  /// A notification.
  package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }
}
