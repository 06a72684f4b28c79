import SkinKit

/// A toolkit SkinKit does not own, as an app's would be: its own base class and a class per
/// type of the benchmark workloads, adopting ``StyleTreeNode`` in an extension, with the
/// properties the workloads' sheets set bound to its own stored properties. `skss bench
/// --toolkit foreign` styles trees of it through ``StyleManager``, as an app styles its views.
class BenchElement {
  weak var superelement: BenchElement?
  var subelements: [BenchElement] = []
  var tags: [String] = []
  var name: String?
  var status: ElementState = []
  var textColor = StyleColor.black
  var font = StyleFont.system(size: 15)
  var fill = StyleColor.clear
  var opacity = 1.0
  var insets = EdgeInsets.zero
  var stroke = StyleColor.black

  required init() {}

  func append(_ child: BenchElement) {
    child.superelement = self
    subelements.append(child)
  }
}

extension BenchElement: StyleTreeNode {
  var styleParentNode: (any StyleTreeNode)? { superelement }
  var styleChildNodes: [any StyleTreeNode] { subelements }
  var styleClassNames: [String] { tags }
  var styleID: String? { name }
  var styleState: ElementState { status }

  static var styleBindings: [StyleBinding] {
    [
      .bind(\.textColor, to: \BenchElement.textColor),
      .bind(\.font, to: \BenchElement.font),
      .bind(\.backgroundColor, to: \BenchElement.fill),
      .bind(\.alpha, to: \BenchElement.opacity),
      .bind(\.padding, to: \BenchElement.insets),
      .bind(\.borderColor, to: \BenchElement.stroke),
    ]
  }

  /// `BenchVStack` is `VStack` to sheets.
  static func styleTypeName(of type: AnyClass) -> String? {
    let name = String(describing: type)
    return name.hasPrefix("Bench") ? String(name.dropFirst(5)) : name
  }
}

// The workload generator's types (gen_workload.py's containers and leaves) and its root.
final class BenchWindow: BenchElement {}
final class BenchVStack: BenchElement {}
final class BenchHStack: BenchElement {}
final class BenchZStack: BenchElement {}
final class BenchPanel: BenchElement {}
final class BenchCard: BenchElement {}
final class BenchToolbar: BenchElement {}
final class BenchSidebar: BenchElement {}
final class BenchList: BenchElement {}
final class BenchListItem: BenchElement {}
final class BenchGrid: BenchElement {}
final class BenchCell: BenchElement {}
final class BenchScrollView: BenchElement {}
final class BenchTabBar: BenchElement {}
final class BenchForm: BenchElement {}
final class BenchSection: BenchElement {}
final class BenchButton: BenchElement {}
final class BenchLabel: BenchElement {}
final class BenchText: BenchElement {}
final class BenchImage: BenchElement {}
final class BenchIcon: BenchElement {}
final class BenchTextField: BenchElement {}
final class BenchToggle: BenchElement {}
final class BenchSlider: BenchElement {}
final class BenchTab: BenchElement {}
final class BenchSeparator: BenchElement {}
final class BenchCheckbox: BenchElement {}
final class BenchBadge: BenchElement {}

extension BenchElement {
  /// The toolkit's class for each type name.
  static let classes: [String: BenchElement.Type] = {
    let all: [BenchElement.Type] = [
      BenchWindow.self, BenchVStack.self, BenchHStack.self, BenchZStack.self, BenchPanel.self,
      BenchCard.self, BenchToolbar.self, BenchSidebar.self, BenchList.self, BenchListItem.self,
      BenchGrid.self, BenchCell.self, BenchScrollView.self, BenchTabBar.self, BenchForm.self,
      BenchSection.self, BenchButton.self, BenchLabel.self, BenchText.self, BenchImage.self,
      BenchIcon.self, BenchTextField.self, BenchToggle.self, BenchSlider.self, BenchTab.self,
      BenchSeparator.self, BenchCheckbox.self, BenchBadge.self,
    ]
    return Dictionary(uniqueKeysWithValues: all.map { (styleTypeName(of: $0)!, $0) })
  }()
}
