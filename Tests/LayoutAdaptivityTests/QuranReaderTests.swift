import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// The Qur'an reader rule of issue 5 (after aijazansari.com, "Rotation with Adaptive
/// Layout", 2016): the controller resets the canvas padding in `viewWillTransition` and
/// decides in `viewDidLayoutSubviews` from the canvas's aspect ratio: two facing pages when
/// the ratio is in the large range, one page otherwise, and 15% side padding each side
/// (ratio × 0.7) when the ratio falls between the ranges. The article does not publish its
/// bounds; these tests take one page up to 0.8 and two pages from 1.2.
@Suite struct QuranReaderTests {
  final class Reader: ContentContainer {
    static let singlePageMaximum = 0.8
    static let twoPageMinimum = 1.2

    let canvas: View
    let leading: LayoutConstraint
    let trailing: LayoutConstraint
    let onePage: ConstraintSet
    let twoPages: ConstraintSet
    let firstPage: View
    let secondPage: View
    var computationDue = true

    init(root: View) throws {
      let safe = root.safeAreaLayoutGuide
      canvas = try makeView("canvas", in: root)
      firstPage = try makeView("page1", in: canvas)
      secondPage = try makeView("page2", in: canvas)
      leading = canvas.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      trailing = canvas.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
      try LayoutConstraint.activate([
        leading, trailing,
        canvas.topAnchor.constraint(equalTo: safe.topAnchor),
        canvas.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        firstPage.topAnchor.constraint(equalTo: canvas.topAnchor),
        firstPage.bottomAnchor.constraint(equalTo: canvas.bottomAnchor),
        firstPage.leadingAnchor.constraint(equalTo: canvas.leadingAnchor),
        secondPage.topAnchor.constraint(equalTo: canvas.topAnchor),
        secondPage.bottomAnchor.constraint(equalTo: canvas.bottomAnchor),
        secondPage.trailingAnchor.constraint(equalTo: canvas.trailingAnchor),
      ])
      onePage = ConstraintSet(
        "one page",
        [
          firstPage.trailingAnchor.constraint(equalTo: canvas.trailingAnchor),
          secondPage.widthAnchor.constraint(equalToConstant: 0),
        ])
      twoPages = ConstraintSet(
        "two pages",
        [
          firstPage.trailingAnchor.constraint(equalTo: canvas.centerXAnchor),
          secondPage.leadingAnchor.constraint(equalTo: canvas.centerXAnchor),
        ])
      try onePage.activate()
    }

    func viewWillTransition(to size: Size, in environment: DeviceEnvironment) {
      leading.constant = 0
      trailing.constant = 0
      computationDue = true
    }

    func viewDidLayoutSubviews(in environment: DeviceEnvironment) throws(LayoutEngineError) {
      guard computationDue else { return }
      computationDue = false
      let ratio = canvas.frame.width / canvas.frame.height
      if ratio >= Self.twoPageMinimum {
        try ConstraintSet.switchSets(from: [onePage], to: [twoPages])
      } else {
        if ratio > Self.singlePageMaximum {
          let padding = canvas.frame.width * 0.15
          leading.constant = padding
          trailing.constant = -padding
        }
        try ConstraintSet.switchSets(from: [twoPages], to: [onePage])
      }
    }

    var showsTwoPages: Bool { twoPages.isActive }
  }

  static func launch(_ configuration: DeviceConfiguration) throws -> (DeviceEnvironment, Reader) {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let reader = try Reader(root: engine.root)
    let environment = try DeviceEnvironment(
      engine: engine, configuration: configuration, observer: reader)
    return (environment, reader)
  }

  @Test func iPhoneShowsOnePageUprightAndTwoOnItsSide() throws {
    let (environment, reader) = try Self.launch(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(!reader.showsTwoPages)
    #expect(reader.canvas.frame == rect(0, 59, 393, 759))
    #expect(reader.firstPage.frame == rect(0, 0, 393, 759))
    let report = try environment.rotate(to: .landscapeLeft)
    #expect(reader.showsTwoPages)
    #expect(reader.canvas.frame == rect(59, 0, 734, 372))
    #expect(reader.firstPage.frame == rect(0, 0, 367, 372))
    #expect(reader.secondPage.frame == rect(367, 0, 367, 372))
    // The decision in viewDidLayoutSubviews invalidates the layout: a second pass.
    #expect(report.events.filter { $0 == .layoutSubviews }.count == 2)
    try environment.rotate(to: .portrait)
    #expect(!reader.showsTwoPages)
    #expect(reader.firstPage.frame == rect(0, 0, 393, 759))
    #expect(reader.secondPage.frame == rect(393, 0, 0, 759))
  }

  @Test func iPadFullScreenAndSplitView() throws {
    let (environment, reader) = try Self.launch(
      DeviceConfiguration(device: device("iPad (10th generation)"), orientation: .portrait))
    // 820 / 1136 = 0.72: one page, no padding.
    #expect(!reader.showsTwoPages)
    #expect(reader.canvas.frame == rect(0, 24, 820, 1136))
    // 1180 / 776 = 1.52: two pages.
    try environment.rotate(to: .landscapeLeft)
    #expect(reader.showsTwoPages)
    #expect(reader.firstPage.frame == rect(0, 0, 590, 776))
    // Split View 2/3 in landscape: 850 / 776 = 1.10, between the ranges: 15% padding each
    // side (127.5 points, whole pixels at 2x) and one page of ratio 595 / 776 = 0.77.
    try environment.resize(to: .twoThirds)
    #expect(!reader.showsTwoPages)
    #expect(reader.canvas.frame == rect(127.5, 24, 595, 776))
    #expect(reader.firstPage.frame == rect(0, 0, 595, 776))
    // 1/2: 585 / 776 = 0.75, one page without padding.
    try environment.resize(to: .half)
    #expect(reader.canvas.frame == rect(0, 24, 585, 776))
    // 1/3 in portrait: 320 / 1136, one narrow page.
    try environment.resize(to: .oneThird)
    try environment.rotate(to: .portrait)
    #expect(!reader.showsTwoPages)
    #expect(reader.canvas.frame == rect(0, 24, 320, 1136))
    #expect(environment.engine.conflictReports.isEmpty)
  }
}
