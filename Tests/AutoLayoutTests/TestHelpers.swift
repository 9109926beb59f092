import LayoutCore
import LayoutDevices

@testable import AutoLayout

/// A view for tests: constraint-based (autoresizing off), optionally with an intrinsic size.
func makeView(
  _ name: String, in parent: View, intrinsic: Size? = nil
) throws(LayoutEngineError) -> View {
  let view = View(name)
  view.translatesAutoresizingMaskIntoConstraints = false
  if let intrinsic { view.intrinsicContentSize = intrinsic }
  try parent.addSubview(view)
  return view
}

/// A label as Interface Builder makes one: hugging 251 on both axes.
func makeLabel(
  _ name: String, in parent: View, width: Double, height: Double = 21
) throws(LayoutEngineError) -> View {
  let label = try makeView(name, in: parent, intrinsic: Size(width: width, height: height))
  label.setContentHuggingPriority(251, for: .horizontal)
  label.setContentHuggingPriority(251, for: .vertical)
  return label
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}
