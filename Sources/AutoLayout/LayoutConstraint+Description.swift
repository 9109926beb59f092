import LayoutCore

extension LayoutConstraint {
  /// The constraint as UIKit prints it in its console (iOS 10+ equation form):
  /// `<NSLayoutConstraint:0x3 @File.swift#12 'id' a.leading == b.trailing + 8   (active)>`.
  ///
  /// The address is the number the engine gave the constraint (deterministic for a given
  /// program), the `@file#line` part is the source location (SnapKit's style), and items
  /// print by name.
  public var description: String {
    var parts = ["\(kind.className):0x\(String(engineSerial ?? serial, radix: 16))"]
    if let origin {
      let file = origin.file.split(separator: "/").last.map(String.init) ?? origin.file
      parts.append("@\(file)#\(origin.line)")
    }
    if let autoresizingCode { parts.append(autoresizingCode) }
    if let identifier { parts.append("'\(identifier)'") }
    parts.append(equationText + priorityText)
    return "<" + parts.joined(separator: " ") + (isActive ? "   (active)" : "   (inactive)") + ">"
  }

  /// The console form without the per-engine address, the source location and the
  /// activity flag, so the same constraint reads the same in every engine and configuration:
  /// `box.width == 300 @750 #wide`. An identifier UIKit prints before the equation
  /// (`'wide'`) moves to the end as `#wide`; one that does not come first (after an
  /// autoresizing mask's code) or that contains spaces stays where UIKit prints it.
  public var shortDescription: String {
    var text = description
    if text.hasPrefix("<") { text.removeFirst() }
    if text.hasSuffix(">") { text.removeLast() }
    for suffix in ["   (active)", "   (inactive)"] where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
    }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if let first = words.first, first.contains(":0x") { words.removeFirst() }
    if let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    if let identifier, words.first == "'\(identifier)'" {
      words.removeFirst()
      words.append("#\(identifier)")
    }
    return words.joined(separator: " ")
  }

  /// `first.attribute relation [multiplier*]second.attribute ± constant`.
  var equationText: String {
    let left = "\(firstItem.debugName).\(attributeName(firstAttribute))"
    let constantOnly = secondItem == nil || (kind == .autoresizing && multiplier == 0)
    var right: String
    if constantOnly || secondItem == nil {
      right = constant < 0 ? "- \(formatNumber(-constant))" : formatNumber(constant)
    } else {
      let factor = multiplier == 1 ? "" : "\(formatNumber(multiplier))*"
      right = "\(factor)\(secondItem!.debugName).\(attributeName(secondAttribute))"
      if constant > 0 { right += " + \(formatNumber(constant))" }
      if constant < 0 { right += " - \(formatNumber(-constant))" }
    }
    return "\(left) \(relation) \(right)"
  }

  private var priorityText: String {
    switch kind {
    case .contentHugging: " Hug:\(formatNumber(priority.value))"
    case .compressionResistance: " CompressionResistance:\(formatNumber(priority.value))"
    default: priority.isRequired ? "" : " @\(formatNumber(priority.value))"
    }
  }

  /// Autoresizing constraints print engine names (`minX`, `minY`) for their positions.
  private func attributeName(_ attribute: LayoutAttribute) -> String {
    guard kind == .autoresizing else { return attribute.description }
    switch attribute {
    case .left: return "minX"
    case .top: return "minY"
    default: return attribute.description
    }
  }
}

/// How UIKit names an anchor in exception reasons: `<NSLayoutXAxisAnchor "a.leading">`.
func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
  let kind =
    attribute.isDimension
    ? "NSLayoutDimension"
    : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
  return "<\(kind) \"\(item.debugName).\(attribute)\">"
}
