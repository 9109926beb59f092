import LayoutCore

/// Plain renderings of constraints with the rebuilt views' names.
extension RebuiltSystem {
  /// `UILabel 'Title'.leading == UITableViewCellContentView.leading + 20`, with the
  /// priority when optional.
  func readable(_ index: Int) -> String {
    let constraint = constraints[index]
    let (first, second) = itemViews[index]
    var text =
      "\(views[first].displayName).\(constraint.printedFirstAttribute) \(constraint.relation) "
    if let second, let attribute = constraint.printedSecondAttribute {
      let factor = constraint.multiplier == 1 ? "" : "\(formatNumber(constraint.multiplier)) × "
      text += "\(factor)\(views[second].displayName).\(attribute)"
      if constraint.constant > 0 { text += " + \(formatNumber(constraint.constant))" }
      if constraint.constant < 0 { text += " − \(formatNumber(-constraint.constant))" }
    } else {
      text += formatNumber(constraint.constant)
    }
    if !constraint.isRequired { text += " @\(formatNumber(constraint.priority))" }
    return text
  }

  /// Where the constraint came from: class, identifier, mask and source line.
  func provenance(_ index: Int) -> String {
    let constraint = constraints[index]
    var parts = [constraint.className]
    if let identifier = constraint.identifier { parts.append("'\(identifier)'") }
    if let code = constraint.autoresizingCode { parts.append(code) }
    if let file = constraint.sourceFile, let line = constraint.sourceLine {
      parts.append("\(file):\(line)")
    }
    return parts.joined(separator: " ")
  }
}
