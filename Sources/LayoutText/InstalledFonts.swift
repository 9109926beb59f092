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
  }

  private static let state = Mutex<(started: Bool, found: [Key: String?])>((false, [:]))

  /// The file of `family` at the installed weight and slant nearest to `weight` and `italic`,
  /// or nil when neither the family nor a metric-compatible alias of it is installed. Answers
  /// are remembered (up to ``answerLimit``); fonts in ``FontLocator/environmentVariable``'s folder
  /// count as installed (an app's bundled fonts, `UIAppFonts`).
  public static func path(family: String, weight: FontWeight, italic: Bool) -> String? {
    let key = Key(family: family, weight: weight, italic: italic)
    return state.withLock { state in
      if let known = state.found[key] { return known }
      if !state.started {
        state.started = true
        _ = FcInit()
        if let value = getenv(FontLocator.environmentVariable),
          let folder = String(validatingCString: value), !folder.isEmpty
        {
          _ = FcConfigAppFontAddDir(nil, folder)
        }
      }
      let found = match(key)
      if state.found.count >= answerLimit { state.found.removeAll(keepingCapacity: true) }
      state.found[key] = found
      return found
    }
  }

  /// Whether fontconfig's answer for `requested` is that family or a metric alias of it.
  static func accepts(_ matched: [String], for requested: String) -> Bool {
    let wanted = requested.lowercased()
    let aliases = metricAliases[wanted] ?? []
    return matched.contains { name in
      let name = name.lowercased()
      return name == wanted || aliases.contains(name)
    }
  }

  private static func match(_ key: Key) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = key.family.withCString {
      $0.withMemoryRebound(to: FcChar8.self, capacity: key.family.utf8.count + 1) {
        FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(key.weight.cssWeight)))
    _ = FcPatternAddInteger(pattern, FC_SLANT, key.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var families: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    while FcPatternGetString(font, FC_FAMILY, index, &value) == FcResultMatch, let value {
      families.append(String(cString: value))
      index += 1
    }
    guard accepts(families, for: key.family),
      FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value
    else { return nil }
    return String(cString: value)
  }
}
