#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the installed font files: Inter (San Francisco's stand-in, Debian's `fonts-inter`)
/// and DejaVu Sans (`fonts-dejavu-core`) for scripts Inter lacks. No font ships with the
/// repository.
public struct FontLocator: Sendable, Equatable {
  /// A folder holding Inter's `.otf` files, or Apple's SF Pro files (``SanFranciscoFonts``)
  /// or an app's fonts; when set it is searched before the standard ones.
  public static let environmentVariable = "LAYOUT_FONT_DIR"

  /// Where Debian and common manual installs put the fonts.
  public static let standardDirectories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter",
    "/usr/local/share/fonts/inter", "/usr/share/fonts/inter",
    "/usr/share/fonts/truetype/dejavu", "/usr/local/share/fonts/dejavu",
  ]

  /// The fallback face's file name.
  static let fallbackFile = "DejaVuSans.ttf"

  /// The folders searched, in order.
  public var directories: [String]

  public init(directories: [String]) {
    self.directories = directories
  }

  /// The standard folders, after ``environmentVariable``'s folder when it is set.
  public static func fromEnvironment() -> FontLocator {
    var directories = standardDirectories
    if let value = getenv(environmentVariable), let folder = String(validatingCString: value),
      !folder.isEmpty
    {
      directories.insert(folder, at: 0)
    }
    return FontLocator(directories: directories)
  }

  /// The stand-in file for `font` in Inter's text cut, or in its display cut when `display`
  /// (``SystemFontMetrics/displayShare(size:)`` says how much of each a size takes).
  static func primaryFile(for font: ResolvedFont, display: Bool = false) -> String {
    let family = display ? "InterDisplay" : "Inter"
    let style: String =
      switch (font.weight, font.italic) {
      case (.regular, true): "Italic"
      case (let weight, true): weight.styleName + "Italic"
      case (let weight, false): weight.styleName
      }
    return "\(family)-\(style).otf"
  }

  /// The path of `file` in the first folder that has it.
  public func path(of file: String) throws(TextError) -> String {
    for folder in directories {
      let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
      if access(path, R_OK) == 0 { return path }
    }
    throw .fontNotFound(file: file, searched: directories)
  }
}
