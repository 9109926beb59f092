import AutoLayout

/// One view of a snapshot: what it is called and where it ended up.
public struct ViewRecord: Hashable, Sendable {
  /// The view's name as diagnostics print it (`Class:0xN` for an unnamed view).
  public var name: String
  /// The class shown in labels (`UIView` unless annotated).
  public var className: String
  /// The text the view displays, if any.
  public var text: String?
  /// The index of the superview's record in ``LayoutSnapshot/views``; nil for the root.
  public var superviewIndex: Int?
  /// The nesting level: 0 for the root.
  public var depth: Int
  /// The frame in the superview's coordinates, rounded to pixels.
  public var frame: Rect
  /// The frame in root (window) coordinates, rounded to pixels.
  public var rootFrame: Rect
  /// Whether the view itself is hidden (its subviews are then hidden too).
  public var isHidden: Bool
  /// The unknowns the constraints leave undetermined (empty when the frame is determined).
  public var ambiguousVariables: [LayoutVariableKind]
  /// For a scroll view, the size of its content layout guide (UIKit's `contentSize` under
  /// Auto Layout); nil for other views.
  public var contentSize: Size? = nil
  /// Whether UIKit computes the scroll view's content size (tables, collections, text
  /// views), so ``contentSize`` does not bound what scrolling can show.
  public var computesContentSize = false
  /// Whether the view is a scroll view: it has a content size, whatever its class is called
  /// (a storyboard's `UIScrollView` subclass keeps its custom class name), or is a
  /// `UIScrollView`.
  public var isScrollView: Bool { contentSize != nil || className == "UIScrollView" }
  /// The view's text as measured at its solved size, for drawing at its font size; nil when
  /// the view has no measured text (``text`` is then drawn as a plain caption).
  public var textDrawing: TextDrawing? = nil
  /// The constraints that place the view, when the capture recorded them
  /// (``LayoutSnapshot/recordPlacements(from:detail:texts:)``); empty otherwise.
  public var placements: [PlacingConstraint] = []

  /// Makes a record.
  public init(
    name: String, className: String = "UIView", text: String? = nil, superviewIndex: Int? = nil,
    depth: Int = 0, frame: Rect, rootFrame: Rect, isHidden: Bool = false,
    ambiguousVariables: [LayoutVariableKind] = []
  ) {
    self.name = name
    self.className = className
    self.text = text
    self.superviewIndex = superviewIndex
    self.depth = depth
    self.frame = frame
    self.rootFrame = rootFrame
    self.isHidden = isHidden
    self.ambiguousVariables = ambiguousVariables
  }

  /// Whether the constraints leave part of the frame undetermined.
  public var isAmbiguous: Bool { !ambiguousVariables.isEmpty }
}
