import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutStoryboard

extension LiveLayout {
  /// Builds and solves `source`'s root on the screen `configuration` gives it (or the saved
  /// screen), in a fresh engine on `backend`.
  /// - Throws: ``REPLError/layoutFailed(_:)`` when the engine refuses the root or fails to
  ///   solve it (text with no font to measure it too).
  static func storyboard(
    _ source: StoryboardSource, configuration: DeviceConfiguration, backend: SolverBackend
  ) throws(REPLError) -> LiveLayout {
    let capture = SolverCapture()
    do {
      let layout = try StoryboardLayout(
        document: source.document, root: source.root,
        environment: source.environment(on: configuration),
        backend: capture.backend(wrapping: backend))
      return LiveLayout(storyboard: layout, capture: capture, backendName: backend.name)
    } catch {
      throw .layoutFailed(.engine(error.description))
    }
  }

  /// The installed views below the root in document order, with the frames `layout solve`
  /// reports: superview coordinates, grown by the alignment insets of controls that have
  /// them (a switch's frame is 2 points wider than the rectangle its constraints bind).
  /// Views are named by their ids, shown on one line: a line break in an id is a `?`.
  static func frames(of layout: StoryboardLayout) -> [(name: String, frame: Rect)] {
    layout.root.view.subtree.dropFirst().compactMap { model in
      layout.views[model.id].map {
        (TerminalText.printable(model.id), grown($0.frame, layout.alignmentInsets[model.id]))
      }
    }
  }

  /// The frame of `view` (named `name`) in its superview and in the root, grown by its
  /// alignment insets for an Interface Builder control.
  func displayedFrames(of view: View, named name: String) -> (frame: Rect, inRoot: Rect) {
    let insets = storyboard?.alignmentInsets[name]
    return (Self.grown(view.frame, insets), Self.grown(engine.rootFrame(of: view), insets))
  }

  private static func grown(_ rect: Rect, _ insets: EdgeInsets?) -> Rect {
    guard let insets else { return rect }
    return Rect(
      x: rect.x - insets.left, y: rect.y - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }
}
