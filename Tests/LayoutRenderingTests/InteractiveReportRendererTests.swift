import AutoLayout
import GoldenTesting
import LayoutRendering
import Testing

/// The interactive report page without a browser: its bytes for a small case, escaping of
/// hostile names inside the embedded data, its size limit, and the placing constraints a
/// capture records for it.
@Suite struct InteractiveReportRendererTests {
  /// The banner screen twice, labelled as two orientations of one device, the second with
  /// hand-written placing constraints for its title.
  static func bannerScreens() -> [ReportScreen] {
    var portrait = SampleSnapshots.banner
    portrait.screen.deviceName = "Phone"
    portrait.screen.orientation = "portrait"
    var landscape = portrait
    landscape.screen.orientation = "landscapeLeft"
    landscape.views[2].placements = [
      PlacingConstraint(
        axis: .horizontal, text: "title.leading == header.leading + 10",
        source: "banner.layout:4:1", holds: true),
      PlacingConstraint(axis: .vertical, text: "title.height == 20", source: nil, holds: false),
    ]
    return [
      ReportScreen(diagnosing: portrait),
      ReportScreen(
        snapshot: landscape,
        problems: [
          ReportProblem(
            kind: "off-screen", message: "corner extends past the screen",
            location: "banner.layout:9:1", isError: false)
        ]),
    ]
  }

  @Test func bannerReportMatchesItsGolden() throws {
    try GoldenFile.check(
      InteractiveReportRenderer.render(Self.bannerScreens(), title: "Banner"),
      named: "banner-report.html")
  }

  @Test func hostileNamesCannotCloseTheDataScript() throws {
    let page = try InteractiveReportRenderer.render(
      [ReportScreen(diagnosing: SampleSnapshots.hostile)], title: "</script><script>alert(1)")
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(page.components(separatedBy: "<script").count == 3)
    #expect(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)</title>"))
    #expect(page.contains("\"title\":\"\\u003c/script>\\u003cscript>alert(1)\""))
  }

  @Test func reportsOfNoScreenOrPastTheLimitAreRefused() {
    #expect(throws: RenderingError.reportSize(configurations: 0)) {
      try InteractiveReportRenderer.render([], title: "Empty")
    }
    #expect(
      "\(RenderingError.reportSize(configurations: 0))"
        == "a report needs at least one configuration")
    let many = Array(
      repeating: ReportScreen(snapshot: SampleSnapshots.banner),
      count: ReportLimits.maximumConfigurations + 1)
    #expect(throws: RenderingError.reportSize(configurations: 5_001)) {
      try InteractiveReportRenderer.render(many, title: "Many")
    }
    #expect(
      "\(RenderingError.reportSize(configurations: 5_001))"
        == "a report holds at most 5000 configurations (ReportLimits.maximumConfigurations); "
        + "this one has 5001: choose fewer devices, content sizes or widths, or use --shard")
  }

  @Test func determiningPlacementsMarkWhatHoldsTheTitle() throws {
    let screen = try SignInScreen()
    var snapshot = try screen.snapshot()
    snapshot.recordPlacements(from: screen.engine, detail: .determining)
    let title = try #require(snapshot.view(named: "title"))
    let lines = title.placements.map {
      "\($0.axis == .horizontal ? "h" : "v") \($0.holds ? "holds" : "names") \($0.text)"
        + " (\($0.source ?? "system"))"
    }
    // Holding constraints include the header's, which place the title through it.
    #expect(
      lines == [
        "h holds header.left == root.left (LayoutRenderingTests/SignInScreen.swift:65)",
        "h holds title.left == header.left + 16 (LayoutRenderingTests/SignInScreen.swift:68)",
        "h holds title.width == 220 (LayoutRenderingTests/SignInScreen.swift:70)",
        "v holds header.bottom == root.safeAreaLayoutGuide.top + 44"
          + " (LayoutRenderingTests/SignInScreen.swift:67)",
        "v holds title.bottom == header.bottom - 10 (LayoutRenderingTests/SignInScreen.swift:69)",
        "v holds title.height == 24 (LayoutRenderingTests/SignInScreen.swift:71)",
        "v holds root.safeAreaLayoutGuide.top == root.top + 20 #UIViewSafeAreaLayoutGuide-top"
          + " (system)",
      ])
    var naming = try screen.snapshot()
    naming.recordPlacements(from: screen.engine, detail: .naming)
    let named = try #require(naming.view(named: "title")).placements
    #expect(named.allSatisfy { !$0.holds })
    // Without the analysis: only the constraints that name the title.
    #expect(
      named.map(\.text) == [
        "title.left == header.left + 16", "title.width == 220",
        "title.bottom == header.bottom - 10", "title.height == 24",
      ])
    #expect(try #require(naming.view(named: "root")).placements.isEmpty)
  }
}
