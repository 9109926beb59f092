import LayoutCore
import AutoLayout
import LayoutFormats

/// The VFL fuzz check: the bytes (as UTF-8, invalid sequences replaced) go through
/// ``VisualFormatParser``; an accepted format's canonical text must parse to the same
/// canonical text, and the format must translate into constraints, with every name bound
/// (views as views, the rest as metrics), and solve in an engine without trapping.
public enum VisualFormatCheck {
  /// The option sets every accepted format is translated with.
  static let optionSets: [VisualFormatOptions] = [
    [], .alignAllTop, .alignAllLeading, [.alignAllCenterX, .directionRightToLeft],
    .spacingBaselineToBaseline,
  ]

  /// Runs the check on one input.
  ///
  /// - Returns: the broken guarantee, or `nil` when the input was rejected cleanly or passed.
  public static func check(_ bytes: [UInt8]) -> FormatFinding? {
    let text = String(decoding: bytes, as: UTF8.self)
    let format: VisualFormat
    do {
      format = try VisualFormatParser.parse(text)
    } catch {
      return checkError(error, text: text)
    }
    let canonical = format.description
    let reparsed: VisualFormat
    do {
      reparsed = try VisualFormatParser.parse(canonical)
    } catch {
      return FormatFinding(
        "the canonical text of an accepted format does not parse",
        details: "input: \(text)\ncanonical: \(canonical)\nerror: \(error)")
    }
    guard reparsed.description == canonical else {
      return FormatFinding(
        "the canonical text is not stable",
        details: "input: \(text)\nfirst: \(canonical)\nsecond: \(reparsed.description)")
    }
    let viewNames = Set(format.views.map(\.name))
    var metrics: [String: Double] = [:]
    for name in names(in: format) where !viewNames.contains(name) { metrics[name] = 12 }
    for options in optionSets {
      let root = View("root")
      var views: [String: LayoutItem] = [:]
      for name in viewNames.sorted() {
        let view = View(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        try? root.addSubview(view)
        views[name] = view
      }
      let constraints: [LayoutConstraint]
      do {
        constraints = try VisualFormat.layoutConstraints(
          text, options: options, metrics: metrics, views: views)
      } catch {
        if let finding = checkError(error, text: text) { return finding }
        continue
      }
      let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
      do {
        try engine.root.addSubview(root)
        try LayoutConstraint.activate(constraints)
        try engine.layoutIfNeeded()
      } catch {
        continue
      }
    }
    return nil
  }

  /// Every metric or view name the format mentions in a predicate.
  static func names(in format: VisualFormat) -> [String] {
    var connections = format.spacings
    if let leading = format.leadingSuperview { connections.append(leading) }
    if let trailing = format.trailingSuperview { connections.append(trailing) }
    var predicates = format.views.flatMap(\.predicates)
    for connection in connections {
      if case .predicates(let list) = connection { predicates += list }
    }
    var names: [String] = []
    for predicate in predicates {
      for value in [predicate.object, predicate.priority].compactMap({ $0 }) {
        if case .name(let name) = value { names.append(name) }
      }
    }
    return names
  }

  /// An error must point inside the format (or just past its end).
  static func checkError(_ error: VisualFormatError, text: String) -> FormatFinding? {
    let length = text.unicodeScalars.count
    guard error.offset >= 0 && error.offset <= length else {
      return FormatFinding(
        "error offset outside the format",
        details: "input: \(text)\noffset: \(error.offset) of \(length)\n\(error)")
    }
    _ = error.description
    return nil
  }
}
