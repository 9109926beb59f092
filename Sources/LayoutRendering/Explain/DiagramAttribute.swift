import LayoutGeometry

/// An attribute a constraint joins, reduced to what a schematic can show: its axis and
/// whether it is the low edge, the centre, the high edge or the size of its view.
public struct DiagramAttribute: Sendable, Hashable {
  /// Where on its axis an attribute lies.
  public enum Place: String, Sendable, Hashable {
    /// Left, leading, top, first baseline and their margins.
    case low
    /// Centre X or Y.
    case middle
    /// Right, trailing, bottom, last baseline and their margins.
    case high
    /// Width or height.
    case size
  }

  /// The name as logs print it (`leadingMargin`), shown in tooltips.
  public var name: String
  /// The horizontal or vertical axis.
  public var axis: LayoutAxis
  /// Where on the axis.
  public var place: Place
  /// How far inside the edge the attribute lies (a layout margin), in points.
  public var inset: Double

  /// Makes an attribute.
  public init(name: String, axis: LayoutAxis, place: Place, inset: Double = 0) {
    self.name = name
    self.axis = axis
    self.place = place
    self.inset = inset
  }
}

/// One end of a constraint: a view's attribute.
public struct DiagramAnchor: Sendable, Hashable {
  /// The view, by ``DiagramView/name``.
  public var view: String
  /// The attribute.
  public var attribute: DiagramAttribute

  /// Makes an anchor.
  public init(view: String, attribute: DiagramAttribute) {
    self.view = view
    self.attribute = attribute
  }
}
