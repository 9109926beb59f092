import LayoutRaster
import LayoutRendering

/// Sends a command's drawing to its output: text as it is, or, for `--format png`, the SVG
/// drawing rasterised. The one place `render`, `solve` and `explain` turn SVG into PNG.
enum PictureDelivery {
  /// The pixels per point of PNG pictures of a conflict log, which names no device: a Retina
  /// screen's 2x.
  static let explanationScale = 2.0

  /// The scale a PNG of `snapshots` is drawn at: the largest device scale among them, so
  /// every screen of a sheet keeps at least its own pixel density (1 when none says).
  static func scale(_ snapshots: [LayoutSnapshot]) -> Double {
    snapshots.map(\.screen.scale).filter { $0.isFinite && $0 > 0 }.max() ?? 1
  }

  /// One SVG (one screen), or a sheet of several.
  static func svg(_ snapshots: [LayoutSnapshot], title: String) throws(CommandError)
    -> String
  {
    do {
      return snapshots.count == 1
        ? try SVGRenderer.render(snapshots[0])
        : try DeviceMatrixRenderer.svg(snapshots, title: title)
    } catch {
      throw .renderingFailed("\(error)")
    }
  }

  /// Delivers `text`, or when `rasterized` (`--format png`) the PNG of the SVG `text` at
  /// `scale` pixels per point, to standard output or to `path`.
  ///
  /// - Throws: ``CommandError/renderingFailed(_:)`` when the PNG cannot be made,
  ///   ``CommandError/unwritable(_:)`` when the file cannot be written.
  static func deliver(
    _ text: String, rasterized: Bool, scale: Double, to path: String?,
    files: any FileAccess, into output: inout CommandOutput
  ) throws(CommandError) {
    guard rasterized else {
      try Delivery.deliver(text, to: path, files: files, into: &output)
      return
    }
    let bytes: [UInt8]
    do {
      bytes = try PNGRasterizer.png(svg: text, scale: scale)
    } catch {
      throw .renderingFailed(error.description)
    }
    guard let path, path != "-" else {
      output.standardOutputBytes += bytes
      return
    }
    do {
      try files.write(bytes: bytes, toFile: path)
    } catch {
      throw .unwritable(error)
    }
  }
}
