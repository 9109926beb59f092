import LayoutCore

/// A chain that has attributes and may add more, or state its relation.
public struct ConstraintMakerExtendable {
  let draft: ConstraintDraft

  private func adding(_ attributes: LayoutAttribute...) -> ConstraintMakerExtendable {
    draft.attributes += attributes
    return self
  }

  public var left: ConstraintMakerExtendable { adding(.left) }
  public var right: ConstraintMakerExtendable { adding(.right) }
  public var top: ConstraintMakerExtendable { adding(.top) }
  public var bottom: ConstraintMakerExtendable { adding(.bottom) }
  public var leading: ConstraintMakerExtendable { adding(.leading) }
  public var trailing: ConstraintMakerExtendable { adding(.trailing) }
  public var width: ConstraintMakerExtendable { adding(.width) }
  public var height: ConstraintMakerExtendable { adding(.height) }
  public var centerX: ConstraintMakerExtendable { adding(.centerX) }
  public var centerY: ConstraintMakerExtendable { adding(.centerY) }
  public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
  public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
  public var edges: ConstraintMakerExtendable { adding(.top, .left, .bottom, .right) }
  public var directionalEdges: ConstraintMakerExtendable {
    adding(.top, .leading, .bottom, .trailing)
  }
  public var horizontalEdges: ConstraintMakerExtendable { adding(.left, .right) }
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    adding(.leading, .trailing)
  }
  public var verticalEdges: ConstraintMakerExtendable { adding(.top, .bottom) }
  public var size: ConstraintMakerExtendable { adding(.width, .height) }
  public var center: ConstraintMakerExtendable { adding(.centerX, .centerY) }

  private func relate(
    _ relation: Relation, _ target: ConstraintTarget?, superview: Bool, _ file: String,
    _ line: Int
  ) -> ConstraintMakerEditable {
    draft.relation = relation
    draft.target = target
    draft.targetsSuperview = superview
    draft.origin = SourceLocation(file: file, line: line)
    return ConstraintMakerEditable(draft: draft)
  }

  /// `attribute == target` (an item's same attribute, a specific attribute, or a number).
  @discardableResult
  public func equalTo(
    _ target: ConstraintTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable { relate(.equal, target, superview: false, file, line) }

  /// `attribute <= target`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ target: ConstraintTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable { relate(.lessThanOrEqual, target, superview: false, file, line) }

  /// `attribute >= target`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ target: ConstraintTarget, file: String = #fileID, line: Int = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, target, superview: false, file, line)
  }

  /// `attribute == superview.attribute`.
  @discardableResult
  public func equalToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  { relate(.equal, nil, superview: true, file, line) }

  /// `attribute <= superview.attribute`.
  @discardableResult
  public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  { relate(.lessThanOrEqual, nil, superview: true, file, line) }

  /// `attribute >= superview.attribute`.
  @discardableResult
  public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line)
    -> ConstraintMakerEditable
  { relate(.greaterThanOrEqual, nil, superview: true, file, line) }
}
