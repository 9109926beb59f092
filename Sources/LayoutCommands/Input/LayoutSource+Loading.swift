import LayoutCore
import LayoutFormats
import LayoutMatrix

extension LayoutSource {
  /// Reads and parses the file at `path`.
  ///
  /// - Throws: ``CommandError/unreadable(_:)`` or ``CommandError/invalidLayout(_:)`` (every
  ///   error in the file, including an over-limit size or invalid UTF-8).
  public static func load(
    path: String, using files: any FileAccess, limits: FormatLimits = .standard
  ) throws(CommandError) -> LayoutSource {
    let bytes: [UInt8]
    do {
      bytes = try files.contents(ofFile: path, limit: limits.maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    // Reading stopped one byte past the limit, so the file's real size is unknown here.
    guard bytes.count <= limits.maximumFileSize else {
      throw .invalidLayout(
        FormatErrors([
          FormatError.refusingFile(
            at: SourceLocation(file: path, line: 1, column: 0),
            "file is larger than the limit of \(limits.maximumFileSize) bytes")
        ]))
    }
    do {
      return try parse(bytes: bytes, path: path, limits: limits)
    } catch {
      throw .invalidLayout(error)
    }
  }
}
