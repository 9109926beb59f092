import AutoLayout
import LayoutCore
import LayoutFormats
import LayoutRendering
import LayoutText

/// Finds text that its view cuts off in a solved layout: a single-line label narrower than its
/// text, or wrapped text with more lines than the view's height or line limit shows. Only views
/// sized by their text are checked: an `intrinsic` written by hand is the author's size. Text
/// measured in a stand-in font is reported as possibly truncated where the stand-in's widths
/// leave it in doubt (``TruncationCertainty``).
package enum TruncationFinder {
  package static func problems(
    in design: LayoutDesign, views: [String: View], engine: LayoutEngine,
    location: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    let shown = design.views.filter { !$0.properties.isHidden }.compactMap { declaration in
      views[declaration.name].map { (declaration.name, $0) }
    }
    return problems(in: shown, engine: engine, location: location)
  }

  /// The same for views given by name (a storyboard's, by Interface Builder id), in order;
  /// hidden and fully transparent views are skipped.
  package static func problems(
    in views: [(name: String, view: View)], engine: LayoutEngine,
    location: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    var result: [LayoutProblem] = []
    for (name, view) in views where !view.isHidden && !view.isTransparent {
      guard view.textContent != nil, view.sizesToText,
        view.frame.width > 0, view.frame.height > 0,
        let layout = try? view.laidOutText(
          category: engine.contentSizeCategory, measurer: engine.textMeasurer),
        layout.isTruncated
      else { continue }
      let shown = layout.lines.last.map { " ends \"\($0)\"" } ?? ""
      let certainty = view.textContent.map {
        TruncationCertainty.of(
          view, content: $0, category: engine.contentSizeCategory, measurer: engine.textMeasurer)
      }
      var needed = ""
      if case .withinStandInError(let width) = certainty {
        needed = "; text \(NumberText.format(width)) wide"
      }
      result.append(
        LayoutProblem(
          kind: .truncated, message: name + (certainty ?? .certain).wording,
          location: location(name),
          detail:
            "(\(NumberText.format(view.frame.width)) × \(NumberText.format(view.frame.height))\(shown)\(needed))"
        ))
    }
    return result
  }
}
