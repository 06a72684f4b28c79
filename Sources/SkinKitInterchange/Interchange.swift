import Foundation
import SkinKitCascade
import SkinKitProperties
import SkinKitStyling
import SkinKitSyntax

/// The stylesheet formats SkinKit reads.
///
/// ```swift
/// Interchange.detectFormat(path: "uiss.json", bytes: Array("{}".utf8))   // .uiss
/// InterchangeFormat(rawValue: "themify")?.description                   // "Themify plist"
/// ```
public enum InterchangeFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// SkinKit's own `.skss`.
  case skss
  /// UISS JSON (`{"UIButton": {"titleColor:highlighted": "white"}}`).
  case uiss
  /// A Themify theme plist (an array of `{name, elements}`).
  case themify
  /// A SkinKit (2012) skin's `Info.plist` (`SKSkinDataSource`).
  case skinKit = "skinkit"
  /// An NUI stylesheet (`.nss`: `Button { font-color: red; }`).
  case nui
  /// A Classy stylesheet (`.cas`: `^UIButton` then an indented `title-color red`).
  case classy
  /// A design tokens file (the W3C Design Tokens Community Group format: objects with
  /// `$value`), converted to custom properties on `:root`.
  case designTokens = "dtcg"
  /// A design tokens resolver document (the DTCG Resolver Module 2025.10: `sets`, `modifiers`
  /// with `contexts`, `resolutionOrder`), with the tokens files it names: sets become `:root`
  /// blocks, a light/dark or contrast modifier's contexts `@media` blocks, another modifier's
  /// contexts blocks chosen by an attribute of the root.
  case designTokenResolver = "dtcg-resolver"
  /// Tokens Studio's `$themes.json` (themes grouped by `group`, each enabling token sets), read
  /// as a resolver whose modifiers are the groups and whose contexts are the themes.
  case tokensStudioThemes = "tokens-studio"

  public var description: String {
    switch self {
    case .skss: ".skss"
    case .uiss: "UISS JSON"
    case .themify: "Themify plist"
    case .skinKit: "SkinKit skin plist"
    case .nui: "NUI stylesheet"
    case .classy: "Classy stylesheet"
    case .designTokens: "design tokens"
    case .designTokenResolver: "design tokens resolver"
    case .tokensStudioThemes: "Tokens Studio themes file"
    }
  }

  /// "a" or "an", for the description in a sentence ("an NUI stylesheet").
  public var article: String {
    switch self {
    case .nui: "an"
    default: "a"
    }
  }
}

/// Reads stylesheets in any format SkinKit knows — `.skss`, UISS JSON, Themify theme plists,
/// SkinKit skin `Info.plist`s, design tokens, NUI `.nss` and Classy `.cas` sheets — into the
/// `.skss` model. The format is told from the content and the extension: `.resolver.json`
/// files, and JSON objects with a `resolutionOrder`, are design tokens resolver documents;
/// `$themes.json` is Tokens Studio's themes; `.tokens` and
/// `.tokens.json` files, and JSON with `$value` keys, are design tokens; other `.json`
/// files, or a leading `{`, are UISS; a property list (`.plist`, XML or binary) is a Themify
/// theme list when it is an array and a SkinKit skin when it is a dictionary; `.nss` is
/// NUI; `.cas` is Classy; anything else is `.skss`.
///
/// ```swift
/// let uiss = try Interchange.load(contentsOf: "Styles/uiss.json")
/// let theme = try Interchange.load(contentsOf: "Themes.plist", theme: "Dark")
/// let cascade = StyleCascade(stylesheets: [uiss.stylesheet, theme.stylesheet])
/// try uiss.skssText().write(toFile: "Styles/uiss.skss", atomically: true, encoding: .utf8)
/// ```
public enum Interchange {
  /// Reads a file and converts it. Throws only when the file cannot be read or its format
  /// cannot be told; problems inside it are the result's diagnostics.
  public static func load(
    contentsOf path: String, format: InterchangeFormat? = nil, theme: String? = nil,
    reader: FileReader = .fileSystem, registry: StyleRegistry = .builtIn
  ) throws(StylesheetError) -> ConvertedStylesheet {
    if let bundle = SkinBundle(path: path) {
      return try loadBundle(bundle, format: format, theme: theme, reader: reader)
    }
    let bytes: [UInt8]
    do {
      bytes = try reader.read(path)
    } catch {
      throw StylesheetError(path: path, message: "cannot read '\(path)': \(error.message)")
    }
    guard bytes.count <= Stylesheet.maximumFileSize else {
      throw StylesheetError(
        path: path,
        message:
          "'\(path)' is \(bytes.count) bytes; SkinKit reads at most \(Stylesheet.maximumFileSize)")
    }
    return try read(
      bytes, path: path, format: format, theme: theme, reader: reader, registry: registry)
  }

