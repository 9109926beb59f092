import AutoLayout
import LayoutRendering
import LayoutStoryboard
import LayoutSupport
import LayoutText

/// Writes the measured-against-stored text sizes of `layout check --measure-text`: one line
/// per measured view, the summary of the accuracy targets, and the same as JSON.
enum TextCheckReport {
  /// What the frames of a check with measured text mean, naming the font that measured the
  /// system font (Inter, or SF when the user has its files).
  static var measuredNote: String {
    "with --measure-text, labels, buttons, text fields and non-scrolling text views are sized "
      + "by their text measured with HarfBuzz in \(TextMeasurer.shared.systemFontName) instead "
      + "of the size Xcode stored; buttons with images or subtitles and attributed text or "
      + "titles in a font not found here keep it"
  }

  /// `  text      ID name: font 17, measured 41.5 × 21, stored 42 × 20.5 (width -1.19%)`.
  static func line(_ check: TextCheck) -> String {
    var label = check.id
    if check.name != "\(check.element) \(check.id)" { label += " " + check.name }
    var text = "  text      \(label): font \(check.font)"
    if check.numberOfLines != 1 && check.element == "label" {
      text += ", \(check.numberOfLines == 0 ? "unlimited" : String(check.numberOfLines)) lines"
    }
    text += ", measured \(size(check.measured)), stored \(size(check.stored))"
    var parts: [String] = []
    if let error = check.widthError, check.widthFromText {
      parts.append("width \(percent(error, signed: true))")
    }
    if check.heightFromText {
      parts.append(check.heightMatches ? "height within a pixel" : "height differs")
    }
    if !check.widthFromText && !check.heightFromText { parts.append("frame set by constraints") }
    if check.isEmpty { parts.append("no text: left out of the figures") }
    return text + " (" + parts.joined(separator: ", ") + ")"
  }

  /// The summary line of the accuracy targets.
  static func summary(_ accuracy: TextAccuracy) -> String {
    var text =
      "text accuracy: single-line system-font label heights equal to stored within a pixel: "
    if let rate = accuracy.heightMatchRate {
      text += "\(accuracy.heightMatches) of \(accuracy.heightSample) (\(percent(rate)))"
    } else {
      text += "none sized by their text"
    }
    text += "; median width error: "
    if let median = accuracy.medianWidthError {
      text += "\(percent(median)) over \(accuracy.widthSample) label"
      text += accuracy.widthSample == 1 ? "" : "s"
    } else {
      text += "no label sized by its text"
    }
    return text
  }

  static func json(_ accuracy: TextAccuracy) -> OrderedJSON {
    .object([
      ("heightSample", .number(Double(accuracy.heightSample))),
      ("heightMatches", .number(Double(accuracy.heightMatches))),
      ("heightMatchRate", accuracy.heightMatchRate.map(OrderedJSON.number) ?? .null),
      ("widthSample", .number(Double(accuracy.widthSample))),
      ("medianWidthError", accuracy.medianWidthError.map(OrderedJSON.number) ?? .null),
    ])
  }

  static func json(_ check: TextCheck) -> OrderedJSON {
    .object([
      ("id", .string(check.id)),
      ("element", .string(check.element)),
      ("name", .string(check.name)),
      ("font", .string(check.font)),
      ("systemFont", .bool(check.isSystemFont)),
      ("numberOfLines", .number(Double(check.numberOfLines))),
      ("measured", .array([.number(check.measured.width), .number(check.measured.height)])),
      ("stored", .array([.number(check.stored.width), .number(check.stored.height)])),
      ("solved", .array([.number(check.solved.width), .number(check.solved.height)])),
      ("widthFromText", .bool(check.widthFromText)),
      ("heightFromText", .bool(check.heightFromText)),
      ("empty", .bool(check.isEmpty)),
      ("singleLineSystemLabel", .bool(check.isSingleLineSystemLabel)),
      ("heightMatches", .bool(check.heightMatches)),
      ("widthError", check.widthError.map(OrderedJSON.number) ?? .null),
    ])
  }

  static func size(_ size: Size) -> String {
    "\(NumberText.format(size.width)) × \(NumberText.format(size.height))"
  }

  /// `1.19%`, `+0.5%` when signed: two decimals, no trailing zeros.
  static func percent(_ fraction: Double, signed: Bool = false) -> String {
    let text = NumberText.format(fraction * 100, decimals: 2) + "%"
    return signed && fraction > 0 ? "+" + text : text
  }
}

/// The document's reading warnings (unknown text styles, bad font sizes) as
/// `file:line:column: warning: …` lines for standard error.
enum StoryboardWarnings {
  static func lines(_ document: StoryboardDocument) -> String {
    document.warnings.map { "\($0)\n" }.joined()
  }
}
