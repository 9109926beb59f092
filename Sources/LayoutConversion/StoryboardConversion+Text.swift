import LayoutCore
import AutoLayout
import LayoutRendering
import LayoutStoryboard

extension StoryboardConversion {
  /// The comment block at the top of the file.
  static func header(
    layout: StoryboardLayout, file: String, target: ConversionTarget, notes: [String],
    variations: [String]
  ) -> String {
    var lines = [
      "// Converted by `layout convert` from \(file), "
        + "scene \(layout.root.displayName) (\(layout.root.view.id)).",
      "// Laid out as Interface Builder showed it: \(layout.environment.source), "
        + "\(layout.environment.sizeClasses), "
        + "\(NumberText.format(layout.environment.rootSize.width))x"
        + "\(NumberText.format(layout.environment.rootSize.height)) @"
        + "\(NumberText.format(layout.environment.scale))x.",
    ]
    if let options = target.solveOptions {
      lines.append("// Same frames with: layout solve FILE.layout \(options)")
    }
    lines.append(
      "// The base design is \(layout.environment.sizeClasses)"
        + (variations.isEmpty
          ? "; no other size class changes it."
          : "; variations for " + variations.joined(separator: ", ") + "."))
    lines.append("// Stack views are written as the constraints UIStackView makes.")
    if !layout.sizeFromContent.isEmpty {
      lines.append(
        "// Intrinsic sizes of views sized by their content are the sizes Xcode stored "
          + "(Apple's fonts and assets are not on Linux).")
    }
    if !layout.alignmentInsets.isEmpty {
      lines.append(
        "// Switches are their alignment rectangles here: their frames are 2 points wider "
          + "on the trailing side.")
    }
    lines += notes.map { "// Note: \($0)." }
    return lines.map(commentSafe).joined(separator: "\n") + "\n\n"
  }

  /// `text` safe inside a `//` comment: a line break from a document's id, name or path
  /// would end the comment and turn the rest into statements, so it shows as `?`, as do
  /// other control and bidirectional formatting characters.
  static func commentSafe(_ text: String) -> String {
    TerminalText.printable(text)
  }

  /// The printed file with `// <IB id>` after each view's header line (and the document's
  /// class when the file names another).
  static func annotated(_ text: String, origins: [String: String], classes: [String: String])
    -> String
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      let trimmed = lines[index].drop { $0 == " " }
      guard trimmed.hasPrefix("view ") else { continue }
      let name = trimmed.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let origin = origins[String(name)] else { continue }
      lines[index] += commentSafe(
        "  // " + origin + (classes[String(name)].map { " " + $0 } ?? ""))
    }
    return lines.joined(separator: "\n")
  }
}
