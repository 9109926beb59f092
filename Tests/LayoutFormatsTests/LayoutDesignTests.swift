import LayoutDevices
import Testing

@testable import LayoutFormats

/// The effective design of the example screen in several environments.
@Suite struct LayoutDesignTests {
  let resolved: ResolvedLayout

  init() throws {
    resolved = try LayoutFileParser.parse(ExampleFiles.restructure).resolved()
  }

  @Test func phonePortraitIsTheBaseDesign() {
    let design = resolved.design(
      traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
      width: 390, height: 844)
    #expect(design.activeSets == ["portrait"])
    #expect(design.views.map(\.name) == ["root", "header", "title", "photo", "caption"])
    #expect(design.constraints.count == 7 + 7)
    #expect(!design.constraints.contains { $0.first.item.view == "badge" })
    #expect(design.views[2].properties.fontSize == 20)
  }

  @Test func phoneLandscapeSwitchesSetsAndConstants() {
    let design = resolved.design(
      traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact),
      width: 568, height: 320)
    #expect(design.activeSets == ["landscape"])
    #expect(design.constraints.first?.description == "header.top == root.safeArea.top #headerTop")
    #expect(design.constraints.first?.constant == 0)
    #expect(design.views.first { $0.name == "title" }?.properties.fontSize == 17)
    #expect(design.constraints.contains { $0.description == "photo.width == 0.5 * root.width" })
  }

  @Test func padInstallsTheBadgeAndUninstallsTheAspect() {
    let design = resolved.design(
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular),
      width: 1600, height: 1000)
    #expect(design.views.map(\.name).contains("badge"))
    #expect(design.views.first { $0.name == "badge" }?.properties.isHidden == true)
    #expect(!design.constraints.contains { $0.identifier == "photoAspect" })
    #expect(design.constraints.suffix(2).map(\.identifier) == ["bigPhoto", "halfWidth"])
    #expect(
      design.views.first { $0.name == "caption" }?.properties.text
        == "A longer caption for big screens")
  }

  @Test func uninstallingAViewRemovesItsSubtreeAndConstraints() throws {
    let layout = try LayoutFileParser.parse(
      """
      view a { view b }
      b.width == 10
      a.width == 20
      [wAny hAny] { uninstall a }
      """)
    let design = try layout.resolved().design(traits: TraitCollection(), width: 100, height: 100)
    #expect(design.views.map(\.name) == ["root"])
    #expect(design.constraints.isEmpty)
  }
}
