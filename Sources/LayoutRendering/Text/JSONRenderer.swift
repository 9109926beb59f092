import AutoLayout
import LayoutSupport
import LayoutText

/// Writes a snapshot as JSON with a fixed key order, the shape `layout solve --format json`
/// prints.
///
/// ```
/// {"title", "device": {"name", "orientation", "multitasking", "size": [w, h], "scale", "sizeClass",
///  "contentSize", "safeArea", "margins"}, "backend", "direction", "views": [{"name", "id", "class", "text", "superview",
///  "frame", "windowFrame", "hidden", "ambiguous", "contentSize"}], "diagnostics": {"unsatisfiable",
///  "broken", "ambiguous", "rejected", "failed"}}
/// ```
/// `failed` is present only for a layout that has no frames, with the reason
/// (``LayoutSnapshot/failure``); `views` is then empty.
/// The device's `contentSize` is the content size category text was measured at, by its short
/// name (`l`, UIKit's default, `ax5`, …) as `matrix --format json` cells name it, so results
/// solved at different text sizes can be told apart.
/// `frame` is in the superview's coordinates and `windowFrame` in the root's; `contentSize`
/// (`{"width", "height"}`, the content layout guide's size) is present on scroll views only; `id` (see
/// ``identifiers(of:)``) is unique among the views, `superview` is the superview's `id`. Numbers are
/// printed like every other renderer's (at most three decimals), non-finite ones as `null`.
/// Each `unsatisfiable` entry is `{"constraints", "broken"}`; past
/// `ConflictReport.maximumListedInFull` entries it is `{"constraintCount", "broken"}`, the set
/// counted rather than listed.
public enum JSONRenderer {
  /// The JSON text, ending with a newline.
  public static func render(_ snapshot: LayoutSnapshot) -> String {
    document(snapshot).rendered() + "\n"
  }

  static func document(_ snapshot: LayoutSnapshot) -> OrderedJSON {
    let screen = snapshot.screen
    let sizeClass: OrderedJSON =
      screen.sizeClasses.map {
        .object([
          ("horizontal", .string($0.horizontal.rawValue)),
          ("vertical", .string($0.vertical.rawValue)),
        ])
      } ?? .null
    let device: OrderedJSON = .object([
      ("name", .string(screen.deviceName)),
      ("orientation", .string(screen.orientation)),
      ("multitasking", .string(screen.multitasking)),
      ("size", .array([.number(screen.size.width), .number(screen.size.height)])),
      ("scale", .number(screen.scale)),
      ("sizeClass", sizeClass),
      ("contentSize", .string(screen.contentSize ?? ContentSizeCategory.default.alias)),
      ("safeArea", insets(screen.safeAreaInsets)),
      ("margins", insets(screen.layoutMargins)),
    ])
    let ids = identifiers(of: snapshot.views)
    let views = snapshot.views.enumerated().map { index, record -> OrderedJSON in
      let superview = record.superviewIndex.flatMap {
        snapshot.views.indices.contains($0) ? ids[$0] : nil
      }
      var fields: [(key: String, value: OrderedJSON)] = [
        ("name", .string(record.name)),
        ("id", .string(ids[index])),
        ("class", .string(record.className)),
        ("text", .string(record.text)),
        ("superview", .string(superview)),
        ("frame", rect(record.frame)),
        ("windowFrame", rect(record.rootFrame)),
        ("hidden", .bool(record.isHidden)),
        ("ambiguous", .array(record.ambiguousVariables.map { .string($0.rawValue) })),
      ]
      if let size = record.contentSize {
        fields.append(
          (
            "contentSize",
            .object([("width", .number(size.width)), ("height", .number(size.height))])
          ))
      }
      return .object(fields)
    }
    let diagnostics = snapshot.diagnostics
    let conflicts = diagnostics.conflicts.map { conflict -> OrderedJSON in
      // Past the first conflicts, the set is counted rather than listed.
      conflict.isListedInFull
        ? .object([
          ("constraints", .array(conflict.constraints.map { .string($0) })),
          ("broken", .string(conflict.broken)),
        ])
        : .object([
          ("constraintCount", .number(Double(conflict.constraintCount))),
          ("broken", .string(conflict.broken)),
        ])
    }
    let ambiguous = diagnostics.ambiguous.map { record -> OrderedJSON in
      .object([
        ("item", .string(record.item)),
        ("attributes", .array(record.variables.map { .string($0.rawValue) })),
      ])
    }
    var problems: [(key: String, value: OrderedJSON)] = [
      ("unsatisfiable", .array(conflicts)),
      ("broken", .array(diagnostics.brokenConstraints.map { .string($0) })),
      ("ambiguous", .array(ambiguous)),
      ("rejected", .array(diagnostics.rejected.map { .string($0) })),
    ]
    if let failure = snapshot.failure { problems.append(("failed", .string(failure))) }
    return .object([
      ("title", .string(screen.title)),
      ("device", device),
      ("backend", .string(snapshot.backend)),
      ("direction", .string(screen.layoutDirection.rawValue)),
      ("views", .array(views)),
      ("diagnostics", .object(problems)),
    ])
  }

  /// Each view's `id`: its name when that is non-empty and no other view has it (every view
  /// of a layout file, every view of a storyboard, named by its Interface Builder id), else
  /// `#` and its position in the list (a layout file name cannot start with `#`; a name
  /// that does is replaced too, so kept names and positions never collide). Consumers can
  /// thus key views and `superview` references on `id` even for unnamed or duplicate-named
  /// views built through the library.
  public static func identifiers(of views: [ViewRecord]) -> [String] {
    var uses: [String: Int] = [:]
    for view in views { uses[view.name, default: 0] += 1 }
    return views.enumerated().map { index, view in
      if !view.name.isEmpty, uses[view.name] == 1, !view.name.hasPrefix("#") { return view.name }
      return "#\(index)"
    }
  }

  private static func rect(_ rect: Rect) -> OrderedJSON {
    .object([
      ("x", .number(rect.x)), ("y", .number(rect.y)),
      ("width", .number(rect.width)), ("height", .number(rect.height)),
    ])
  }

  private static func insets(_ insets: EdgeInsets) -> OrderedJSON {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }
}
