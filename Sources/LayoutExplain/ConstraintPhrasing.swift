import LayoutCore

/// Plain renderings of constraints with the rebuilt views' names.
extension RebuiltSystem {
  /// `UILabel 'Title'.leading == UITableViewCellContentView.leading + 20`, with the
  /// priority when optional.
  func readable(_ index: Int) -> String {
    let constraint = constraints[index]
    let (first, second) = itemViews[index]
    var text =
      "\(views[first].displayName).\(constraint.firstAttribute.rawValue) \(constraint.relation) "
    if let second, let attribute = constraint.secondAttribute {
      let factor = constraint.multiplier == 1 ? "" : "\(formatNumber(constraint.multiplier)) × "
      text += "\(factor)\(views[second].displayName).\(attribute.rawValue)"
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

  /// A short part of a sum: `leading 20`, `width at least 100`, `top 8 (× 0.5)`, said of
  /// the item other than `excluding` (the view whose extent is in question).
  func part(_ index: Int, excluding container: Int?) -> (subject: Int, phrase: String) {
    let constraint = constraints[index]
    let (first, second) = itemViews[index]
    var subject = first
    var attribute = constraint.firstAttribute
    var partnerAttribute = constraint.secondAttribute
    if first == container, let second, let secondAttribute = constraint.secondAttribute {
      subject = second
      // An anchored autoresizing position (`midX == S.minX + 14.5`) reads by its own edge.
      attribute = [.minX, .minY].contains(secondAttribute) ? attribute : secondAttribute
      partnerAttribute = constraint.firstAttribute
    }
    // The phrase quotes |constant| as a distance: `first − second ≥ c` keeps the sides at
    // least c apart when c ≥ 0 and at most |c| apart when c < 0 (and the reverse for ≤),
    // whichever side the sentence speaks of.
    let negative = constraint.constant < 0
    var relationWord = ""
    switch constraint.relation {
    case .equal: relationWord = ""
    case .lessThanOrEqual: relationWord = negative ? "at least " : "at most "
    case .greaterThanOrEqual: relationWord = negative ? "at most " : "at least "
    }
    // Insets read as distances: `trailing == guide.trailing - 16` is "trailing 16".
    var phrase = "\(attribute.rawValue) \(relationWord)\(formatNumber(abs(constraint.constant)))"
    if let partnerAttribute, (partnerAttribute.placement?.inset ?? 0) != 0 {
      phrase += " + margin \(formatNumber(LogAttribute.defaultMargin))"
    }
    if constraint.multiplier != 1, second != nil {
      phrase += " (× \(formatNumber(constraint.multiplier)))"
    }
    return (subject, phrase)
  }
}
