import LayoutCore
import LayoutGeometry
import LayoutRendering

/// Conflict panels built by hand for the diagram tests.
enum ConflictSamples {
  static func attribute(_ name: String) -> DiagramAttribute {
    switch name {
    case "leading": DiagramAttribute(name: name, axis: .horizontal, place: .low)
    case "trailing": DiagramAttribute(name: name, axis: .horizontal, place: .high)
    case "leadingMargin": DiagramAttribute(name: name, axis: .horizontal, place: .low, inset: 8)
    case "trailingMargin":
      DiagramAttribute(name: name, axis: .horizontal, place: .high, inset: 8)
    case "centerX": DiagramAttribute(name: name, axis: .horizontal, place: .middle)
    case "width": DiagramAttribute(name: name, axis: .horizontal, place: .size)
    case "top": DiagramAttribute(name: name, axis: .vertical, place: .low)
    case "bottom": DiagramAttribute(name: name, axis: .vertical, place: .high)
    case "height": DiagramAttribute(name: name, axis: .vertical, place: .size)
    default: DiagramAttribute(name: name, axis: .vertical, place: .middle)
    }
  }

  static func anchor(_ text: String) -> DiagramAnchor {
    let parts = text.split(separator: ".")
    return DiagramAnchor(view: String(parts[0]), attribute: attribute(String(parts[1])))
  }

  /// A table header forced to width 0: `label` and `button` side by side in `header`.
  static func header(width: Double? = 0) -> ConflictPanel {
    ConflictPanel(
      title: "Conflict 1 (horizontal)", axis: .horizontal,
      views: [
        DiagramView(name: "label", width: 0, height: 21),
        DiagramView(name: "header", width: width, height: 44),
        DiagramView(name: "button", width: 0, height: 30),
      ],
      constraints: [
        DiagramConstraint(
          number: 1, first: anchor("label.leading"), relation: .equal,
          second: anchor("header.leading"), constant: 16),
        DiagramConstraint(
          number: 2, first: anchor("button.leading"), relation: .greaterThanOrEqual,
          second: anchor("label.trailing"), constant: 8),
        DiagramConstraint(
          number: 3, first: anchor("header.trailing"), relation: .equal,
          second: anchor("button.trailing"), constant: 16, breakage: .broken),
        DiagramConstraint(
          number: 4, first: anchor("header.width"), relation: .equal, constant: width ?? 0,
          kind: .encapsulatedLayout, breakage: .wouldBreak),
      ])
  }
}