  /// A SkinKit skin bundle (a folder): its `Info.plist`, with the images of its resources.
  private static func loadBundle(
    _ bundle: SkinBundle, format: InterchangeFormat?, theme: String?, reader: FileReader
  ) throws(StylesheetError) -> ConvertedStylesheet {
    guard format == nil || format == .skinKit, theme == nil else {
      throw StylesheetError(
        path: bundle.path,
        message: "'\(bundle.path)' is a skin bundle: it converts as a SkinKit skin, with no theme")
    }
    let bytes: [UInt8]
    do {
      bytes = try reader.read(bundle.infoPlist)
    } catch {
      throw StylesheetError(
        path: bundle.path, message: "cannot read '\(bundle.infoPlist)': \(error.message)")
    }
    let isBinary = PropertyListDocumentParser.isBinary(bytes)
    let file =
      isBinary
      ? SourceFile(path: bundle.infoPlist, text: "")
      : SourceFile(path: bundle.infoPlist, utf8: bytes)
    return SkinKitSkinReader.read(
      PropertyListDocumentParser.parse(file, bytes: bytes), resources: bundle.images)
  }

  /// Reads a design tokens file of overrides — the dark values of some tokens, say — whose
  /// aliases may also name the tokens of the files it overrides (`bases`, nearest first) and
  /// whose tokens take the type of the base token of the same name when they give none;
  /// wrapped in `@media media { }` when given. List it after the base files' stylesheets:
  ///
  /// ```swift
  /// let base = try Interchange.load(contentsOf: "tokens.json")
  /// let dark = try Interchange.loadDesignTokens(
  ///   contentsOf: "dark.tokens.json", overriding: ["tokens.json"], media: "dark")
  /// let cascade = StyleCascade(stylesheets: [base.stylesheet, dark.stylesheet, app])
  /// ```
  public static func loadDesignTokens(
    contentsOf path: String, overriding bases: [String], media: String? = nil,
    reader: FileReader = .fileSystem
  ) throws(StylesheetError) -> ConvertedStylesheet {
    func file(_ path: String) throws(StylesheetError) -> SourceFile {
      do {
        return SourceFile(path: path, utf8: try reader.read(path))
      } catch {
        throw StylesheetError(path: path, message: "cannot read '\(path)': \(error.message)")
      }
    }
    var baseFiles: [SourceFile] = []
    for base in bases { baseFiles.append(try file(base)) }
    return DesignTokensReader.read(try file(path), base: baseFiles, media: media)
  }

  /// Converts a file's bytes (`path` names it in diagnostics and resolves `.skss` imports).
  /// Properties are those of `registry`: the built-in ones, and an app's keys.
  public static func read(
    _ bytes: [UInt8], path: String, format: InterchangeFormat? = nil, theme: String? = nil,
    reader: FileReader = .fileSystem, registry: StyleRegistry = .builtIn
  ) throws(StylesheetError) -> ConvertedStylesheet {
    let properties = registry.properties
    let chosen = format ?? detectFormat(path: path, bytes: bytes)
    if theme != nil && chosen != .themify {
      throw StylesheetError(
        path: path, message: "a theme name applies to Themify plists; '\(path)' is \(chosen)")
    }
    let isBinary = PropertyListDocumentParser.isBinary(bytes)
    // A binary file has no lines to point at: diagnostics name key paths instead.
    let file = isBinary ? SourceFile(path: path, text: "") : SourceFile(path: path, utf8: bytes)
    switch chosen {
    case .skss:
      let directory = (path as NSString).deletingLastPathComponent
      let sheet = Stylesheet.parse(
        file.text, path: path, baseDirectory: directory.isEmpty ? "." : directory, reader: reader)
      return ConvertedStylesheet(
        format: .skss, stylesheet: sheet, generatedText: file.text, tree: sheet.tree)
    case .uiss:
      return UISSReader.read(file, properties: properties)
    case .themify:
      return ThemifyReader.read(
        PropertyListDocumentParser.parse(file, bytes: bytes), theme: theme, properties: properties)
    case .skinKit:
      return SkinKitSkinReader.read(PropertyListDocumentParser.parse(file, bytes: bytes))
    case .nui:
      return NUIReader.read(file, properties: properties)
    case .classy:
      return ClassyReader.read(file, reader: reader, properties: properties)
    case .designTokens:
      return DesignTokensReader.read(file)
    case .designTokenResolver:
      return DesignTokenResolverReader.read(file, reader: reader)
    case .tokensStudioThemes:
      return TokensStudioThemesReader.read(file, reader: reader)
    }
  }

