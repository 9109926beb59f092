import AutoLayout
import Foundation
import LayoutAdaptivity
import LayoutDevices
import LayoutTestSupport

@testable import LayoutREPL

/// A random walk through devices, orientations, windows, layout directions and edits in one
/// session, checked after every step against a session that solves the same state from
/// scratch (what `layout solve` does): the incremental engine must end where a fresh one
/// starts, in frames and in diagnostics.
struct DeviceWalk {
  /// A step whose incremental result differs from the fresh solve.
  struct Mismatch: CustomStringConvertible {
    /// The walk so far, the failing step last.
    var steps: [String]
    /// What was compared (`frames`, `conflicts`, `ambiguous`).
    var query: String
    var incremental: String
    var fresh: String

    var description: String {
      "after\n  " + steps.joined(separator: "\n  ") + "\n\(query) (walked):\n\(incremental)\n"
        + "\(query) (from scratch):\n\(fresh)"
    }
  }

  /// The seed and step count, from `LAYOUT_WALK_SEED` and `LAYOUT_WALK_STEPS` when set (the
  /// long run of `Tools/walk`; a walk whose every step rebuilds takes `1 / divisor` of the
  /// steps), else the defaults of the test suite's short run.
  static func parameters(seed: UInt64, steps: Int, divisor: Int = 1) -> (
    seed: UInt64, steps: Int
  ) {
    let environment = ProcessInfo.processInfo.environment
    return (
      environment["LAYOUT_WALK_SEED"].flatMap { UInt64($0) } ?? seed,
      environment["LAYOUT_WALK_STEPS"].flatMap { Int($0) }.map { max(1, $0 / divisor) } ?? steps
    )
  }

  let session: Session
  /// Whether to edit the layout (layout files) or only move it between screens (storyboards).
  let edits: Bool
  var generator: SeededGenerator
  private(set) var steps: [String] = []

  /// Loads `file` (relative to `directory`) into a new session on `backend`.
  init(
    file: String, directory: URL, backend: String, seed: UInt64, edits: Bool
  ) throws {
    session = try Session(backend: backend, workingDirectory: directory)
    self.edits = edits
    generator = SeededGenerator(seed: seed)
    let loaded = session.handle(line: "load \(file)", typed: false)
    if loaded.isError { throw WalkError.load(file, loaded.text) }
    steps.append("load \(file)")
  }

  /// A walk over a session driven elsewhere (`steps` so far), to compare it with a fresh
  /// solve.
  init(checking session: Session, steps: [String]) {
    self.session = session
    edits = false
    generator = SeededGenerator(seed: 0)
    self.steps = steps
  }

  enum WalkError: Error {
    case load(String, String)
  }

  /// Takes `count` random steps, comparing each with a fresh solve.
  /// - Returns: the first mismatch, or nil when every step agreed.
  mutating func walk(_ count: Int) throws -> Mismatch? {
    if let mismatch = try compare() { return mismatch }
    for _ in 0..<count {
      step()
      if let mismatch = try compare() { return mismatch }
    }
    return nil
  }

  /// One random command; a refused one (a device without the orientation) is a step too, as
  /// it must leave the state as it was.
  mutating func step() {
    let command = nextCommand()
    let output = session.handle(line: command)
    steps.append(command + (output.isError ? "  [\(output.text)]" : ""))
  }

  /// The session's frames, conflicts and ambiguity against those of a session given the same
  /// state and an engine built for it from scratch.
  func compare() throws -> Mismatch? {
    let fresh = try Session(backend: session.state.backend.name)
    fresh.state = session.state
    fresh.live = try Session.build(session.state)
    // An ambiguous view may take any of its frames, and which one depends on the path
    // (UIKit's too): its frame, and those of the views inside it, are compared only in that
    // both sessions call it ambiguous.
    let queries: [(String, (Session) -> String)] = [
      ("ambiguous", { $0.ambiguous() }), ("conflicts", { Self.conflictsWithoutLoop(in: $0) }),
      ("frames", { Self.determinedFrames(in: $0) }),
    ]
    // A layout feedback loop has no fixed point: its frames are where the rounds stopped.
    let loops = [session, fresh].filter(\.live.engine.hasLayoutFeedbackLoop).count
    for (query, answer) in queries where loops == 0 || query != "frames" {
      let walked = answer(session)
      let scratch = answer(fresh)
      if walked != scratch {
        return Mismatch(steps: steps, query: query, incremental: walked, fresh: scratch)
      }
    }
    return nil
  }

  /// `conflicts` without its feedback-loop line: whether the engine's rounds settle depends
  /// on where they start (PhotoFeed.layout, seed 29: the walked session loops, the fresh one
  /// settles), which is why frames are compared only when neither session loops.
  static func conflictsWithoutLoop(in session: Session) -> String {
    let lines = ((try? session.conflicts([])) ?? "").split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .filter { $0 != LayoutEngine.feedbackLoopMessage }
    return lines.isEmpty ? "no conflicts" : lines.joined(separator: "\n")
  }

  /// The `frames` lines of the views that neither are ambiguous nor lie in one that is.
  static func determinedFrames(in session: Session) -> String {
    let live = session.live
    let ambiguous = Set(live.engine.ambiguityReports().map { ObjectIdentifier($0.item) })
    return live.frames.filter { entry in
      var view = live.views[entry.name]
      while let current = view {
        if ambiguous.contains(ObjectIdentifier(current)) { return false }
        view = current.superview
      }
      return true
    }.map { "\($0.name): \($0.frame)" }.joined(separator: "\n")
  }

