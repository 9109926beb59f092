import LayoutStoryboard

/// Readable, unique layout-file names for the views of a document: the Interface Builder
/// user label, else the text with the element (`loginButton`), else the element, in
/// lower camel case, numbered when taken (`label2`).
struct ConversionNames {
  /// Names already given, so later ones stay unique.
  private var taken: Set<String> = ["root"]

  /// Words that start statements in layout files, avoided as names.
  static let reserved: Set<String> = [
    "root", "view", "set", "metric", "orientations", "when", "install", "uninstall", "activate",
    "deactivate", "true", "false",
  ]

  /// A new unique name for `view`.
  mutating func name(for view: StoryboardView) -> String {
    if let label = view.userLabel, !Self.camelCase(label).isEmpty {
      return unique(Self.camelCase(label))
    }
    let element = Self.camelCase(view.element)
    if let text = view.text {
      let words = Self.camelCase(text)
      if !words.isEmpty, words.count <= 24 {
        return unique(words + element.prefix(1).uppercased() + element.dropFirst())
      }
    }
    return unique(element.isEmpty ? "view" : element)
  }

  /// A new unique name from free text (guides: `topLayoutGuide`).
  mutating func name(from text: String) -> String {
    let base = Self.camelCase(text)
    return unique(base.isEmpty ? "guide" : base)
  }

  /// `base`, or `base2`, `base3`, ... when taken; reserved words and leading digits avoided.
  mutating func unique(_ base: String) -> String {
    var stem = String(base.prefix(40))
    if stem.first?.isNumber == true { stem = "v" + stem }
    var candidate = Self.reserved.contains(stem) ? stem + "1" : stem
    var number = 2
    while taken.contains(candidate) {
      candidate = "\(stem)\(number)"
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  /// ASCII letters and digits of `text` as lower camel case: `Log In!` → `logIn`.
  static func camelCase(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
