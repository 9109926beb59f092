extension StoryboardDocument {
  /// The top safe-area inset of a *Freeform* root at the screen's top edge shorter than the
  /// screen, with no bar above it (a small controller presented over the current context):
  /// `top`, the status bar, and on the canvas of Xcode 16.3 and later (`chrome`, nil on
  /// earlier canvases and for roots of other simulated sizes) that canvas's portrait status
  /// bar once more, as it insets a full-screen root (``canvasChrome(of:)``): a 320 × 520
  /// freeform root on an iPhone 15 Pro canvas stores a view pinned to its safe area at
  /// 2 × 59 = 118 (`Sources/LayoutStoryboard/README.md`, *Fresh eleven and twelve*).
  func shortRootCanvasTop(_ top: Double, chrome: (top: Double, bottom: Double)?) -> Double {
    guard top > 0, let chrome else { return top }
    return top + chrome.top
  }
}
