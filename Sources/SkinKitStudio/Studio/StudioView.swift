/// What the studio's page shows of one tree in one environment: the picture, the outline
/// with each node's place in the picture, and the problems found computing the values; a
/// node's values with the declaration that won and what it overrode (`skss explain`'s
/// content) are a ``StudioView/Details`` of their own, asked for when the node is selected.
/// Sent to the page as JSON; ``StudioSession`` makes them.
struct StudioView: Codable, Sendable, Equatable {
  /// The picture (SVG) and where the screen is in it.
  struct Picture: Codable, Sendable, Equatable {
    var svg: String
    var width: Double
    var height: Double
  }

  /// One node of the tree, in document order.
  struct Node: Codable, Sendable, Equatable {
    /// The path of child indices from the root (`0/2/1`), as `skss resolve` prints it.
    var path: String
    var depth: Int
    /// `Button#save.primary:highlighted`.
    var label: String
    /// Where the node is drawn in the picture (`x y width height`), when it is.
    var frame: [Double]?
  }

  /// One node's values, and why.
  struct Details: Codable, Sendable, Equatable {
    var path: String
    var label: String
    /// The properties a declaration sets, on the node or inherited from an ancestor (custom
    /// properties where they are declared, as `skss resolve` lists them), by name.
    var properties: [Property]
  }

  /// One property of a node.
  struct Property: Codable, Sendable, Equatable {
    /// The canonical name (`color`, `--accent`).
    var name: String
    /// The computed value's canonical text; `nil` when a custom property is invalid.
    var value: String?
    /// The color to show beside a color value (`#rrggbbaa`).
    var swatch: String?
    /// `declared`, `inherited`, `initial` (only declarations void once `var()` was
    /// substituted), or `app` (a value the app has that no declaration here explains).
    var status: String
    /// The ancestor the value is inherited from (its path), when it is.
    var inheritedFrom: String?
    /// That ancestor's label (`Window#main`).
    var inheritedFromLabel: String?
    /// The declarations on the node that set it, the one that applies first.
    var declarations: [Declaration]
    /// When inherited, the declarations on that ancestor.
    var inheritedDeclarations: [Declaration]
    /// The value the inspected app reports, when the tree is an app's.
    var appValue: String?
  }

  /// One declaration competing for a property.
  struct Declaration: Codable, Sendable, Equatable {
    /// `wins`, `lost` or `void` (won, but invalid once `var()` was substituted).
    var status: String
    /// For a loser, the step of the cascade that decided against it.
    var reason: String?
    var location: Location
    /// The selector, or `(inline style)`.
    var selector: String
    /// `(0,1,1)`; `nil` for an inline style.
    var specificity: String?
    var layer: String?
    /// `default skin`, `app` or `inline`.
    var origin: String
    /// `title-color: var(--accent) !important`, as written (the name it was written with
    /// noted when it is not the canonical one).
    var text: String
  }

  /// A place in a file: the file as the studio names it (its path relative to the sheets'
  /// folder when it is an editable sheet), 1-based line and column.
  struct Location: Codable, Sendable, Equatable {
    var file: String
    var line: Int?
    var column: Int?
    /// Whether the file is one of the sheets the page can open in its editor.
    var editable: Bool
  }

  /// A diagnostic, with its stable id.
  struct Diagnostic: Codable, Sendable, Equatable {
    var location: Location
    var severity: String
    var id: String
    var message: String
    /// `path:line:column: severity: message [id]`, as `skss lint` prints it.
    var text: String
  }

  /// The environment's keys and values (`color-scheme: dark`), as `--env` spells them.
  var environment: [String: String]
  var caption: String
  var picture: Picture
  var nodes: [Node]
  /// Problems found computing the values (in nodes' inline styles).
  var diagnostics: [Diagnostic]
}
