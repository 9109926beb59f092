/// The object a maker closure receives (SnapKit's `ConstraintMaker`): each attribute
/// property starts a new chain.
///
/// A chain's grammar is visible in its types — attributes (``ConstraintMakerExtendable``),
/// then a relation, then multiplier/offset/inset (``ConstraintMakerEditable``), then priority
/// (``ConstraintMakerFinalizable``), then an optional label — so an out-of-order call does not
/// compile.
public final class ConstraintMaker {
  let view: View
  var drafts: [ConstraintDraft] = []

  init(view: View) {
    self.view = view
  }

  private func start(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    let draft = ConstraintDraft(attributes[0])
    draft.attributes = attributes
    drafts.append(draft)
    return ConstraintMakerExtendable(draft: draft)
  }

  public var left: ConstraintMakerExtendable { start([.left]) }
  public var right: ConstraintMakerExtendable { start([.right]) }
  public var top: ConstraintMakerExtendable { start([.top]) }
  public var bottom: ConstraintMakerExtendable { start([.bottom]) }
  public var leading: ConstraintMakerExtendable { start([.leading]) }
  public var trailing: ConstraintMakerExtendable { start([.trailing]) }
  public var width: ConstraintMakerExtendable { start([.width]) }
  public var height: ConstraintMakerExtendable { start([.height]) }
  public var centerX: ConstraintMakerExtendable { start([.centerX]) }
  public var centerY: ConstraintMakerExtendable { start([.centerY]) }
  public var firstBaseline: ConstraintMakerExtendable { start([.firstBaseline]) }
  public var lastBaseline: ConstraintMakerExtendable { start([.lastBaseline]) }
  public var leadingMargin: ConstraintMakerExtendable { start([.leadingMargin]) }
  public var trailingMargin: ConstraintMakerExtendable { start([.trailingMargin]) }
  public var topMargin: ConstraintMakerExtendable { start([.topMargin]) }
  public var bottomMargin: ConstraintMakerExtendable { start([.bottomMargin]) }
  /// Top, left, bottom and right (SnapKit's `edges`).
  public var edges: ConstraintMakerExtendable { start([.top, .left, .bottom, .right]) }
  /// Top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable {
    start([.top, .leading, .bottom, .trailing])
  }
  /// Left and right.
  public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }
  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    start([.leading, .trailing])
  }
  /// Top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }
  /// Width and height.
  public var size: ConstraintMakerExtendable { start([.width, .height]) }
  /// centerX and centerY.
  public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }

  /// Every chain's constraints, in the order written.
  func build() throws(LayoutEngineError) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for draft in drafts {
      result += try draft.build(for: view)
    }
    return result
  }
}
