import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files the studio may read and write for the page and for apps' live reload: the
/// `.skss` files inside the folders of the sheets it was started with — the sheets and what
/// they import from there, nothing else. A file is named by its path relative to the
/// folders' common parent (`Stylesheets/Default.skss`); a name is resolved through every
/// symbolic link before it is checked, so no link or `..` leads out of the folders.
///
/// ```swift
/// let files = try SheetFiles(sheets: ["Stylesheets/Default.skss"])
/// files.path(named: "Stylesheets/Default.skss")   // the absolute path
/// files.path(named: "../etc/passwd")              // nil
/// ```
struct SheetFiles: Sendable {
  /// Each sheet's folder, resolved and absolute, once.
  let folders: [String]
  /// The folders' common parent: names are relative to it.
  let base: String
  /// The sheets, resolved and absolute, in order.
  let sheets: [String]

  init(sheets paths: [String]) throws(StudioError) {
    var sheets: [String] = []
    var folders: [String] = []
    for path in paths {
      guard let resolved = Self.resolve(path) else {
        throw StudioError(.notFound, "cannot read '\(path)'")
      }
      sheets.append(resolved)
      let folder = (resolved as NSString).deletingLastPathComponent
      if !folders.contains(folder) { folders.append(folder) }
    }
    self.sheets = sheets
    self.folders = folders
    base = Self.commonParent(folders)
  }

  /// The file a name stands for, if it is an existing regular `.skss` file inside a folder.
  func path(named name: String) -> String? {
    guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0"),
      name.lowercased().hasSuffix(".skss"),
      let resolved = Self.resolve(base == "/" ? "/" + name : base + "/" + name),
      isInside(resolved), Self.isRegularFile(resolved)
    else { return nil }
    return resolved
  }

  /// The name a file is shown and requested by, and whether the page may open it: a path
  /// inside the folders gets its name relative to ``base``; any other stays as it is.
  func locate(_ path: String) -> (file: String, editable: Bool) {
    guard let resolved = Self.resolve(path), isInside(resolved), Self.isRegularFile(resolved)
    else { return (path, false) }
    return (name(of: resolved), true)
  }

  /// The name of a resolved path inside the folders.
  func name(of resolved: String) -> String {
    base == "/" ? String(resolved.dropFirst()) : String(resolved.dropFirst(base.count + 1))
  }

  /// Whether a resolved path is inside one of the folders.
  func isInside(_ resolved: String) -> Bool {
    folders.contains { folder in
      resolved.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
  }

  /// The names of the sheets and of the files they read that are inside the folders
  /// (given as paths), each once, the sheets first.
  func editableNames(including paths: some Sequence<String>) -> [String] {
    var names: [String] = []
    for path in sheets + Array(paths) {
      let (name, editable) = locate(path)
      if editable, name.lowercased().hasSuffix(".skss"), !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The absolute path with every link resolved, if the file exists.
  static func resolve(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// The longest folder that holds every one of `folders`.
  static func commonParent(_ folders: [String]) -> String {
    guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true)
    else { return "/" }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
      var count = 0
      while count < min(common.count, parts.count) && common[count] == parts[count] {
        count += 1
      }
      common = Array(common.prefix(count))
    }
    return "/" + common.joined(separator: "/")
  }

  /// A validator of a file's content, for `ETag` and `If-Match`: FNV-1a of the bytes and
  /// their count (it tells versions apart; it is not a security measure).
  static func entityTag(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))-\(bytes.count)\""
  }

  /// Replaces a file's content as editors save: a new file beside it, renamed over it (a
  /// watcher sees one complete change; a crash leaves the old file whole).
  static func write(_ bytes: [UInt8], to path: String) throws(StudioError) {
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = folder + "/.skss-studio-\(UUID().uuidString).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw StudioError(.internalServerError, "cannot write in \(folder)")
    }
    // Keep the file's permissions.
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions]
    {
      try? FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: temporary)
    }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw StudioError(.internalServerError, "cannot replace \(path)")
    }
  }
}
