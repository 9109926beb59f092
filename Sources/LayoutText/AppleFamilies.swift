import CHarfBuzz
import Synchronization

/// Apple's font families that iOS ships and Linux lacks, measured in an open family drawn to
/// the same metrics when one is installed, and named in the output when they are.
///
/// fontconfig's own metric aliases cover Helvetica, Arial, Times and Courier
/// (``InstalledFonts/metricAliases``); fontconfig knows no open family for the others, so the
/// families here are asked for by name. Each substitute has the same advance widths and
/// `hhea` line as Apple's file, which a public source says (LayoutText README, *Apple's
/// families: substitutes and sources*); a family with none stays the stand-in's.
public enum AppleFamilies {
  /// Open families that stand in for an Apple family, by the Apple family's lowercased name,
  /// most faithful first.
  ///
  /// Menlo is Apple's customised Bitstream Vera Sans Mono (Meslo LG's documentation: "a
  /// customized version of Apple's Menlo-Regular font (which is a customized Bitstream Vera
  /// Sans Mono)"), and DejaVu Sans Mono is Vera Sans Mono extended: both have a 1233-unit
  /// advance and a 1901 + 483 `hhea` line of a 2048-unit em (Menlo's figures as a public
  /// fallback-font table records them; DejaVu's in its file, `fonts-dejavu-core`).
  public static let substitutes: [String: [String]] = [
    "menlo": ["DejaVu Sans Mono"]
  ]

  /// The open families that may measure `family` in its place, empty for any other family.
  public static func substitutes(for family: String) -> [String] {
    substitutes[family.lowercased()] ?? []
  }

  /// Whether `family` is one of Apple's that an open family stands in for: a metric alias
  /// fontconfig knows, or a substitute of ``substitutes``.
  public static func hasSubstitute(_ family: String) -> Bool {
    let name = family.lowercased()
    return substitutes[name] != nil || InstalledFonts.metricAliases[name] != nil
  }

  /// The family of the installed font that measures `font` when it is one of Apple's families
  /// measured in an open substitute (Liberation Sans for Helvetica, DejaVu Sans Mono for
  /// Menlo), nil for the system font, for a family measured in itself or not installed, and
  /// for app fonts.
  public static func substituteFamily(for font: ResolvedFont) -> String? {
    guard let family = font.family, hasSubstitute(family),
      let file = InstalledFonts.file(
        family: family, weight: font.weight, italic: font.italic,
        postScriptName: font.postScriptName),
      let name = familyName(of: file), name.lowercased() != family.lowercased()
    else { return nil }
    return name
  }

  /// Family names read from font files, by file: every view in a substitute asks again.
  private static let names = Mutex<[FontFile: String?]>([:])

  /// The first family name fontconfig reads in `file`'s face, or nil when it cannot read it;
  /// read once per file.
  static func familyName(of file: FontFile) -> String? {
    if let known = names.withLock({ $0[file] }) { return known }
    let name = readFamilyName(of: file)
    names.withLock { names in
      if names.count >= InstalledFonts.answerLimit { names.removeAll(keepingCapacity: true) }
      names[file] = .some(name)
    }
    return name
  }

  private static func readFamilyName(of file: FontFile) -> String? {
    var count: Int32 = 0
    let pattern = file.path.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
        FcFreeTypeQuery($0, UInt32(file.index), nil, &count)
      }
    }
    guard let pattern else { return nil }
    defer { FcPatternDestroy(pattern) }
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }
}
