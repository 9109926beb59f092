import LayoutCore
import AutoLayout
import LayoutRendering
import Testing

@Suite struct SnapshotCaptureTests {
  @Test func recordsEveryViewParentsFirstWithExactFrames() throws {
    let snapshot = try SignInScreen().snapshot()
    let rows = snapshot.views.map { record in
      [
        record.name, record.className, String(record.depth),
        record.superviewIndex.map { snapshot.views[$0].name } ?? "-",
        "\(record.frame)", "\(record.rootFrame)",
      ].joined(separator: " ")
    }
    #expect(
      rows == [
        "root UIView 0 - (0, 0, 375, 667) (0, 0, 375, 667)",
        "header UIView 1 root (0, 0, 375, 64) (0, 0, 375, 64)",
        "title UILabel 2 header (16, 30, 220, 24) (16, 30, 220, 24)",
        "form UIView 1 root (16, 84, 343, 200) (16, 84, 343, 200)",
        "email UITextField 2 form (0, 0, 343, 44) (16, 84, 343, 44)",
        "password UITextField 2 form (0, 56, 343, 44) (16, 140, 343, 44)",
        // 0.3 × 343 = 102.9 rounds to 103 at 2x; centred: (343 − 103) / 2 = 120.
        "button UIButton 2 form (120, 124, 103, 44) (136, 208, 103, 44)",
        "hint UILabel 2 form (0, 176, 150, 20) (16, 260, 150, 20)",
        "badge UILabel 1 root (329, 0, 30, 30) (329, 0, 30, 30)",
      ])
    #expect(snapshot.view(named: "hint")?.isHidden == true)
    #expect(snapshot.view(named: "title")?.text == "Tom & Jerry's <Sign In>")
    #expect(
      snapshot.drawnViews.map(\.name) == [
        "header", "title", "form", "email", "password", "button", "badge",
      ])
  }

  @Test func recordsTheScreenFromTheEngineAndTheLabelsFromTheDevice() throws {
    let snapshot = try SignInScreen().snapshot()
    let screen = snapshot.screen
    #expect(screen.title == "Sign In")
    #expect(screen.deviceName == "iPhone SE (2nd generation)")
    #expect(screen.orientation == "portrait")
    #expect(screen.sizeClasses?.horizontal == .compact)
    #expect(screen.size == Size(width: 375, height: 667))
    #expect(screen.scale == 2)
    #expect(screen.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(screen.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    #expect(snapshot.backend == "cassowary")
    #expect(screen.caption == "Sign In: iPhone SE (2nd generation) portrait 375x667 @2x wC hR")
  }

  @Test func recordsConflictsAndAmbiguity() throws {
    let snapshot = try SignInScreen().snapshot()
    let diagnostics = snapshot.diagnostics
    #expect(diagnostics.conflicts.count == 1)
    let conflict = try #require(diagnostics.conflicts.first)
    #expect(conflict.broken.contains("@SignIn.swift#2 button.width == 120"))
    #expect(conflict.constraints.contains { $0.contains("button.width == 0.3*form.width") })
    #expect(diagnostics.brokenConstraints == [conflict.broken])
    #expect(diagnostics.ambiguous == [AmbiguityRecord(item: "badge", variables: [.minY])])
    #expect(snapshot.view(named: "badge")?.ambiguousVariables == [.minY])
    #expect(diagnostics.status == "unsatisfiable")
  }

  @Test func captureRunsPendingLayout() throws {
    let engine = LayoutEngine(rootSize: Size(width: 200, height: 100))
    let box = View("box")
    box.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(box)
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 5),
      box.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 1.0 / 3),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    let snapshot = try LayoutSnapshot.capture(engine)
    // 200 / 3 = 66.67 at 1x: the right edge 76.67 snaps to 77, the width is 67.
    #expect(snapshot.view(named: "box")?.frame == Rect(x: 10, y: 5, width: 67, height: 20))
    #expect(snapshot.diagnostics.isEmpty)
    #expect(snapshot.diagnostics.status == "ok")
    #expect(snapshot.screen.deviceName == nil)
    #expect(snapshot.screen.caption == "200x100 @1x")
  }

  @Test func unnamedViewsUseTheirDebugNameAndScrollViewsTheirClass() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let scroll = View("", isScrollView: true)
    scroll.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    try engine.root.addSubview(scroll)
    let snapshot = try LayoutSnapshot.capture(engine)
    let record = try #require(snapshot.views.last)
    #expect(record.name.hasPrefix("UIView:0x"))
    #expect(record.className == "UIScrollView")
    #expect(record.frame == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func fractionalFramesAt3x() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100), scale: 3)
    let box = View("box")
    box.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(box)
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10.2),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 1.0 / 3),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    let snapshot = try LayoutSnapshot.capture(engine)
    let json = JSONRenderer.render(snapshot)
    // 10.2 snaps to 10.333 (31 pixels), the right edge 10.533 to 10.667.
    #expect(json.contains(#""x": 10.333,"#))
    #expect(json.contains(#""width": 0.333,"#) || json.contains(#""width": 0.333\n"#))
  }
}
