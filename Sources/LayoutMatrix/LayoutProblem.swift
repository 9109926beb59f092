import LayoutCore

/// One thing wrong with a solved layout, with the place in the file it comes from.
public struct LayoutProblem: Hashable, Sendable {
  /// What kind of problem, in the order of severity the status column uses.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The layout could not be built or solved at all.
    case failed
    /// Required constraints conflict; the engine broke one.
    case unsatisfiable
    /// The solver refused a constraint (non-finite numbers).
    case rejected
    /// Margins, safe areas or readable widths feed back into the constraints that place the
    /// views they derive from, with no fixed point: the frames are where the engine's rounds
    /// stopped, not a layout (``AutoLayout/LayoutEngine/hasLayoutFeedbackLoop``).
    case feedbackLoop = "feedback-loop"
    /// The constraints leave a frame undetermined.
    case ambiguous
    /// A visible view lies partly or wholly outside the screen.
    case offScreen = "off-screen"
    /// A visible control (a button, a text field) lies behind the docked keyboard.
    case underKeyboard = "under-keyboard"
    /// A visible view sticks out of its superview, which clips it.
    case clipped
    /// A visible view sticks out of a superview that does not clip its subviews
    /// (`clipsToBounds` off, UIView's default): UIKit draws it whole, outside the superview,
    /// where it may cover other views and where touches miss it (`hitTest(_:with:)` never
    /// reports a point outside the superview's bounds).
    case outsideSuperview = "outside-superview"
    /// A visible view of a scroll view's content lies outside the content size, so no
    /// scrolling shows it.
    case beyondContent = "beyond-content"
    /// Two visible sibling views overlap.
    case overlapping = "overlap"
    /// A visible view has no width or no height.
    case zeroSize = "zero-size"
    /// Text does not fit its view: a single line wider than the view, or more lines than the
    /// view's height or line limit shows.
    case truncated

    /// Whether the problem is an error (as Interface Builder shows conflicts and missing
    /// constraints in red) rather than a warning (misplaced or hidden content).
    public var isError: Bool {
      switch self {
      case .failed, .unsatisfiable, .rejected, .feedbackLoop, .ambiguous: true
      case .offScreen, .underKeyboard, .clipped, .outsideSuperview, .beyondContent, .overlapping,
        .zeroSize, .truncated:
        false
      }
    }

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The kind.
  public var kind: Kind
  /// One line saying what is wrong, without the location.
  public var message: String
  /// Where in the layout file the problem points (a constraint or a view declaration).
  public var location: SourceLocation?
  /// Numbers that differ between configurations (a frame), kept out of ``message`` so the
  /// same problem on many devices is reported once.
  public var detail: String?

  /// Makes a problem.
  public init(kind: Kind, message: String, location: SourceLocation? = nil, detail: String? = nil) {
    self.kind = kind
    self.message = message
    self.location = location
    self.detail = detail
  }

  /// The problem without its configuration-specific detail, for grouping.
  public var withoutDetail: LayoutProblem {
    LayoutProblem(kind: kind, message: message, location: location)
  }

  /// The message with the detail, if any, in parentheses.
  public var fullMessage: String {
    detail.map { "\(message) \($0)" } ?? message
  }
}

extension [LayoutProblem] {
  /// The status word of a screen: its worst problem's kind, or `ok`.
  var status: String {
    self.map(\.kind).min()?.rawValue ?? "ok"
  }

  /// Why the screen could not be laid out (its `failed` problem), nil when it was: output
  /// then says so in place of frames.
  package var failure: LayoutProblem? {
    first { $0.kind == .failed }
  }
}
