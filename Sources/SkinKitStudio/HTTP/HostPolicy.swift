/// Which requests the studio answers, by the name they were sent to and the page they came
/// from — the defence against DNS rebinding and cross-site requests.
///
/// A page of another site can make the browser send requests to `127.0.0.1`, or rebind its
/// own name to that address; the studio then sees that site's name in `Host`, or its origin
/// in `Origin`. So a request is answered only when:
/// - its `Host` (or absolute target's authority) names an IP address, `localhost`, or a name
///   allowed with `--allow-host` — an address cannot be rebound; the port is not compared,
///   so that a forwarded port (`ssh -L 9000:localhost:7340`) still reaches the studio;
/// - its `Origin`, when it has one, is the studio's own (`http://` and that same `Host`):
///   another port of `localhost` is another origin, and `Origin: null` is refused;
/// - its `Sec-Fetch-Site`, when it has one, is `same-origin` or `none` (typed by the user).
///
/// ```swift
/// let policy = HostPolicy()
/// policy.check(request)   // nil: answer it; else the 403 (or 400) to answer with
/// ```
package struct HostPolicy: Sendable {
  /// Host names accepted beside addresses and `localhost`, lowercased.
  package var allowedNames: Set<String>

  package init(allowedNames: Set<String> = []) {
    self.allowedNames = Set(allowedNames.map { $0.lowercased() })
  }

  /// Why the request must not be answered, or `nil` when it may be.
  package func check(_ request: HTTPRequest) -> HTTPFailure? {
    guard let authority = request.authority, let host = Self.host(ofAuthority: authority) else {
      return HTTPFailure(.badRequest, "the Host header field is not a host[:port]")
    }
    guard isAllowed(host: host) else {
      return HTTPFailure(
        .forbidden,
        "this studio does not answer requests for the host '\(host)' (DNS rebinding); "
          + "start it with --allow-host \(host) to accept that name")
    }
    if let origin = request.header("origin") {
      guard origin.lowercased() == "http://" + authority.lowercased() else {
        return HTTPFailure(.forbidden, "a request from another origin ('\(origin)') is refused")
      }
    }
    if let site = request.header("sec-fetch-site")?.lowercased(),
      site != "same-origin" && site != "none"
    {
      return HTTPFailure(.forbidden, "a request from another site (\(site)) is refused")
    }
    return nil
  }

  /// Whether a host (without port; an IPv6 address in brackets) may be answered.
  package func isAllowed(host: String) -> Bool {
    let lowered = host.lowercased()
    return lowered == "localhost" || Self.isIPv4Address(lowered) || Self.isIPv6Literal(lowered)
      || allowedNames.contains(lowered)
  }

  /// The host of `host[:port]` (RFC 9110 §7.2), or `nil` when it is not one.
  package static func host(ofAuthority authority: String) -> String? {
    var host = Substring(authority)
    var port: Substring?
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { return nil }
      let rest = host[host.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { return nil }
        port = rest.dropFirst()
      }
      host = host[...close]
    } else if let colon = host.lastIndex(of: ":") {
      port = host[host.index(after: colon)...]
      host = host[..<colon]
    }
    if let port, !port.isEmpty {
      guard port.count <= 5, port.utf8.allSatisfy(\.isDigit), Int(port)! <= 65535 else {
        return nil
      }
    }
    guard !host.isEmpty else { return nil }
    if host.hasPrefix("[") { return isIPv6Literal(String(host)) ? String(host) : nil }
    // reg-name or IPv4address: unreserved, sub-delims and percent-encoded octets.
    let allowed = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=%")
    guard host.allSatisfy({ allowed.contains($0) }) else { return nil }
    return String(host)
  }

  /// `a.b.c.d`, each a decimal number from 0 to 255.
  static func isIPv4Address(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.utf8.allSatisfy(\.isDigit) && Int(part)! <= 255
      }
  }

  /// `[…]` holding an IPv6 address: hex digits and colons (with an IPv4 tail allowed).
  static func isIPv6Literal(_ text: String) -> Bool {
    guard text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return false }
    let inner = text.dropFirst().dropLast()
    return inner.contains(":") && inner.count <= 45
      && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
  }
}
