extension View {
  /// The rectangle inside the view's layout margins (UIKit's `layoutMarginsGuide`). Made on
  /// first use; margin attributes of constraints resolve to it.
  public var layoutMarginsGuide: LayoutGuide {
    systemGuide(\.marginsGuideStorage, role: .layoutMargins)
  }

  /// The part of the view not covered by the root's safe-area insets (UIKit's
  /// `safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: LayoutGuide {
    systemGuide(\.safeAreaGuideStorage, role: .safeArea)
  }

  /// A guide inside the margins no wider than the engine's readable width, centred
  /// horizontally and spanning the margins vertically (UIKit's `readableContentGuide`).
  public var readableContentGuide: LayoutGuide {
    systemGuide(\.readableGuideStorage, role: .readableContent)
  }

  /// The part of the view the docked keyboard covers, its top at the safe area's bottom
  /// while the keyboard is hidden (UIKit's `keyboardLayoutGuide`, iOS 15): constraining
  /// content above it keeps the content visible when the keyboard shows
  /// (``LayoutEngine/showKeyboard(height:)``).
  public var keyboardLayoutGuide: LayoutGuide {
    systemGuide(\.keyboardGuideStorage, role: .keyboard)
  }

  /// For a scroll view, the scrollable content area (UIKit's `contentLayoutGuide`): its
  /// origin is the scroll view's (content offset zero) and its size, the content size, is
  /// whatever the constraints to the scroll view's edges make it.
  public var contentLayoutGuide: LayoutGuide {
    systemGuide(\.contentGuideStorage, role: .scrollContent)
  }

  /// For a scroll view, the size of the content area from the last layout pass.
  public var contentSize: Size {
    contentGuideStorage.map { $0.layoutFrame.size } ?? .zero
  }

  /// The system guides made so far.
  var systemGuides: [LayoutGuide] {
    [
      marginsGuideStorage, safeAreaGuideStorage, readableGuideStorage, contentGuideStorage,
      keyboardGuideStorage,
    ].compactMap { $0 }
  }

  private func systemGuide(
    _ storage: ReferenceWritableKeyPath<View, LayoutGuide?>, role: LayoutGuide.Role
  ) -> LayoutGuide {
    if let guide = self[keyPath: storage] { return guide }
    let guide = LayoutGuide(role: role, owner: self)
    for pin in guide.allSystemConstraints {
      pin.isActive = true
      pin.host = self
    }
    self[keyPath: storage] = guide
    engine?.attachGuide(guide)
    return guide
  }
}