  private mutating func nextCommand() -> String {
    let screenSteps = 9
    let choice = Int.random(in: 0..<(edits ? screenSteps + 9 : screenSteps), using: &generator)
    switch choice {
    case 0, 1: return "device " + DeviceCatalog.all.randomElement(using: &generator)!.name
    case 2: return ["rotate", "rotate left"].randomElement(using: &generator)!
    case 3:
      return "orientation "
        + ["portrait", "upsidedown", "landscapeleft", "landscaperight"].randomElement(
          using: &generator)!
    case 4:
      return "split " + ["1/3", "1/2", "2/3", "slideover", "off"].randomElement(using: &generator)!
    case 5: return Bool.random(using: &generator) ? "rtl on" : "rtl off"
    case 6: return "undo"
    case 7:
      return "contentsize " + ["xs", "l", "xxxl", "ax2", "ax5"].randomElement(using: &generator)!
    case 8: return "keyboard " + ["show", "hide", "300"].randomElement(using: &generator)!
    default: return nextEdit()
    }
  }

  private mutating func nextEdit() -> String {
    let document = session.state.document
    let identifiers = document.identifiers
    let id = identifiers.randomElement(using: &generator).map { "#" + $0 }
    let choice = Int.random(in: 0..<11, using: &generator)
    switch choice {
    case 0 where id != nil:
      return "constant \(id!) \(Int.random(in: -40...700, using: &generator))"
    case 1 where id != nil:
      let priorities = ["required", "999", "750", "500", "251", "250", "1"]
      return "priority \(id!) \(priorities.randomElement(using: &generator)!)"
    case 2 where id != nil:
      return "remove \(id!)"
    case 3:
      let targets = document.setNames + identifiers.map { "#" + $0 }
      guard let target = targets.randomElement(using: &generator) else { return "frames" }
      return (Bool.random(using: &generator) ? "activate " : "deactivate ") + target
    case 7, 8, 9, 10: return nextTextOrViewEdit(document: document, choice: choice)
    default:
      return "add " + randomConstraint(views: document.viewNames)
    }
  }

  /// Texts that wrap, grow with the content size, mix scripts and directions, or are empty.
  static let texts = [
    "", " ", "Sign in", "The quick brown fox jumps over the lazy dog again and again",
    "Supercalifragilisticexpialidocious-and-then-some-more-unbreakable-text",
    "مرحبا بالعالم hello", "你好，世界。这是一个很长的句子，用来测试换行。", "😀👍🏽 emoji 🇫🇷", "line one\\nline two",
  ]

  /// The fonts a label is given: text styles (scaled by `contentsize`) and fixed sizes.
  static let fonts = [
    "body", "largeTitle bold", "caption2", "headline italic", "17", "40 black", "9",
  ]

  /// Hides or shows a view, adds a label with text, changes a text view's font or text in a
  /// size-class variation or a size rule, or changes a stack view: the edits that move text.
  private mutating func nextTextOrViewEdit(document: Document, choice: Int) -> String {
    let views = document.viewNames.filter { $0 != "root" }
    let textViews = document.file.views.filter {
      ["UILabel", "UIButton", "UITextField", "UITextView"].contains($0.className ?? "")
    }.map(\.name)
    switch choice {
    case 7:
      guard let view = views.randomElement(using: &generator) else { return "frames" }
      return (Bool.random(using: &generator) ? "hide " : "unhide ") + view
    case 8:
      let parent = document.viewNames.randomElement(using: &generator)!
      let text = Self.texts.randomElement(using: &generator)!
      let font = Self.fonts.randomElement(using: &generator)!
      let lines = [0, 1, 2].randomElement(using: &generator)!
      return
        "view text\(steps.count): UILabel in \(parent) { text \"\(text)\"; font \(font); lines \(lines) }"
    case 9:
      guard let view = textViews.randomElement(using: &generator) else { return "frames" }
      let condition = ["[wAny hCompact]", "[wRegular hAny]", "when width >= 600"]
        .randomElement(using: &generator)!
      let change =
        Bool.random(using: &generator)
        ? "\(view).font = \(Self.fonts.randomElement(using: &generator)!)"
        : "\(view).text = \"\(Self.texts.randomElement(using: &generator)!)\""
      return "add \(condition) { \(change) }"
    default:
      guard let stack = document.stackNames.randomElement(using: &generator) else {
        return "contentsize " + ["xxxl", "ax5"].randomElement(using: &generator)!
      }
      let change = [
        "axis vertical", "axis horizontal", "spacing 24", "alignment center",
        "distribution fillEqually", "alignment fill",
      ].randomElement(using: &generator)!
      return "stack \(stack) \(change)"
    }
  }

  /// A constraint between two of the views on one axis, or a size, with a random priority.
  private mutating func randomConstraint(views: [String]) -> String {
    let view = views.randomElement(using: &generator)!
    let other = views.randomElement(using: &generator)!
    let relation = ["==", "<=", ">="].randomElement(using: &generator)!
    let constant = Int.random(in: 0...400, using: &generator)
    let priority = ["", " @999", " @750", " @250"].randomElement(using: &generator)!
    let axes = [
      ["leading", "trailing", "centerX", "left", "right", "readableContent.leading"],
      ["top", "bottom", "centerY", "safeArea.top", "topMargin"],
    ]
    if Bool.random(using: &generator) {
      let size = ["width", "height"].randomElement(using: &generator)!
      return "\(view).\(size) \(relation) \(constant)\(priority)"
    }
    let axis = axes.randomElement(using: &generator)!
    let first = axis.filter { !$0.contains(".") && !$0.hasSuffix("Margin") }
      .randomElement(using: &generator)!
    let second = axis.randomElement(using: &generator)!
    return "\(view).\(first) \(relation) \(other).\(second) + \(constant)\(priority)"
  }
}
