import LayoutDevices
import Testing

@testable import LayoutFormats

/// Names resolved, superviews made explicit, VFL expanded against the file's view tree.
@Suite struct ResolvedLayoutTests {
  @Test func viewTreeAndExpandedConstraints() throws {
    let resolved = try LayoutFileParser.parse(ExampleFiles.restructure).resolved()
    #expect(
      resolved.views.map { "\($0.name)<\($0.superview ?? "-")" } == [
        "root<-", "header<root", "title<header", "photo<root", "caption<root", "badge<header",
      ])
    #expect(
      resolved.views[0].properties.margins
        == DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
    #expect(resolved.supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(
      resolved.constraints.map(\.description) == [
        "header.top == root.safeArea.top #headerTop",
        "header.height == 56",
        "header.leading == root.leading",
        "root.trailing == header.trailing",
        "title.leading == header.leadingMargin",
        "header.trailing >= title.trailing + 16",
        "title.centerY == header.centerY",
        "badge.trailing == header.trailingMargin",
        "badge.centerY == title.centerY",
      ])
    #expect(resolved.constraintSets.map(\.name) == ["portrait", "landscape"])
    #expect(resolved.constraintSets.map(\.isActive) == [true, false])
    #expect(
      resolved.constraintSets[1].constraints.map(\.description) == [
        "photo.leading == root.leading + 16",
        "caption.leading == photo.trailing + 8",
        "caption.width >= 200",
        "root.trailing == caption.trailing + 16",
        "caption.top == photo.top",
        "photo.top == header.bottom + 8",
        "root.bottom >= photo.bottom + 16",
        "photo.width == 0.5 * root.width",
      ])
  }

  @Test func variationsMatchTraitsAndSizes() throws {
    let resolved = try LayoutFileParser.parse(ExampleFiles.restructure).resolved()
    let phoneLandscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    let pad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    let phone = resolved.variations(matching: phoneLandscape, width: 568, height: 320)
    #expect(phone.count == 1)
    #expect(
      phone.first?.changes == [
        .deactivateSet("portrait", .none), .activateSet("landscape", .none),
        .setConstant("headerTop", 0, .none), .setFont("title", .system(size: 17), .none),
      ])
    let padLandscape = resolved.variations(matching: pad, width: 1366, height: 1024)
    #expect(padLandscape.map(\.condition.description) == ["[wRegular hRegular]"])
    let wide = resolved.variations(matching: pad, width: 1600, height: 1000)
    #expect(wide.count == 2)
    #expect(
      wide[1].addedConstraints.map(\.description) == [
        "photo.width <= 0.5 * root.width @750 #halfWidth"
      ])
  }

  @Test func vflPositionsPointIntoTheFile() throws {
    let layout = try LayoutFileParser.parse("view a\nview b\n  H:[a]-[b(>=10)]\n", file: "v.layout")
    let constraints = try layout.resolved().constraints
    #expect(constraints.map(\.position.description) == ["v.layout:3:9", "v.layout:3:12"])
  }

  @Test func vflErrorsInFilesPointAtTheColumn() {
    let source =
      "view a { view b }\nview c\nH:|-[a]-[c(==zz)]\nV:[b]-|  alignAllTop\nH:[a] alignAllTpo\n"
    do {
      _ = try LayoutFileParser.parse(source, file: "v.layout")
      Issue.record("expected errors")
    } catch {
      #expect(
        error.description == """
          v.layout:3:12: error: zz is not a key in the views dictionary.
          H:|-[a]-[c(==zz)]
                     ^
          v.layout:4:1: error: Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.
          V:[b]-|  alignAllTop
          ^
          v.layout:5:7: error: unknown VFL option 'alignAllTpo'; did you mean 'alignAllTop'?
          H:[a] alignAllTpo
                ^
          """)
    }
  }

  @Test func superviewOfNestedViewsIsTheirParent() throws {
    let layout = try LayoutFileParser.parse("view a { view b }\nV:|-[b]-|\n")
    #expect(
      try layout.resolved().constraints.map(\.description) == [
        "b.top == a.topMargin", "a.bottomMargin == b.bottom",
      ])
  }

  @Test func rootHasNoSuperviewForBars() {
    #expect(throws: FormatErrors.self) { _ = try LayoutFileParser.parse("H:|[root]|\n") }
  }
}
