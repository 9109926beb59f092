import LayoutCore
import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutFormats

/// Layout files and VFL strings built in the engine and solved.
@Suite struct EngineLoweringTests {
  func solve(_ source: String, width: Double = 400, height: Double = 800) throws -> (
    LayoutEngine, LoweredLayout
  ) {
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: width, height: height)
    let engine = LayoutEngine(rootSize: Size(width: width, height: height))
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    return (engine, lowered)
  }

  @Test func framesFromVisualFormatAndEquations() throws {
    let (engine, lowered) = try solve(
      """
      view box { margins 4 }
      view inner in box
      H:|-20-[box(100)]
      V:|-30-[box(50)]
      inner.leading == box.leadingMargin
      inner.trailing == box.trailingMargin
      inner.top == box.top + 10 #innerTop
      inner.height == 0.5 * box.height
      """)
    #expect(engine.conflictReports.isEmpty)
    #expect(lowered.views["box"]?.frame == Rect(x: 20, y: 30, width: 100, height: 50))
    #expect(lowered.views["inner"]?.frame == Rect(x: 4, y: 10, width: 92, height: 25))
    #expect(lowered.constraint(identifier: "innerTop")?.origin?.description == "t.layout:7:1")
  }

  @Test func intrinsicSizesAndPriorities() throws {
    let (_, lowered) = try solve(
      """
      view label: UILabel {
        intrinsic 120 30
        hugging 251 251
      }
      view field { intrinsic 50 30 }
      H:|[label]-[field]| alignAllCenterY
      V:|[label]
      """)
    #expect(lowered.views["label"]?.frame == Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(lowered.views["field"]?.frame == Rect(x: 128, y: 0, width: 272, height: 30))
  }

  @Test func theExampleSolvesWithoutConflicts() throws {
    let resolved = try LayoutFileParser.parse(ExampleFiles.restructure).resolved()
    let cases: [(TraitCollection, Double, Double)] = [
      (TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular), 390, 844),
      (TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact), 568, 320),
      (TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular), 1366, 1024),
    ]
    for (traits, width, height) in cases {
      let engine = LayoutEngine(rootSize: Size(width: width, height: height))
      engine.horizontalSizeClass = traits.horizontalSizeClass
      let lowered = try resolved.install(in: engine, traits: traits)
      try engine.layoutIfNeeded()
      #expect(engine.conflictReports.isEmpty)
      let photo = try #require(lowered.views["photo"]?.frame)
      #expect(photo.y == 56 + 8)
      #expect(photo.width > 0 && photo.height > 0)
    }
  }

  @Test func appleStyleVisualFormatOnEngineViews() throws {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 100))
    let a = View("a")
    let b = View("b")
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
    }
    let horizontal = try VisualFormat.layoutConstraints(
      "H:|-10-[a(==b)]-[b]-10-|", options: .alignAllTop, views: ["a": a, "b": b])
    let vertical = try VisualFormat.layoutConstraints("V:|[a(40)]", views: ["a": a, "b": b])
    try LayoutConstraint.activate(
      horizontal + vertical + [
        LayoutConstraint(
          item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          constant: 20)
      ])
    try engine.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 0, width: 136, height: 40))
    #expect(b.frame == Rect(x: 154, y: 0, width: 136, height: 20))
    #expect(throws: VisualFormatError.self) {
      _ = try VisualFormat.layoutConstraints("|[c]", views: ["c": View("c")])
    }
  }
}
