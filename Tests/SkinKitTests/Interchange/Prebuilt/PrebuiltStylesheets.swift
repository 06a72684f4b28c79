import SkinKit

enum PrebuiltStylesheets {
  static let all: [(name: String, prebuilt: PrebuiltSkin)] = []
}
