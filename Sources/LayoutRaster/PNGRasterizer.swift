import CRsvg
import Synchronization

/// Turns the SVG drawings the renderers make into PNG images through librsvg and cairo, at a
/// chosen number of pixels per SVG unit, so a drawing of a 3x device comes out at its pixel
/// size. A separate module, so only the programs that write PNG link librsvg.
public enum PNGRasterizer {
  /// The longest side accepted, in pixels.
  public static let maximumSide = 32_767
  /// The most pixels accepted (400 MB of RGBA), so a huge sheet fails clearly instead of
  /// exhausting memory.
  public static let maximumPixels = 100_000_000

  /// The PNG bytes of `svg` drawn at `scale` pixels per SVG unit on an opaque white page.
  ///
  /// The image is the SVG's width and height times `scale`, each rounded up to whole pixels.
  ///
  /// - Throws: ``RasterError`` when the SVG cannot be read or sized, the scale is not
  ///   positive and finite, the image would be too large, or drawing fails.
  public static func png(svg: String, scale: Double) throws(RasterError) -> [UInt8] {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    return try lock.withLock { _ throws(RasterError) in try draw(svg: svg, scale: scale) }
  }

  /// One drawing at a time: librsvg shares Pango, fontconfig and GLib state between handles,
  /// which is not documented to be safe from several threads at once.
  private static let lock = Mutex<Void>(())

  private static func draw(svg: String, scale: Double) throws(RasterError) -> [UInt8] {
    let data = Array(svg.utf8)
    var error: UnsafeMutablePointer<GError>?
    let loaded = data.withUnsafeBufferPointer {
      rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
    }
    guard let handle = loaded else { throw .unreadableSVG(take(error)) }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    var width = 0.0
    var height = 0.0
    guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
      width > 0, height > 0
    else { throw .noSize }
    let pixelWidth = (width * scale).rounded(.up)
    let pixelHeight = (height * scale).rounded(.up)
    guard pixelWidth <= Double(maximumSide), pixelHeight <= Double(maximumSide),
      pixelWidth * pixelHeight <= Double(maximumPixels)
    else { throw .tooLarge(width: pixelWidth, height: pixelHeight) }

    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw .drawingFailed(statusText(cairo_surface_status(surface)))
    }
    let context = cairo_create(surface)
    defer { cairo_destroy(context) }
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    var viewport = RsvgRectangle(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
      throw .drawingFailed(take(error))
    }
    cairo_surface_flush(surface)

    let sink = PNGSink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else { throw .drawingFailed(statusText(status)) }
    return withExtendedLifetime(sink) { sink.bytes }
  }

  /// The message of a GError, which is then freed.
  static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    guard let message = error.pointee.message else { return "unknown error" }
    return String(cString: message)
  }

  /// Cairo's words for a status.
  static func statusText(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}

/// Collects the bytes cairo writes.
private final class PNGSink {
  var bytes: [UInt8] = []
}
