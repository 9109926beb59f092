import LayoutRaster
import PNGDecoding
import Testing

/// SVG to PNG through librsvg: the image's size is the SVG's times the scale, and pixels are
/// where the SVG put them, on a white page.
@Suite struct PNGRasterizerTests {
  /// A 10 × 5 drawing: a red square on the left half, nothing on the right.
  static let square = """
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">
    <rect x="0" y="0" width="5" height="5" fill="#ff0000"/>
    </svg>
    """

  @Test(arguments: [1.0, 2.0, 3.0])
  func sizeIsPointsTimesScale(scale: Double) throws {
    let png = try PNGRasterizer.png(svg: Self.square, scale: scale)
    let size = try PNGImage.size(of: png)
    #expect(size.width == Int(10 * scale))
    #expect(size.height == Int(5 * scale))
  }

  @Test func pixelsShowTheDrawingOnWhite() throws {
    let image = try PNGImage(PNGRasterizer.png(svg: Self.square, scale: 3))
    #expect(image.width == 30 && image.height == 15)
    #expect(image.pixel(2, 2) == (255, 0, 0, 255))
    #expect(image.pixel(13, 13) == (255, 0, 0, 255))
    #expect(image.pixel(20, 7) == (255, 255, 255, 255))
    #expect(image.pixel(29, 14) == (255, 255, 255, 255))
  }

  @Test func fractionalSizesRoundUpToWholePixels() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="10.5" height="3.2"></svg>
      """
    let size = try PNGImage.size(of: PNGRasterizer.png(svg: svg, scale: 2))
    #expect(size.width == 21)
    #expect(size.height == 7)
  }

  @Test func malformedSVGIsRefusedWithLibrsvgsReason() {
    #expect {
      _ = try PNGRasterizer.png(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"", scale: 1)
    } throws: { error in
      guard case .unreadableSVG(let reason) = error as? RasterError else { return false }
      return !reason.isEmpty
        && (error as! RasterError).description.hasPrefix("cannot read the SVG to rasterise: ")
    }
  }

  @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
  func badScalesAreRefused(scale: Double) {
    #expect(throws: RasterError.self) { _ = try PNGRasterizer.png(svg: Self.square, scale: scale) }
  }

  @Test func hugeImagesAreRefusedBeforeAllocating() {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"></svg>
      """
    #expect(throws: RasterError.tooLarge(width: 60000, height: 60000)) {
      _ = try PNGRasterizer.png(svg: svg, scale: 3)
    }
    #expect(
      RasterError.tooLarge(width: 60000, height: 60000).description
        == "a 60000x60000 pixel PNG is too large (at most 32767 pixels a side and "
        + "100000000 in all)")
  }
}
