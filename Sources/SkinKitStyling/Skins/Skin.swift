import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

/// Where a skin's rules come from: a parsed stylesheet, or rules built in code.
public enum SkinSource: Sendable {
  case stylesheet(Stylesheet)
  case rules(StyleRules)
}

/// A skin: ordered stylesheets and rules built in code, compiled into one cascade with
/// `$name` values injected from code, plus the images of its folder when it is one
/// (`Ocean.skin/`). Immutable and `Sendable`: one skin can style many trees on any thread.
/// It compiles against its ``registry`` (the built-in properties, unless given one with an
/// app's style classes and keys), which it keeps: what it resolves never changes.
///
/// ```swift
/// let skin = Skin(
///   name: "Ocean",
///   sources: [.stylesheet(try Stylesheet.load(contentsOf: "Ocean.skss")), .rules(codeRules)],
///   constants: ["accent": "#0a84ff"])
/// skin.diagnostics              // the sheets' problems, every one with line:column
/// let folder = try Skin.load(directory: "Ocean.skin")   // every .skss in it, and its images
/// ```
public final class Skin: Sendable {
  /// The skin's name (its folder's name without `.skin`, for a folder).
  public let name: String
  /// The compiled rules.
  public let cascade: StyleCascade
  /// The style classes and keys the skin knows beyond the built-in ones.
  public let registry: StyleRegistry
  /// What changes to a styled tree affect under this skin's rules.
  package let invalidation: InvalidationMap
  /// Problems in the sheets and rules, and images missing from the folder.
  public let diagnostics: [Diagnostic]
  /// The skin's folder, if it is one.
  public let directory: String?
  /// Image files of the folder by the names `image("…")` may use.
  private let images: [String: String]

  /// A skin of stylesheets (and, optionally, default-skin sheets every app rule beats).
  public convenience init(
    name: String = "skin", stylesheets: [Stylesheet], defaultStylesheets: [Stylesheet] = [],
    constants: [String: String] = [:], registry: StyleRegistry = .builtIn
  ) {
    self.init(
      name: name, sources: stylesheets.map(SkinSource.stylesheet),
      defaultSources: defaultStylesheets.map(SkinSource.stylesheet), constants: constants,
      registry: registry)
  }

  /// A skin of sheets and rules built in code, in order. `directory` is a folder whose
  /// images `image("name")` refers to.
  public convenience init(
    name: String = "skin", sources: [SkinSource], defaultSources: [SkinSource] = [],
    constants: [String: String] = [:], directory: String? = nil,
    registry: StyleRegistry = .builtIn
  ) {
    func cascadeSource(_ source: SkinSource) -> CascadeSource {
      switch source {
      case .stylesheet(let sheet): .stylesheet(sheet)
      case .rules(let rules): .rules(rules.rules, name: rules.name)
      }
    }
    self.init(
      name: name,
      cascade: StyleCascade(
        sources: sources.map(cascadeSource), defaultSources: defaultSources.map(cascadeSource),
        constants: constants, properties: registry.properties, typeNames: registry.typeNames),
      directory: directory, registry: registry)
  }

  /// A skin of a cascade compiled against `registry`'s properties (a prebuilt skin's: see
  /// `Skin(name:prebuilt:)`).
  package init(
    name: String, cascade: StyleCascade, directory: String?, registry: StyleRegistry
  ) {
    self.name = name
    self.cascade = cascade
    self.registry = registry
    self.invalidation = InvalidationMap(cascade: cascade)
    self.directory = directory
    let images = directory.map(SkinImages.index) ?? [:]
    self.images = images
    var diagnostics = cascade.diagnostics
    if let directory {
      diagnostics += SkinImages.missing(
        in: cascade, images: images, folder: (directory as NSString).lastPathComponent)
    }
    self.diagnostics = diagnostics
  }

  /// Loads a skin folder: every `.skss` file at its top level, in name order (each may
  /// `@import` others), with the folder's images. Throws only if the folder cannot be read.
  public static func load(
    directory path: String, constants: [String: String] = [:],
    registry: StyleRegistry = .builtIn
  ) throws(StylesheetError) -> Skin {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw StylesheetError(path: path, message: "cannot read the skin folder '\(path)'")
    }
    var sources: [SkinSource] = []
    for name in names.sorted() where name.hasSuffix(".skss") && !name.hasPrefix(".") {
      let file = (path as NSString).appendingPathComponent(name)
      sources.append(.stylesheet(try Stylesheet.load(contentsOf: file)))
    }
    var skinName = (path as NSString).lastPathComponent
    if skinName.hasSuffix(".skin") { skinName.removeLast(5) }
    return Skin(
      name: skinName, sources: sources, constants: constants, directory: path, registry: registry)
  }

  /// The file an image name refers to in the skin's folder (`"star"` finds `images/star.png`),
  /// or `nil`.
  public func imagePath(named name: String) -> String? {
    images[name] ?? images[(name as NSString).deletingPathExtension]
  }

  /// Whether the skin's folder has images (which image values are resolved against).
  var hasImages: Bool { !images.isEmpty }

  /// A value as widgets receive it: an image of the folder named by its file's path.
  func resolvedValue(_ value: StyleValue) -> StyleValue {
    guard !images.isEmpty, case .image(let image) = value, let path = imagePath(named: image.name)
    else { return value }
    return .image(StyleImage(name: path, capInsets: image.capInsets))
  }
}

/// Finding a skin folder's images.
enum SkinImages {
  static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp"]

  /// Image files by relative path, relative path without extension, file name, and file
  /// name without extension (the first in path order wins each name).
  static func index(_ directory: String) -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory) else { return result }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String { files.append(relative) }
    for relative in files.sorted() {
      let fileExtension = (relative as NSString).pathExtension.lowercased()
      guard extensions.contains(fileExtension) else { continue }
      let path = (directory as NSString).appendingPathComponent(relative)
      let file = (relative as NSString).lastPathComponent
      for name in [
        relative, (relative as NSString).deletingPathExtension, file,
        (file as NSString).deletingPathExtension,
      ] where result[name] == nil {
        result[name] = path
      }
    }
    return result
  }

  /// A `missing-image` warning for each declaration naming an image the folder lacks.
  static func missing(in cascade: StyleCascade, images: [String: String], folder: String)
    -> [Diagnostic]
  {
    var result: [Diagnostic] = []
    var seen = Set<String>()
    for rule in cascade.rules {
      for declaration in rule.block.declarations {
        guard case .value(.image(let image)) = declaration.value,
          images[image.name] == nil, images[(image.name as NSString).deletingPathExtension] == nil
        else { continue }
        let key = "\(declaration.range.path)|\(declaration.range.bytes)|\(image.name)"
        guard seen.insert(key).inserted else { continue }
        result.append(
          Diagnostic(
            .missingImage,
            "image '\(image.name)' is not in \(folder) ('\(declaration.writtenName)' in '\(rule.selectorText)')",
            at: declaration.range))
      }
    }
    return result
  }
}
