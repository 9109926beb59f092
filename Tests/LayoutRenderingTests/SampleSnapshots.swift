import AutoLayout
import LayoutRendering

/// Snapshots written by hand, so renderer tests do not depend on the solver.
enum SampleSnapshots {
  /// A 320x160 screen: a header with a title, a box with text, an ambiguous view, a hidden
  /// view and a view hanging off the bottom-right corner.
  static let banner = LayoutSnapshot(
    screen: ScreenInfo(title: "Banner", size: Size(width: 320, height: 160)),
    views: [
      record("root", nil, 0, Rect(x: 0, y: 0, width: 320, height: 160)),
      record("header", 0, 1, Rect(x: 0, y: 0, width: 320, height: 40)),
      record("title", 1, 2, Rect(x: 10, y: 10, width: 100, height: 20), text: "Hi"),
      record("box", 0, 1, Rect(x: 40, y: 60, width: 120, height: 80), text: "Hello, world"),
      record(
        "side", 0, 1, Rect(x: 200, y: 60, width: 70, height: 80), ambiguous: [.minX]),
      record("ghost", 0, 1, Rect(x: 10, y: 100, width: 20, height: 20), hidden: true),
      record("ghostChild", 5, 2, Rect(x: 12, y: 102, width: 10, height: 10)),
      record("corner", 0, 1, Rect(x: 280, y: 120, width: 100, height: 100)),
    ],
    diagnostics: LayoutDiagnostics(
      ambiguous: [AmbiguityRecord(item: "side", variables: [.minX])]))

  /// A record whose superview frame equals its root frame (enough for drawing tests).
  static func record(
    _ name: String, _ superview: Int?, _ depth: Int, _ frame: Rect, text: String? = nil,
    hidden: Bool = false, ambiguous: [LayoutVariableKind] = []
  ) -> ViewRecord {
    ViewRecord(
      name: name, text: text, superviewIndex: superview, depth: depth, frame: frame,
      rootFrame: frame, isHidden: hidden, ambiguousVariables: ambiguous)
  }

  /// A screen whose names and texts hold every character markup must escape.
  static let hostile = LayoutSnapshot(
    screen: ScreenInfo(
      title: "<script>alert('x')</script> & \"co\"", deviceName: "Phone <X>",
      orientation: "portrait", size: Size(width: 100, height: 100)),
    backend: "cassowary",
    views: [
      record("root", nil, 0, Rect(x: 0, y: 0, width: 100, height: 100)),
      record(
        "a<b & \"c\" 'd'", 0, 1, Rect(x: 10, y: 10, width: 80, height: 40),
        text: "x > y && y < \"z\"\u{1B}[31m\u{7}"),
    ],
    diagnostics: LayoutDiagnostics(
      conflicts: [
        ConflictRecord(
          constraints: ["<NSLayoutConstraint:0x1 a<b.width == 10>"],
          broken: "<NSLayoutConstraint:0x1 a<b.width == 10>")
      ],
      ambiguous: [AmbiguityRecord(item: "a<b & \"c\" 'd'", variables: [.width])]))
}