  /// The format of a file, from its content and extension (see ``Interchange``).
  public static func detectFormat(path: String, bytes: [UInt8]) -> InterchangeFormat {
    let pathExtension = (path as NSString).pathExtension.lowercased()
    let isPropertyList =
      PropertyListDocumentParser.isBinary(bytes) || pathExtension == "plist"
      || startsWith(bytes, "<?xml") || startsWith(bytes, "<plist") || startsWith(bytes, "<!DOCTYPE")
    if isPropertyList {
      let file = SourceFile(
        path: path, utf8: PropertyListDocumentParser.isBinary(bytes) ? [] : bytes)
      let document = PropertyListDocumentParser.parse(file, bytes: bytes)
      if case .array = document.root?.value { return .themify }
      if document.root?["SKSkinDataSource"] != nil { return .skinKit }
      // Neither: the reader that fits the extension reports what is wrong.
      return document.root?.entries != nil ? .skinKit : .themify
    }
    let lowered = path.lowercased()
    if lowered.hasSuffix(".resolver.json") { return .designTokenResolver }
    if (path as NSString).lastPathComponent == "$themes.json" { return .tokensStudioThemes }
    if lowered.hasSuffix(".tokens") || lowered.hasSuffix(".tokens.json") { return .designTokens }
    if pathExtension == "json" || startsWith(bytes, "{") {
      if DesignTokenResolverReader.isResolver(SourceFile(path: path, utf8: bytes)) {
        return .designTokenResolver
      }
      let isTokens = DesignTokensReader.isDesignTokens(SourceFile(path: path, utf8: bytes))
      return isTokens ? .designTokens : .uiss
    }
    if pathExtension == "nss" { return .nui }
    if pathExtension == "cas" { return .classy }
    return .skss
  }

  /// Whether the bytes start with `prefix` after whitespace and a byte order mark.
  static func startsWith(_ bytes: [UInt8], _ prefix: String) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    return bytes[index...].starts(with: Array(prefix.utf8))
  }
}

/// A SkinKit (2012) skin bundle, named as skins were (`MySkin.bundle`): a folder holding
/// `Contents/Info.plist` (or `Info.plist`) and its images in `Contents/Resources` (or beside
/// the `Info.plist`).
struct SkinBundle {
  var path: String
  var infoPlist: String
  /// The images' names without extension, scale or idiom (`shadowTop@2x~ipad.png` is
  /// `shadowTop`).
  var images: Set<String>

  /// The bundle at `path`, or `nil` when it is not a folder holding an `Info.plist`.
  init?(path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    let folder = path as NSString
    let candidates = [
      (
        folder.appendingPathComponent("Contents/Info.plist"),
        folder.appendingPathComponent("Contents/Resources")
      ),
      (folder.appendingPathComponent("Info.plist"), path),
    ]
    guard
      let (plist, resources) = candidates.first(where: {
        FileManager.default.fileExists(atPath: $0.0)
      })
    else { return nil }
    self.path = path
    self.infoPlist = plist
    let names = (try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []
    let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf"]
    images = Set(
      names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.map {
        name in
        var base = (name as NSString).deletingPathExtension
        if let marker = base.firstIndex(where: { $0 == "@" || $0 == "~" }) {
          base = String(base[..<marker])
        }
        return base
      })
  }
}
