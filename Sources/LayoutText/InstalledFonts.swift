import CHarfBuzz
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds an app's custom font among the installed fonts through fontconfig, so a label in
/// Open Sans or Lato is measured in Open Sans or Lato when the machine has it.
///
/// fontconfig always answers with some font, so a match counts only when its family is the
/// one asked for or one of fontconfig's metric-compatible aliases of it (same advance widths:
/// ``metricAliases``); anything else is the stand-in's job, with the note that says so.
public enum InstalledFonts {
  /// Families with the same glyph widths as each Apple family, from fontconfig's own
  /// `30-metric-aliases.conf` (Helvetica and Arial share their widths; Liberation, Arimo,
  /// Nimbus and TeX Gyre were drawn to them).
  public static let metricAliases: [String: Set<String>] = {
    let sans: Set<String> = [
      "liberation sans", "arimo", "albany", "albany amt", "nimbus sans", "nimbus sans l",
      "tex gyre heros",
    ]
    let serif: Set<String> = [
      "liberation serif", "tinos", "thorndale", "thorndale amt", "nimbus roman",
      "nimbus roman no9 l", "tex gyre termes",
    ]
    let mono: Set<String> = [
      "liberation mono", "cousine", "cumberland", "cumberland amt", "nimbus mono ps",
      "nimbus mono l", "tex gyre cursor",
    ]
    return [
      "helvetica": sans, "arial": sans, "times": serif, "times new roman": serif,
      "courier": mono, "courier new": mono,
    ]
  }()

  /// How many answers are remembered before they start over (a long REPL session can name
  /// any number of families).
  public static let answerLimit = 1_000

  private struct Key: Hashable {
    var family: String
    var weight: FontWeight
    var italic: Bool
    var postScriptName: String?
  }

  private struct State: ~Copyable {
    var started = false
    var found: [Key: FontFile?] = [:]
    /// A fontconfig configuration holding only the app's own files (``registerAppFonts(_:)``),
    /// matched before the installed fonts; nil until some are registered.
    var appFonts: OpaquePointer?
    var appFiles: Set<String> = []
  }

  private static let state = Mutex(State())

