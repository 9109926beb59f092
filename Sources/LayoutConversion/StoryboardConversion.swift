import AutoLayout
import Cassowary
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutStoryboard

/// One root of an Interface Builder document converted to a layout file: the design of the
/// size classes the document was saved for, and a variation for each other size-class pair
/// whose design differs.
///
/// ```swift
/// let conversion = StoryboardConversion(layout: try document.layout(root: "Main"), file: "Main.storyboard")
/// conversion.text          // the .layout file, with the IB id of each view in a comment
/// conversion.origins       // layout name → IB id
/// try conversion.differences()   // views whose frames differ on the target (none expected)
/// ```
public struct StoryboardConversion {
  /// The layout file.
  public var file: LayoutFile
  /// Interface Builder ids (or what a helper view stands for) by layout-file view name.
  public var origins: [String: String]
  /// The screen the file is written for.
  public var target: ConversionTarget
  /// Remarks on what was written differently from the document (helper views).
  public var notes: [String]
  /// The file's text: a comment header, then the canonical layout text with each view's
  /// Interface Builder id in a comment on its line.
  public var text: String
  /// The document's solved frames in root coordinates (alignment rectangles, as
  /// constraints bind them), by layout-file view name, for the saved size classes.
  public var expectedFrames: [String: Rect]
  /// The same for each size-class pair the file has a variation for.
  public var variationFrames: [SizeClassPair: [String: Rect]]

  /// Converts a solved root, and the same root in the other size classes.
  public init(layout: StoryboardLayout, file: String) {
    let target = ConversionTarget(layout: layout)
    let naming = ConversionNaming(root: layout.root.view)
    let base = StoryboardConverter(layout, target: target, naming: naming).convert()
    var merger = ConversionVariations(base: base)
    var variations: [Variation] = []
    var frames: [SizeClassPair: [String: Rect]] = [:]
    var notes = base.notes
    var origins = base.origins
    var classes = base.originalClasses
    let saved = SizeClassPair(
      horizontal: layout.environment.sizeClasses.width,
      vertical: layout.environment.sizeClasses.height)
    for pair in ConversionVariations.pairs(besides: saved) {
      var environment = layout.environment
      environment.sizeClasses = SizeClassConfiguration(
        width: pair.horizontal, height: pair.vertical)
      guard
        let other = try? StoryboardLayout(
          document: layout.document, root: layout.root, environment: environment)
      else {
        notes.append("the document cannot be laid out in \(pair), so it has no variation")
        continue
      }
      let design = StoryboardConverter(other, target: target, naming: naming).convert()
      let overrides = merger.overrides(for: design)
      guard !overrides.isEmpty else { continue }
      variations.append(Variation(condition: .sizeClasses(pair), overrides: overrides))
      frames[pair] = design.frames
      origins.merge(design.origins) { first, _ in first }
      classes.merge(design.originalClasses) { first, _ in first }
      notes += design.notes.filter { !notes.contains($0) }
    }
    var statements: [Statement] = []
    if let margins = merger.base.rootMargins {
      statements.append(
        .view(
          ViewDeclaration(name: LayoutFile.rootName, properties: ViewProperties(margins: margins))))
    }
    statements += merger.base.views.map { .view($0) }
    statements += merger.base.equations.map { .constraint($0) }
    statements += variations.map { .variation($0) }
    self.file = LayoutFile(statements: statements)
    self.origins = origins
    self.target = target
    self.notes = notes
    expectedFrames = base.frames
    variationFrames = frames
    text =
      Self.header(
        layout: layout, file: file, target: target, notes: notes,
        variations: variations.map(\.condition.description))
      + Self.annotated(LayoutFilePrinter.print(self.file), origins: origins, classes: classes)
  }

  /// Parses the text back and solves it on the target: the views whose frames differ from
  /// the document's by more than a thousandth of a point, sorted by name. With `sizeClasses`,
  /// the design of that variation is solved (on the same screen, with those size classes).
  ///
  /// - Throws: ``FormatErrors`` when the text does not parse or the engine refuses it.
  public func differences(
    sizeClasses: SizeClassPair? = nil, backend: SolverBackend = .cassowary
  ) throws -> [String] {
    let parsed = try LayoutFileParser.parse(bytes: Array(text.utf8), file: "converted.layout")
    let frames = try target.frames(
      of: try parsed.resolved(), sizeClasses: sizeClasses, backend: backend)
    let expected = sizeClasses.map { variationFrames[$0] ?? [:] } ?? expectedFrames
    return expected.keys.sorted().filter { name in
      guard let wanted = expected[name], let actual = frames[name] else { return true }
      return abs(wanted.x - actual.x) > 1e-3 || abs(wanted.y - actual.y) > 1e-3
        || abs(wanted.width - actual.width) > 1e-3 || abs(wanted.height - actual.height) > 1e-3
    }
  }
}
