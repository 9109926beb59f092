import LayoutCore
import LayoutMatrix
import LayoutRendering
import LayoutStoryboard
import LayoutSupport
import LayoutText

/// Writes the solved roots of a document: one section per root in text and ASCII, one
/// JSON document listing every root.
enum StoryboardOutput {
  /// The heading of a root's section: `scene ViewController (8bC-Xf-vdC), solved for
  /// <device id="retina4_7" orientation="portrait">`.
  static func heading(_ screen: StoryboardScreen) -> String {
    "scene \(StoryboardNaming.label(screen.root)), solved for \(screen.environment.source)"
  }

  /// The line naming the views whose intrinsic size is their stored size, if any.
  static func contentLine(_ screen: StoryboardScreen) -> String? {
    guard !screen.sizeFromContent.isEmpty else { return nil }
    return "size from content (stored size used as intrinsic size): "
      + screen.sizeFromContent.joined(separator: ", ")
  }

  /// How the text line names the system font's measurer.
  static var systemFont: String {
    let name = TextMeasurer.shared.systemFontName
    return name.hasPrefix("Inter ") ? "Inter as San Francisco's stand-in" : name
  }

  /// The line saying where text views took their size from (and in which font).
  static func textLine(_ screen: StoryboardScreen) -> String {
    screen.measuresText
      ? "text: measured (HarfBuzz, \(systemFont)) for labels, buttons, "
        + "text fields and non-scrolling text views"
      : "text: sizes Xcode stored (measure them with --measure-text)"
  }

  /// The line naming the custom fonts measured in the stand-in, if any, each with its views
  /// (their number past three; `check --measure-text` lists them all).
  static func standInLine(_ screen: StoryboardScreen) -> String? {
    guard screen.measuresText, !screen.standInFonts.isEmpty else { return nil }
    return "note: custom fonts are not installed here; measured in the stand-in at their size: "
      + fontList(screen.standInFonts)
  }

  /// The line naming Apple's fonts measured in an open family drawn to their metrics, if any,
  /// each with its substitute and its views (their number past three).
  static func substituteLine(_ screen: StoryboardScreen) -> String? {
    guard screen.measuresText, !screen.substituteFonts.isEmpty else { return nil }
    return "note: Apple's fonts measured in open fonts with their metrics: "
      + fontList(screen.substituteFonts)
  }

  /// Each font with its views (their number past three), comma-separated.
  private static func fontList(_ fonts: [(font: String, ids: [String])]) -> String {
    fonts.map { font, ids in
      font + " (" + (ids.count > 3 ? "\(ids.count) views" : ids.joined(separator: ", ")) + ")"
    }.joined(separator: ", ")
  }

  /// The line naming the placeholder constraints left out on a device, if any.
  static func placeholderLine(_ screen: StoryboardScreen) -> String? {
    guard !screen.removedPlaceholders.isEmpty else { return nil }
    return "placeholder constraints left out (Xcode removes them when it builds the app): "
      + screen.removedPlaceholders.joined(separator: ", ")
  }

  /// Text tables, one per root, each under its heading, then the note on content sizes. A
  /// root that could not be laid out says why in place of an empty table, as a layout file's
  /// does, and claims nothing about its text; the note speaks for the roots laid out.
  static func text(_ screens: [StoryboardScreen], file: String) -> String {
    var sections: [String] = []
    for screen in screens {
      if let failure = screen.problems.failure {
        sections.append(
          heading(screen) + "\n"
            + TextTableRenderer.unsolved(screen.snapshot, reason: failure.message))
        continue
      }
      var section = heading(screen) + "\n" + TextTableRenderer.render(screen.snapshot)
      if let line = contentLine(screen) { section += line + "\n" }
      section += textLine(screen) + "\n"
      if let line = standInLine(screen) { section += line + "\n" }
      if let line = substituteLine(screen) { section += line + "\n" }
      if let line = placeholderLine(screen) { section += line + "\n" }
      sections.append(section)
    }
    let solved = screens.filter { $0.problems.failure == nil }
    guard !solved.isEmpty else { return sections.joined(separator: "\n") }
    let note = StoryboardNaming.contentSizeNote(measuresText: solved.allSatisfy(\.measuresText))
    return sections.joined(separator: "\n") + "\nnote: " + note + "\n"
  }

