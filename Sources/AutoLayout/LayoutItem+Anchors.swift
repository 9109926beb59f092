extension LayoutItem {
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  public var leadingAnchor: XAxisAnchor<DirectionalEdge> { XAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: XAxisAnchor<DirectionalEdge> { XAxisAnchor(self, .trailing) }
  /// The left edge (never flips).
  public var leftAnchor: XAxisAnchor<AbsoluteEdge> { XAxisAnchor(self, .left) }
  /// The right edge (never flips).
  public var rightAnchor: XAxisAnchor<AbsoluteEdge> { XAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor<HorizontalCenter> { XAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

extension View {
  /// The baseline of the first line of text (the bottom edge unless an offset is set).
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge unless an offset is set).
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}