  /// Registers an app's own font files (``AppFonts``) to be matched before the installed
  /// fonts, and returns how many fontconfig accepted (a file it cannot read is left out). The
  /// answers remembered so far are forgotten.
  @discardableResult
  public static func registerAppFonts(_ files: [String]) -> Int {
    state.withLock { state in
      if !state.started { start(&state) }
      if state.appFonts == nil { state.appFonts = FcConfigCreate() }
      var accepted = 0
      for file in files where !state.appFiles.contains(file) {
        let added = file.withCString {
          $0.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
            FcConfigAppFontAddFile(state.appFonts, $0)
          }
        }
        if added != 0 {
          state.appFiles.insert(file)
          accepted += 1
        }
      }
      state.found.removeAll(keepingCapacity: true)
      return accepted
    }
  }

  /// The app font files registered so far.
  public static var appFontFiles: Set<String> {
    state.withLock { $0.appFiles }
  }

  private static func start(_ state: inout State) {
    state.started = true
    _ = FcInit()
    if let value = getenv(FontLocator.environmentVariable),
      let folder = String(validatingCString: value), !folder.isEmpty
    {
      _ = FcConfigAppFontAddDir(nil, folder)
    }
  }

  /// The file of `family` at the installed weight and slant nearest to `weight` and `italic`,
  /// or nil when neither the family nor a metric-compatible alias of it is installed
  /// (``file(family:weight:italic:postScriptName:)``'s path).
  public static func path(family: String, weight: FontWeight, italic: Bool) -> String? {
    file(family: family, weight: weight, italic: italic)?.path
  }

  /// The face that measures a custom font: the face whose PostScript name is
  /// `postScriptName` among the app's fonts, else the app's face of `family` at `weight` and
  /// `italic`, else the same two questions asked of the installed fonts (metric aliases
  /// accepted for the family), else an open family drawn to an Apple family's metrics
  /// (``AppleFamilies/substitutes``), else nil. Answers are remembered (up to ``answerLimit``);
  /// fonts in ``FontLocator/environmentVariable``'s folder count as installed (an app's
  /// bundled fonts, `UIAppFonts`).
  ///
  /// The PostScript name comes first because it is what UIKit looks up:
  /// `UIFont(name:size:)` takes "the fully specified name of the font", and Interface
  /// Builder writes that name in a `fontDescription`'s `name`. Weights guessed from the
  /// name's style (`ProximaNova-Extrabld`, `Roboto-Condensed`) or read from a file's
  /// `OS/2` weight class (files whose Regular says 400 and Black says 400 too) pick another
  /// face of the family.
  public static func file(
    family: String, weight: FontWeight, italic: Bool, postScriptName: String? = nil
  ) -> FontFile? {
    let key = Key(family: family, weight: weight, italic: italic, postScriptName: postScriptName)
    return state.withLock { state in
      if let known = state.found[key] { return known }
      if !state.started { start(&state) }
      let readable: (FontFile) -> FontFile? = { access($0.path, R_OK) == 0 ? $0 : nil }
      let found =
        state.appFonts.flatMap { config in
          postScriptName.flatMap { named($0, in: config) }.flatMap(readable)
            ?? match(key, in: config, aliases: false, exact: true).flatMap(readable)
        }
        ?? postScriptName.flatMap { named($0, in: nil) }
        ?? match(key, in: nil, aliases: true, exact: false)
        ?? AppleFamilies.substitutes(for: family).lazy.compactMap { substitute in
          match(
            Key(family: substitute, weight: weight, italic: italic, postScriptName: nil),
            in: nil, aliases: false, exact: false)
        }.first
      if state.found.count >= answerLimit { state.found.removeAll(keepingCapacity: true) }
      state.found[key] = found
      return found
    }
  }

  /// The face whose PostScript name is `name` in `config` (nil: the installed fonts), the
  /// first by path and index when several files hold it, or nil.
  private static func named(_ name: String, in config: OpaquePointer?) -> FontFile? {
    guard !name.isEmpty, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = name.withCString {
      $0.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) {
        FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, $0)
      }
    }
    guard let objects = FcObjectSetCreate() else { return nil }
    defer { FcObjectSetDestroy(objects) }
    for object in [FC_FILE, FC_INDEX, FC_POSTSCRIPT_NAME] {
      _ = FcObjectSetAdd(objects, object)
    }
    guard let list = FcFontList(config, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(list) }
    var found: [FontFile] = []
    for item in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[item] else { continue }
      var psName: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &psName) == FcResultMatch,
        let psName, String(cString: psName) == name, let file = fontFile(of: font)
      else { continue }
      found.append(file)
    }
    return found.min { ($0.path, $0.index) < ($1.path, $1.index) }
  }

  /// Whether fontconfig's answer for `requested` is that family or a metric alias of it.
  static func accepts(_ matched: [String], for requested: String, aliases: Bool = true) -> Bool {
    let wanted = requested.lowercased()
    let aliases = aliases ? metricAliases[wanted] ?? [] : []
    return matched.contains { name in
      let name = name.lowercased()
      return name == wanted || aliases.contains(name)
    }
  }

  /// fontconfig's best file for `key` in `config` (nil: the installed fonts), when its family
  /// is the one asked for (or, with `aliases`, a metric alias of it) and, when `exact`, it is
  /// the face asked for.
  private static func match(_ key: Key, in config: OpaquePointer?, aliases: Bool, exact: Bool)
    -> FontFile?
  {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = key.family.withCString {
      $0.withMemoryRebound(to: FcChar8.self, capacity: key.family.utf8.count + 1) {
        FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(key.weight.cssWeight)))
    _ = FcPatternAddInteger(pattern, FC_SLANT, key.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var families: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    while FcPatternGetString(font, FC_FAMILY, index, &value) == FcResultMatch, let value {
      families.append(String(cString: value))
      index += 1
    }
    guard accepts(families, for: key.family, aliases: aliases),
      exact ? isFace(font, of: key) : true
    else { return nil }
    return fontFile(of: font)
  }

  /// The file and face index fontconfig's `font` pattern names, or nil without a file.
  private static func fontFile(of font: OpaquePointer) -> FontFile? {
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    var index: Int32 = 0
    _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
    return FontFile(path: String(cString: file), index: Int(index))
  }

  /// Whether the matched `font` is the face `key` asks for: its slant, and its weight within
  /// half a step of the CSS scale (an app that bundles only its bold face has no light one:
  /// UIKit does not find `Lato-Light` in it).
  private static func isFace(_ font: OpaquePointer, of key: Key) -> Bool {
    var weight: Int32 = 0
    var slant: Int32 = 0
    guard FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch,
      FcPatternGetInteger(font, FC_SLANT, 0, &slant) == FcResultMatch
    else { return false }
    let italic = slant != FC_SLANT_ROMAN
    return italic == key.italic && abs(Int(FcWeightToOpenType(weight)) - key.weight.cssWeight) <= 50
  }
}
