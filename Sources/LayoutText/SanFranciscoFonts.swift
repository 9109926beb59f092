import CHarfBuzz
import LayoutSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Apple's San Francisco files, when the user has them (downloaded from
/// https://developer.apple.com/fonts/ and copied to the machine): the system font is then
/// measured in SF itself instead of the stand-in Inter. SF cannot ship with the repository.
///
/// A file counts by what the font says of itself (its family name `SF Pro Text` or `SF Pro
/// Display` and its style name), never by its file name, so another font
/// renamed `SF-Pro-Text-Regular.otf` is not taken for SF.
public struct SanFranciscoFonts: Sendable, Equatable {
  /// One of SF Pro's two static optical cuts.
  public enum Cut: String, Sendable, Hashable, CaseIterable {
    case text = "SF Pro Text"
    case display = "SF Pro Display"
  }

  /// One face of the static cuts.
  public struct Face: Hashable, Sendable {
    public var cut: Cut
    public var weight: FontWeight
    public var italic: Bool
  }

  /// The file of each face found.
  public private(set) var files: [Face: String]

  public init(files: [Face: String] = [:]) {
    self.files = files
  }

  /// The Display cut's share of the system font at `size` points in SF's static files: 0
  /// below 20 pt, 1 from 20 pt. The two static cuts were made to switch there (Apple,
  /// "Introducing the New System Fonts", WWDC 2015); mixed between 17 and 28 pt as the
  /// stand-in's cuts are, they fit the training parts' labels at these sizes less well
  /// (LayoutText README, *San Francisco's own files*).
  public static func displayShare(size: Double) -> Double {
    size < 20 ? 0 : 1
  }

  /// Whether no SF face was found.
  public var isEmpty: Bool { files.isEmpty }

  /// The file of `cut` at `weight` and slant, if the user has that very face.
  public func path(_ cut: Cut, weight: FontWeight, italic: Bool) -> String? {
    files[Face(cut: cut, weight: weight, italic: italic)]
  }

  /// What measures the system font, for the commands' notes: the SF families found with
  /// their number of faces.
  public var summary: String {
    Cut.allCases.compactMap { cut in
      let count = files.keys.filter { $0.cut == cut }.count
      return count == 0 ? nil : "\(cut.rawValue) (\(count) \(count == 1 ? "face" : "faces"))"
    }.joined(separator: ", ")
  }

  /// The SF faces in `folders` (their font files, not their subfolders; at most `limit` per
  /// folder) and among the fonts fontconfig knows. The first file found for a face wins.
  ///
  /// A file whose name says SF Pro (`SF-Pro…`, `SFPro…`, any case) that FreeType cannot open
  /// is an error: the user put it there to be measured in, and silently measuring in Inter
  /// would hide it. Other unreadable files are an app's business (``AppFonts``) and skipped.
  public static func find(
    folders: [String], installed: Bool = true, limit: Int = fileLimit
  ) throws(TextError)
    -> SanFranciscoFonts
  {
    var found = SanFranciscoFonts()
    for folder in folders {
      guard let names = SystemFile.names(inFolder: folder) else { continue }
      for name in names.filter(AppFonts.isFontFile).sorted().prefix(limit) {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        do throws(TextError) {
          try found.add(path)
        } catch {
          if namesSanFrancisco(name) { throw error }
        }
      }
    }
    if installed {
      for path in fontconfigFiles() { try? found.add(path) }
    }
    return found
  }

  /// The most font files opened per folder (in name order), so a huge folder named by
  /// mistake cannot stall a command; SF Pro's static files are 36 per family.
  public static let fileLimit = 2_000

  /// Whether a file name says SF Pro, which makes an unreadable file an error.
  static func namesSanFrancisco(_ name: String) -> Bool {
    let letters = name.lowercased().filter { $0.isLetter }
    return letters.hasPrefix("sfpro")
  }

  /// Adds the file at `path` if it is a face of SF Pro Text or Display.
  mutating func add(_ path: String) throws(TextError) {
    guard let face = try Self.face(at: path), files[face] == nil else { return }
    files[face] = path
  }

  /// The SF face the font file at `path` holds, nil for any other font; an error when
  /// FreeType cannot open it.
  static func face(at path: String) throws(TextError) -> Face? {
    guard access(path, R_OK) == 0 else {
      throw .fontUnreadable(path: path, reason: String(cString: strerror(errno)))
    }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .fontUnreadable(path: path, reason: "FreeType could not start")
    }
    defer { FT_Done_FreeType(library) }
    var opened: FT_Face?
    let status = FT_New_Face(library, path, 0, &opened)
    guard status == 0, let opened else {
      throw .fontUnreadable(path: path, reason: "not a font FreeType can open (error \(status))")
    }
    defer { FT_Done_Face(opened) }
    guard let family = opened.pointee.family_name.map({ String(cString: $0) }),
      let cut = Cut(rawValue: family),
      let style = opened.pointee.style_name.map({ String(cString: $0) }),
      let (weight, italic) = Self.weight(style: style)
    else { return nil }
    return Face(cut: cut, weight: weight, italic: italic)
  }

  /// The weight and slant a static SF face's style name says (`Semibold`, `Bold Italic`,
  /// `Italic`), nil for a style that is none of UIKit's weights. The name, not the `OS/2`
  /// weight class: SF Pro's Bold files say 600 there, as its Semibold files do.
  static func weight(style: String) -> (FontWeight, Bool)? {
    var words = style.lowercased().split(separator: " ").map(String.init)
    let italic = words.last == "italic"
    if italic { words.removeLast() }
    let name = words.joined()
    if name.isEmpty { return (.regular, italic) }
    guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == name })
    else { return nil }
    return (weight, italic)
  }

  /// The files fontconfig lists for SF Pro Text and SF Pro Display.
  private static func fontconfigFiles() -> [String] {
    guard FcInit() != 0 else { return [] }
    var paths: [String] = []
    for cut in Cut.allCases {
      guard let pattern = FcPatternCreate() else { continue }
      defer { FcPatternDestroy(pattern) }
      _ = cut.rawValue.withCString {
        $0.withMemoryRebound(to: FcChar8.self, capacity: cut.rawValue.utf8.count + 1) {
          FcPatternAddString(pattern, FC_FAMILY, $0)
        }
      }
      guard let objects = FcObjectSetCreate() else { continue }
      defer { FcObjectSetDestroy(objects) }
      _ = FcObjectSetAdd(objects, FC_FILE)
      guard let list = FcFontList(nil, pattern, objects) else { continue }
      defer { FcFontSetDestroy(list) }
      for index in 0..<Int(list.pointee.nfont) {
        var value: UnsafeMutablePointer<FcChar8>?
        if let font = list.pointee.fonts[index],
          FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value
        {
          paths.append(String(cString: value))
        }
      }
    }
    return paths.sorted()
  }
}
