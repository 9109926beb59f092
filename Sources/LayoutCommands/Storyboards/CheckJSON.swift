import AutoLayout
import LayoutStoryboard
import LayoutSupport

/// Writes a frame check as JSON, keys in a fixed order: the file, the totals, the note on
/// content-sized views, and per root every view with its status (`match`, `mismatch`,
/// `skipped` with the reason), its stored and solved frames in root coordinates and notes.
enum CheckJSON {
  /// The document, ending with a newline.
  static func render(_ roots: [RootCheck], file: String, measuresText: Bool = false) -> String {
    let views = roots.flatMap(\.views)
    func count(_ status: String) -> OrderedJSON {
      .number(Double(views.filter { self.status($0.status).0 == status }.count))
    }
    var members: [(String, OrderedJSON)] = [
      ("file", .string(file)),
      ("match", count("match")),
      ("mismatch", count("mismatch")),
      ("skipped", count("skipped")),
      ("note", .string(StoryboardNaming.contentSizeNote(measuresText: measuresText))),
    ]
    if measuresText {
      // Only with --measure-text, so the stored-size report keeps its keys.
      members += [
        ("textSizes", .string("measured")),
        ("textAccuracy", TextCheckReport.json(TextAccuracy(roots.flatMap(\.texts)))),
      ]
    }
    members.append(("roots", .array(roots.map { root($0, measuresText: measuresText) })))
    let document: OrderedJSON = .object(members)
    return document.rendered() + "\n"
  }

  static func root(_ root: RootCheck, measuresText: Bool = false) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("name", .string(root.name)),
      ("rootID", .string(root.rootID)),
      ("environment", OrderedJSON.optional(root.environment?.source)),
      ("sizeClasses", OrderedJSON.optional(root.environment.map { "\($0.sizeClasses)" })),
      ("failure", OrderedJSON.optional(root.failure.map { "\($0)" })),
      ("views", .array(root.views.map(view))),
    ]
    if measuresText { members.append(("texts", .array(root.texts.map(TextCheckReport.json)))) }
    return .object(members)
  }

  static func view(_ view: FrameCheck) -> OrderedJSON {
    let (status, reason) = status(view.status)
    return .object([
      ("id", .string(view.id)),
      ("element", .string(view.element)),
      ("name", .string(view.name)),
      ("status", .string(status)),
      ("reason", OrderedJSON.optional(reason)),
      ("stored", rect(view.expected)),
      ("solved", rect(view.actual)),
      ("notes", .array(view.notes.map { .string($0) })),
    ])
  }

  /// The status word and, for skipped views, the reason.
  static func status(_ status: FrameCheck.Status) -> (String, String?) {
    switch status {
    case .match: ("match", nil)
    case .mismatch: ("mismatch", nil)
    case .skipped(let reason): ("skipped", reason)
    }
  }

  /// `[x, y, width, height]`, or null.
  static func rect(_ rect: Rect?) -> OrderedJSON {
    guard let rect else { return .null }
    return .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }
}
