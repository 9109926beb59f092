import LayoutCore

/// Finds the known name closest to a misspelt one, for "did you mean" hints.
package enum NameSuggestion {
  /// The candidate with the smallest edit distance to `name`, if that distance is small
  /// enough to be a plausible typo (1 for names of up to 3 characters, otherwise the larger
  /// of 2 and a third of the length, and always less than the length so that one-letter
  /// names get no suggestion).
  ///
  /// Ties go to the alphabetically first candidate so that messages are deterministic.
  static func nearest<S: Sequence<String>>(to name: String, in candidates: S) -> String? {
    let target = Array(name.unicodeScalars)
    let limit = min(target.count - 1, target.count <= 3 ? 1 : max(2, target.count / 3))
    guard limit > 0 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      // Lengths that differ by more than the limit cannot be within it; skipping them keeps
      // suggestions cheap in files with thousands of views.
      guard abs(candidate.unicodeScalars.count - target.count) <= limit else { continue }
      let distance = editDistance(target, Array(candidate.unicodeScalars))
      guard distance <= limit else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name < candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The message suffix for a view name taken from UIKit code, which a layout file spells
  /// differently (`superview`, a view controller's `view`), or an empty string.
  ///
  /// People paste constraints from Swift, where `superview` and `view` are relative names; a
  /// layout file names every view, and the screen's root view is `root`.
  package static func uikitHint(for name: String) -> String {
    switch name {
    case "superview":
      "; a layout file names each view: write the superview's name, "
        + "or 'root' for the screen's root view"
    case "view", "self":
      "; the screen's root view (a view controller's 'view') is 'root'"
    case "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide":
      "; guides belong to a view: write 'root.safeArea', 'root.margins' or 'root.readableContent'"
    default:
      ""
    }
  }

  /// The layout file's guide for a guide name taken from UIKit code (`view.layoutMarginsGuide`,
  /// `view.safeAreaLayoutGuide.topAnchor` pasted as `root.layoutMargins.top`), or `nil`.
  ///
  /// Edit distance cannot find these: `layoutMarginsGuide` is far from `margins`.
  package static func uikitGuide(for name: String) -> String? {
    switch name {
    case "layoutMargins", "layoutMarginsGuide", "marginsGuide": "margins"
    case "safeAreaLayoutGuide", "safeAreaInsets", "safeAreaGuide": "safeArea"
    case "readableContentGuide", "readableContentLayoutGuide": "readableContent"
    case "keyboardLayoutGuide", "keyboardGuide": "keyboard"
    default: nil
    }
  }

  /// The layout file's view property for a UIKit property name (`titleLabel`, `setTitle`:
  /// a button's title is its `text`), or `nil`.
  package static func uikitProperty(for name: String) -> String? {
    switch name {
    case "title", "titleLabel", "currentTitle": "text"
    case "numberOfLines": "lines"
    case "lineBreakMode": "lineBreak"
    case "intrinsicContentSize": "intrinsic"
    case "isHidden": "hidden"
    case "placeholderText": "placeholder"
    case "borderStyle": "border"
    case "semanticContentAttribute": "semantic"
    default: nil
    }
  }

  /// The message suffix `; did you mean 'x'?`, or an empty string.
  static func hint<S: Sequence<String>>(for name: String, in candidates: S) -> String {
    nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
