/// The screen `skss preview` draws when no tree is given: a settings screen with a
/// navigation bar, a search bar, grouped table sections (switches, a slider, a segmented
/// control, a progress view, an avatar), a filled and a destructive button, and a tab bar.
/// `Samples/Trees/preview.json` holds the same text (a test keeps them equal), to copy and edit.
package enum SampleScreen {
  /// The file name the sample is known by in messages and captions.
  public static let name = "the sample screen"

  /// The tree, as JSON.
  public static let json = #"""
    {
      "environment": {"idiom": "phone", "color-scheme": "light"},
      "root": {
        "type": "Window", "id": "main",
        "children": [
          {"type": "TabBarController", "children": [
            {"type": "NavigationController", "state": ["selected"], "children": [
              {"type": "NavigationBar", "attributes": {"title": "Settings"}, "children": [
                {"type": "BarButtonItem", "attributes": {"title": "Edit", "placement": "left"}},
                {"type": "BarButtonItem", "id": "done", "attributes": {"title": "Done"}}
              ]},
              {"type": "TableView", "classes": ["grouped"], "children": [
                {"type": "SearchBar", "attributes": {"placeholder": "Search"}},
                {"type": "View", "classes": ["section"], "children": [
                  {"type": "TableViewCell", "classes": ["profile"], "attributes": {"accessory": "disclosure"}, "children": [
                    {"type": "ImageView", "classes": ["avatar"], "attributes": {"image": "person", "width": 56, "height": 56}},
                    {"type": "StackView", "children": [
                      {"type": "Label", "classes": ["name"], "attributes": {"text": "Ada Lovelace"}},
                      {"type": "Label", "classes": ["subtitle"], "attributes": {"text": "Account, iCloud and Purchases"}}
                    ]}
                  ]}
                ]},
                {"type": "Label", "classes": ["section-header"], "attributes": {"text": "CONNECTIVITY"}},
                {"type": "View", "classes": ["section"], "children": [
                  {"type": "TableViewCell", "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Airplane Mode"}},
                    {"type": "Switch", "id": "airplane-mode"}
                  ]},
                  {"type": "TableViewCell", "attributes": {"accessory": "disclosure"}, "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Wi-Fi"}},
                    {"type": "Label", "classes": ["detail"], "attributes": {"text": "Home"}}
                  ]},
                  {"type": "TableViewCell", "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Bluetooth"}},
                    {"type": "Switch", "id": "bluetooth", "state": ["selected"]}
                  ]}
                ]},
                {"type": "Label", "classes": ["section-header"], "attributes": {"text": "DISPLAY"}},
                {"type": "View", "classes": ["section"], "children": [
                  {"type": "TableViewCell", "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Brightness"}},
                    {"type": "Slider", "id": "brightness", "attributes": {"value": 0.7}}
                  ]},
                  {"type": "TableViewCell", "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Appearance"}},
                    {"type": "SegmentedControl", "attributes": {"segments": "Light,Dark,Auto", "selected": 0}}
                  ]},
                  {"type": "TableViewCell", "children": [
                    {"type": "Label", "classes": ["title"], "attributes": {"text": "Storage"}},
                    {"type": "ProgressView", "attributes": {"progress": 0.62}},
                    {"type": "Label", "classes": ["detail"], "attributes": {"text": "62%"}}
                  ]}
                ]},
                {"type": "View", "classes": ["actions"], "children": [
                  {"type": "Button", "id": "upgrade", "classes": ["primary"], "attributes": {"title": "Upgrade Storage"}},
                  {"type": "Button", "id": "sign-out", "classes": ["destructive"], "attributes": {"title": "Sign Out"}}
                ]}
              ]}
            ]},
            {"type": "TabBar", "children": [
              {"type": "TabBarItem", "attributes": {"title": "Home", "image": "house"}},
              {"type": "TabBarItem", "attributes": {"title": "Search", "image": "magnifyingglass"}},
              {"type": "TabBarItem", "attributes": {"title": "Alerts", "image": "bell"}},
              {"type": "TabBarItem", "state": ["selected"], "attributes": {"title": "Settings", "image": "gear"}}
            ]}
          ]}
        ]
      }
    }
    """#
}
