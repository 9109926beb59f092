import LayoutFormats
import LayoutStoryboard

/// The names one conversion gives, shared by the designs of every size-class configuration
/// so that a view or helper has the same name in each: views by Interface Builder id (all
/// of the root's views, installed or not, in document order), helpers by what they stand for.
final class ConversionNaming {
  private var names = ConversionNames()
  /// Layout names by IB id.
  private(set) var views: [String: String] = [:]
  /// Helper names by key (owner id and what the helper stands for).
  private var helpers: [String: String] = [:]

  /// Names every view of `root`; the root view is `root`.
  init(root: StoryboardView) {
    views[root.id] = LayoutFile.rootName
    for view in root.subtree.dropFirst() {
      views[view.id] = names.name(for: view)
    }
  }

  /// The name of the helper for `key`, made from `base` the first time.
  func helper(key: String, base: () -> String) -> String {
    if let name = helpers[key] { return name }
    let name = names.unique(base())
    helpers[key] = name
    return name
  }
}
