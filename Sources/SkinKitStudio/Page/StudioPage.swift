/// The page's files, compiled into the module (`Page/index.html`, `studio.js`,
/// `studio.css`): the studio serves them from memory and reads nothing from disk for them.
enum StudioPage {
  enum Asset {
    case html
    case script
    case style

    var bytes: [UInt8] {
      switch self {
      case .html: PackageResources.index_html
      case .script: PackageResources.studio_js
      case .style: PackageResources.studio_css
      }
    }

    var type: String {
      switch self {
      case .html: "text/html; charset=utf-8"
      case .script: "text/javascript; charset=utf-8"
      case .style: "text/css; charset=utf-8"
      }
    }
  }
}
