import LayoutCore
import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// The adaptive photo-feed screen of issue 5: generic constraints always on, a portrait
/// design (`wAny hRegular`) and a compact-height design (`wAny hCompact`) swapped on trait
/// changes.
@Suite struct PhotoFeedTests {
  final class Screen {
    let environment: DeviceEnvironment
    let header: View
    let picture: View
    let author: View
    let likes: View
    let portrait: ConstraintSet
    let landscape: ConstraintSet

    init(_ configuration: DeviceConfiguration) throws {
      let engine = LayoutEngine(rootSize: size(100, 100))
      let safe = engine.root.safeAreaLayoutGuide
      header = try makeView("header", in: engine.root)
      picture = try makeView("picture", in: engine.root)
      author = try makeView("author", in: engine.root)
      likes = try makeView("likes", in: engine.root)
      let generic = [
        header.topAnchor.constraint(equalTo: safe.topAnchor),
        header.leftAnchor.constraint(equalTo: safe.leftAnchor),
        header.rightAnchor.constraint(equalTo: safe.rightAnchor),
        header.heightAnchor.constraint(equalToConstant: 60),
        picture.widthAnchor.constraint(equalTo: picture.heightAnchor),
        author.heightAnchor.constraint(equalToConstant: 50),
        likes.heightAnchor.constraint(equalToConstant: 44),
      ]
      portrait = ConstraintSet(
        "portrait",
        [
          author.topAnchor.constraint(equalTo: header.bottomAnchor),
          author.leftAnchor.constraint(equalTo: safe.leftAnchor),
          author.rightAnchor.constraint(equalTo: safe.rightAnchor),
          picture.topAnchor.constraint(equalTo: author.bottomAnchor),
          picture.leftAnchor.constraint(equalTo: safe.leftAnchor),
          picture.rightAnchor.constraint(equalTo: safe.rightAnchor),
          likes.topAnchor.constraint(equalTo: picture.bottomAnchor),
          likes.leftAnchor.constraint(equalTo: safe.leftAnchor),
          likes.rightAnchor.constraint(equalTo: safe.rightAnchor),
        ])
      landscape = ConstraintSet(
        "landscape",
        [
          picture.topAnchor.constraint(equalTo: header.bottomAnchor),
          picture.leftAnchor.constraint(equalTo: safe.leftAnchor),
          picture.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
          author.topAnchor.constraint(equalTo: header.bottomAnchor),
          author.leftAnchor.constraint(equalTo: picture.rightAnchor),
          author.rightAnchor.constraint(equalTo: safe.rightAnchor, priority: 999),
          author.widthAnchor.constraint(lessThanOrEqualTo: picture.widthAnchor),
          likes.topAnchor.constraint(equalTo: author.bottomAnchor),
          likes.leftAnchor.constraint(equalTo: picture.rightAnchor),
          likes.rightAnchor.constraint(equalTo: safe.rightAnchor, priority: 999),
          likes.widthAnchor.constraint(lessThanOrEqualTo: picture.widthAnchor),
        ])
      let variations = TraitVariations()
      variations.add(generic)
      variations.add(portrait, for: try TraitCollection(sizeClassLabel: "wAny hRegular"))
      variations.add(landscape, for: try TraitCollection(sizeClassLabel: "wAny hCompact"))
      environment = try DeviceEnvironment(
        engine: engine, configuration: configuration, variations: variations)
    }

    var frames: [Rect] { [header.frame, author.frame, picture.frame, likes.frame] }
  }

  @Test func portraitAndLandscapeOnIPhone15() throws {
    let screen = try Screen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    let portraitFrames = [
      rect(0, 59, 393, 60), rect(0, 119, 393, 50), rect(0, 169, 393, 393), rect(0, 562, 393, 44),
    ]
    let landscapeFrames = [
      rect(59, 0, 734, 60), rect(371, 60, 312, 50), rect(59, 60, 312, 312),
      rect(371, 110, 312, 44),
    ]
    #expect(screen.frames == portraitFrames)
    for _ in 0..<10 {
      let out = try screen.environment.rotate(to: .landscapeLeft)
      #expect(screen.frames == landscapeFrames)
      #expect(out.work.variations.activations == screen.landscape.constraints.count)
      #expect(out.work.variations.deactivations == screen.portrait.constraints.count)
      // Same traits: no set is touched.
      let flip = try screen.environment.rotate(to: .landscapeRight)
      #expect(flip.work.variations.isEmpty)
      #expect(screen.frames == landscapeFrames)
      let back = try screen.environment.rotate(to: .portrait)
      #expect(screen.frames == portraitFrames)
      #expect(back.work.variations.activations == screen.portrait.constraints.count)
      #expect(back.work.variations.deactivations == screen.landscape.constraints.count)
    }
    let engine = screen.environment.engine
    #expect(engine.conflictReports.isEmpty)
    #expect(engine.ambiguityReports().isEmpty)
    #expect(engine.solverStatistics.fullSolves == 0)
  }

  @Test func plusLandscapeAndIPad() throws {
    let plus = try Screen(
      DeviceConfiguration(device: device("iPhone 15 Plus"), orientation: .landscapeLeft))
    #expect(plus.landscape.isActive && !plus.portrait.isActive)
    #expect(
      plus.frames == [
        rect(59, 0, 814, 60), rect(408, 60, 349, 50), rect(59, 60, 349, 349),
        rect(408, 110, 349, 44),
      ])
    let pad = try Screen(
      DeviceConfiguration(device: device("iPad (10th generation)"), orientation: .portrait))
    #expect(pad.portrait.isActive && !pad.landscape.isActive)
    #expect(
      pad.frames == [
        rect(0, 24, 820, 60), rect(0, 84, 820, 50), rect(0, 134, 820, 820), rect(0, 954, 820, 44),
      ])
    // Regular height both ways: rotating an iPad keeps the portrait design.
    let rotated = try pad.environment.rotate(to: .landscapeLeft)
    #expect(rotated.work.variations.isEmpty)
    #expect(pad.picture.frame == rect(0, 134, 1180, 1180))
  }
}
