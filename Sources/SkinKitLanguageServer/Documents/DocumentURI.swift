import Foundation

/// Between LSP's document URIs and file paths.
///
/// ```swift
/// DocumentURI.path(of: "file:///work/My%20Theme/a.skss")   // "/work/My Theme/a.skss"
/// DocumentURI.uri(ofPath: "/work/My Theme/a.skss")          // "file:///work/My%20Theme/a.skss"
/// ```
package enum DocumentURI {
  /// The file path of a `file:` URI, standardized (`.` and `..` resolved); `nil` for other
  /// schemes (`untitled:`).
  package static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    return standardized(url.path)
  }

  /// The `file:` URI of a path.
  package static func uri(ofPath path: String) -> String {
    URL(fileURLWithPath: standardized(path)).absoluteString
  }

  /// A path with `.`, `..` and repeated slashes resolved (symbolic links are kept: the
  /// editor names files as the user opened them).
  package static func standardized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }
}