  /// ASCII drawings, one per root, each under its heading.
  static func ascii(_ screens: [StoryboardScreen], columns: Int) throws(CommandError) -> String {
    var sections: [String] = []
    for screen in screens {
      do {
        let options = AsciiCanvas.options(for: screen.snapshot, columns: columns)
        sections.append(
          heading(screen) + "\n" + (try ASCIIRenderer.render(screen.snapshot, options: options)))
      } catch {
        throw .renderingFailed("\(error)")
      }
    }
    return sections.joined(separator: "\n")
  }

  /// One JSON document: the file, the note on content sizes, and per root its scene, ids,
  /// environment, content-sized views, placeholder constraints left out and, under `layout`, exactly what `layout solve
  /// --format json` prints for a layout file (views named by their Interface Builder ids).
  static func json(_ screens: [StoryboardScreen], input: StoryboardInput) -> String {
    let document = input.document
    var text = "{\n"
    text += "  \"file\": \(jsonStringLiteral(input.path)),\n"
    text += "  \"kind\": \(jsonStringLiteral(document.kind.rawValue)),\n"
    text += "  \"toolsVersion\": \(OrderedJSON.optional(document.toolsVersion).rendered()),\n"
    let note = StoryboardNaming.contentSizeNote(
      measuresText: !screens.isEmpty && screens.allSatisfy(\.measuresText))
    text += "  \"note\": \(jsonStringLiteral(note)),\n"
    text += "  \"roots\": ["
    let roots = screens.map { screen -> String in
      let root = screen.root
      let members: [(String, String)] = [
        ("name", jsonStringLiteral(root.displayName)),
        ("sceneID", OrderedJSON.optional(root.sceneID).rendered()),
        ("controller", OrderedJSON.optional(root.container?.element).rendered()),
        ("controllerID", OrderedJSON.optional(root.container?.id).rendered()),
        ("rootID", jsonStringLiteral(root.view.id)),
        ("environment", jsonStringLiteral(screen.environment.source)),
        ("textSizes", jsonStringLiteral(screen.measuresText ? "measured" : "stored")),
        (
          "sizeFromContent",
          OrderedJSON.array(screen.sizeFromContent.map { .string($0) }).rendered()
        ),
        (
          "removedPlaceholders",
          OrderedJSON.array(screen.removedPlaceholders.map { .string($0) }).rendered()
        ),
        ("problems", OrderedJSON.array(screen.problems.map(problem)).rendered(indent: 6)),
        ("layout", indented(JSONRenderer.render(screen.snapshot), by: 6)),
      ]
      return "    {\n"
        + members.map { "      \(jsonStringLiteral($0.0)): \($0.1)" }.joined(separator: ",\n")
        + "\n    }"
    }
    text += roots.isEmpty ? "]\n" : "\n" + roots.joined(separator: ",\n") + "\n  ]\n"
    return text + "}\n"
  }

  /// A problem as JSON: kind, message and the file:line:column it points at.
  static func problem(_ problem: LayoutProblem) -> OrderedJSON {
    .object([
      ("kind", .string(problem.kind.rawValue)),
      ("message", .string(problem.fullMessage)),
      ("location", OrderedJSON.optional(problem.location.map { "\($0)" })),
    ])
  }

  /// A rendered JSON value nested `count` spaces deep: every line after the first indented
  /// (JSON strings hold no raw line breaks, so only structure moves), final newline dropped.
  static func indented(_ text: String, by count: Int) -> String {
    let pad = String(repeating: " ", count: count)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }
      .joined(separator: "\n")
  }
}
