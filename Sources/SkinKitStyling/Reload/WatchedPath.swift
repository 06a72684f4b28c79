import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as watchers compare them: absolute, with `.` and `..` resolved lexically (symbolic
/// links are kept: an editor replaces the directory entry a path names, not its target).
enum WatchedPath {
  /// `path` made absolute against the current directory, with `.`, `..` and repeated `/`
  /// removed.
  static func normalize(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components: [Substring] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The directory holding a normalized path (`/` for a top-level entry).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// The last component of a normalized path.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Normalized paths grouped by directory, names in each.
  static func byDirectory(_ paths: Set<String>) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for path in paths { result[directory(of: path), default: []].insert(name(of: path)) }
    return result
  }
}

/// What polling compares to notice a change: whether the file exists, its device and inode
/// (an atomic rename-replace gives a new inode), size and modification time in nanoseconds.
/// (`package`: the language server tells changed files from unchanged ones the same way.)
package struct FileSignature: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modificationSeconds: Int64
  var modificationNanoseconds: Int64

  /// The signature of the file at `path` (following symbolic links), or `nil` when there
  /// is none.
  package static func of(_ path: String) -> FileSignature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
    let modified = info.st_mtimespec
    #else
    let modified = info.st_mtim
    #endif
    return FileSignature(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int64(info.st_size),
      modificationSeconds: Int64(modified.tv_sec),
      modificationNanoseconds: Int64(modified.tv_nsec))
  }
}
