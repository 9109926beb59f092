import AutoLayout
import GoldenTesting
import LayoutRendering
import Testing

/// The rotation animation: each view's rectangle runs from its first frame to its second,
/// the screen's outline with them; views drawn at one end only fade.
@Suite struct TransitionAnimationTests {
  static func root(_ width: Double, _ height: Double) -> ViewRecord {
    ViewRecord(
      name: "root", frame: Rect(x: 0, y: 0, width: width, height: height),
      rootFrame: Rect(x: 0, y: 0, width: width, height: height))
  }

  static func view(_ name: String, _ frame: Rect, hidden: Bool = false) -> ViewRecord {
    ViewRecord(
      name: name, superviewIndex: 0, depth: 1, frame: frame, rootFrame: frame, isHidden: hidden)
  }

  /// A 100 × 200 portrait screen turning into 200 × 100: `bar` stretches, `badge` stays,
  /// `hint` is hidden in landscape, `side` exists only there.
  static let portrait = LayoutSnapshot(
    screen: ScreenInfo(
      title: "Demo", deviceName: "Phone", orientation: "portrait",
      size: Size(width: 100, height: 200), scale: 2),
    views: [
      root(100, 200),
      view("bar", Rect(x: 10, y: 20, width: 80, height: 30.5)),
      view("badge", Rect(x: 5, y: 5, width: 10, height: 10)),
      view("hint", Rect(x: 10, y: 60, width: 80, height: 20)),
    ])
  static let landscape = LayoutSnapshot(
    screen: ScreenInfo(
      title: "Demo", deviceName: "Phone", orientation: "landscapeLeft",
      size: Size(width: 200, height: 100), scale: 2),
    views: [
      root(200, 100),
      view("bar", Rect(x: 10, y: 20, width: 180, height: 1.0 / 3)),
      view("badge", Rect(x: 5, y: 5, width: 10, height: 10)),
      view("hint", Rect(x: 10, y: 60, width: 80, height: 20), hidden: true),
      view("side", Rect(x: 150, y: 30, width: 40, height: 40)),
    ])

  @Test func golden() throws {
    try GoldenFile.check(
      TransitionAnimationRenderer.svg(
        from: Self.portrait, to: Self.landscape, title: "Demo rotation"),
      named: "transition.svg")
  }

  /// The `values` of the `<animate>` of `attribute` in the group of view `name`.
  static func values(_ svg: String, view name: String, attribute: String) -> [String]? {
    guard let start = svg.range(of: "data-name=\"\(name)\"") else { return nil }
    let rest = svg[start.upperBound...]
    var body = rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)]
    // Only the rectangle (the name's `<text>` after it moves too) and the group's fade.
    if let text = body.range(of: "<text") { body = body[..<text.lowerBound] }
    guard
      let match = body.firstMatch(
        of: try! Regex("attributeName=\"\(attribute)\" values=\"([^\"]*)\""))
    else { return nil }
    return match.output[1].substring.map { $0.split(separator: ";").map(String.init) }
  }

  @Test func valuesRunFromTheFirstFrameToTheSecondExactly() throws {
    let svg = try TransitionAnimationRenderer.svg(
      from: Self.portrait, to: Self.landscape, title: "Demo")
    #expect(Self.values(svg, view: "bar", attribute: "width") == ["80", "180"])
    let heights = try #require(Self.values(svg, view: "bar", attribute: "height"))
    #expect(heights.compactMap(Double.init) == [30.5, 1.0 / 3])
    // Unchanged values are not animated.
    #expect(Self.values(svg, view: "bar", attribute: "x") == nil)
    #expect(Self.values(svg, view: "badge", attribute: "width") == nil)
    #expect(Self.values(svg, view: "hint", attribute: "opacity") == ["1", "0"])
    #expect(Self.values(svg, view: "side", attribute: "opacity") == ["0", "1"])
    #expect(svg.contains("dur=\"0.4s\" repeatCount=\"1\" fill=\"freeze\""))
  }

  @Test func namesMoveBetweenTheirPlacesAtEachEnd() throws {
    let svg = try TransitionAnimationRenderer.svg(
      from: Self.portrait, to: Self.landscape, title: "Demo")
    // Portrait: inside bar's top-left corner (3 px in, baseline 1 + 9.5 below its top);
    // landscape: bar is a third of a point tall, so its name sits just above it.
    #expect(
      svg.contains(
        "<text class=\"name\" x=\"13\" y=\"30.5\">bar\n"
          + "        <animate attributeName=\"x\" values=\"13;10\""))
    #expect(svg.contains("<animate attributeName=\"y\" values=\"30.5;16\""))
  }

  @Test func theUnsafeAreaCrossFadesWhenItChanges() throws {
    var first = Self.portrait
    first.screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    var second = Self.landscape
    second.screen.safeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 5, right: 30)
    let svg = try TransitionAnimationRenderer.svg(from: first, to: second, title: "Demo")
    #expect(
      svg.contains(
        "<path class=\"unsafe\" d=\"M0 0H100V200H0ZM0 20H100V190H0Z\" opacity=\"1\">"))
    #expect(
      svg.contains(
        "<path class=\"unsafe\" d=\"M0 0H200V100H0ZM30 0H170V95H30Z\" opacity=\"0\">"))
    #expect(svg.components(separatedBy: "<animate attributeName=\"opacity\"").count == 5)
    // The same insets at both ends: one still shape.
    second.screen.safeAreaInsets = first.screen.safeAreaInsets
    second.screen.size = first.screen.size
    let still = try TransitionAnimationRenderer.svg(from: first, to: second, title: "Demo")
    #expect(still.contains("<path class=\"unsafe\" d=\"M0 0H100V200H0ZM0 20H100V190H0Z\"/>"))
  }

  @Test func timingIsWrittenAndChecked() throws {
    let svg = try TransitionAnimationRenderer.svg(
      from: Self.portrait, to: Self.landscape, title: "Demo",
      timing: AnimationTiming(duration: 1.25, repeats: nil))
    #expect(svg.contains("dur=\"1.25s\" repeatCount=\"indefinite\""))
    #expect(throws: RenderingError.self) {
      _ = try TransitionAnimationRenderer.svg(
        from: Self.portrait, to: Self.landscape, title: "Demo",
        timing: AnimationTiming(duration: 0))
    }
    #expect(throws: RenderingError.self) {
      try AnimationTiming(duration: 1, repeats: 0).validate()
    }
  }
}
