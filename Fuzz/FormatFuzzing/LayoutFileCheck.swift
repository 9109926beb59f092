import AutoLayout
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutText

/// The `.layout` fuzz check: the bytes go through ``LayoutFileParser``; an accepted file must
/// print (``LayoutFilePrinter``) to text that parses back to an equal tree and prints the same
/// again, and must resolve, install in an engine and solve without trapping.
public enum LayoutFileCheck {
  /// Files with more views than this are parsed and round-tripped but not solved, so one
  /// input stays fast enough for fuzzing.
  public static let maximumSolvedViews = 64

  /// Runs the check on one input.
  ///
  /// - Returns: the broken guarantee, or `nil` when the input was rejected cleanly or passed.
  public static func check(_ bytes: [UInt8]) -> FormatFinding? {
    let layout: LayoutFile
    do {
      layout = try LayoutFileParser.parse(bytes: bytes, file: "fuzz.layout")
    } catch {
      return error.errors.isEmpty ? FormatFinding("rejected with an empty error list") : nil
    }
    let printed = LayoutFilePrinter.print(layout)
    let reparsed: LayoutFile
    do {
      reparsed = try LayoutFileParser.parse(printed, file: "printed.layout")
    } catch {
      return FormatFinding(
        "the printed form of an accepted file does not parse",
        details: "--- printed\n\(printed)--- errors\n\(error)")
    }
    guard reparsed == layout else {
      return FormatFinding(
        "parse -> print -> parse changed the tree",
        details: "--- printed\n\(printed)--- first\n\(layout)\n--- second\n\(reparsed)")
    }
    let reprinted = LayoutFilePrinter.print(reparsed)
    guard reprinted == printed else {
      return FormatFinding(
        "printing is not idempotent", details: "--- first\n\(printed)--- second\n\(reprinted)")
    }
    return solve(layout)
  }

  /// Resolves, installs and solves an accepted file the way `layout solve` does, on a compact
  /// portrait and a regular landscape screen, and on the first again at the largest
  /// accessibility text size (text styles scale, labels wrap and grow); each text is then laid
  /// out in its solved frame as `lint` and `render` lay it out (cut where it does not fit).
  static func solve(_ layout: LayoutFile) -> FormatFinding? {
    let resolved: ResolvedLayout
    do {
      resolved = try layout.resolved()
    } catch {
      return FormatFinding(
        "a file the parser accepted does not resolve", details: "\(error)")
    }
    guard resolved.views.count <= maximumSolvedViews else { return nil }
    let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let screens: [(Size, TraitCollection, ContentSizeCategory)] = [
      (Size(width: 375, height: 667), compact, .default),
      (
        Size(width: 1024, height: 768),
        TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular), .default
      ),
      (Size(width: 375, height: 667), compact, .accessibilityExtraExtraExtraLarge),
    ]
    for (size, traits, category) in screens {
      let engine = LayoutEngine(rootSize: size, scale: 2)
      engine.contentSizeCategory = category
      let design = resolved.design(traits: traits, width: size.width, height: size.height)
      do {
        _ = try design.install(in: engine)
        try engine.layoutIfNeeded()
      } catch {
        continue
      }
      var pending = engine.root.subviews
      while let view = pending.popLast() {
        let frame = view.frame
        for value in [frame.x, frame.y, frame.width, frame.height] where !value.isFinite {
          return FormatFinding(
            "a solved frame is not finite", details: "\(view.debugName): \(frame)")
        }
        // The text as drawn and checked for truncation (`lint`, `render`): cut to the frame.
        if let laid = try? view.laidOutText(
          category: category, measurer: engine.textMeasurer), !laid.width.isFinite
        {
          return FormatFinding(
            "laid-out text has no finite width", details: "\(view.debugName): \(laid.width)")
        }
        pending += view.subviews
      }
    }
    return nil
  }
}
