import Testing

@testable import LayoutDevices

/// Trait collections as concrete environments and as Interface Builder-style patterns.
@Suite struct TraitCollectionTests {
  @Test func deviceTraits() throws {
    let plus = try DeviceCatalog.device(named: "iPhone 8 Plus")
    let traits = plus.traitCollection(in: .landscapeLeft)
    #expect(traits.horizontalSizeClass == .regular)
    #expect(traits.verticalSizeClass == .compact)
    #expect(traits.displayScale == 3)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.specificity == 5)
    #expect(traits.description == "wR hC @3x phone leftToRight")
  }

  @Test func patternsMatchOnSpecifiedTraitsOnly() throws {
    let iPad = try DeviceCatalog.device(named: "iPad Air 2").traitCollection(in: .portrait)
    let anyAny = TraitCollection()
    let regularRegular = TraitCollection(SizeClassPair(horizontal: .regular, vertical: .regular))
    let anyCompact = TraitCollection(verticalSizeClass: .compact)
    #expect(iPad.matches(anyAny))
    #expect(iPad.matches(regularRegular))
    #expect(!iPad.matches(anyCompact))
    #expect(anyAny.specificity == 0)
    #expect(anyCompact.specificity == 1)
    #expect(anyCompact.description == "wAny hC")
    #expect(!iPad.matches(TraitCollection(layoutDirection: .rightToLeft)))
  }

  @Test func overridingReplacesOnlySpecifiedTraits() {
    let base = TraitCollection(
      horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2,
      userInterfaceIdiom: .phone, layoutDirection: .leftToRight)
    let merged = base.overriding(
      with: TraitCollection(verticalSizeClass: .compact, layoutDirection: .rightToLeft))
    #expect(merged.sizeClasses == SizeClassPair(horizontal: .compact, vertical: .compact))
    #expect(merged.displayScale == 2)
    #expect(merged.layoutDirection == .rightToLeft)
    #expect(merged.userInterfaceIdiom == .phone)
  }
}
