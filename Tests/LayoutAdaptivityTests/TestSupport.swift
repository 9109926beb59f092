import LayoutDevices
import AutoLayout

@testable import LayoutAdaptivity

/// Records every callback a ``DeviceEnvironment`` delivers, and runs optional test code in
/// the layout callbacks.
final class RecordingContainer: ContentContainer {
  var calls: [TransitionEvent] = []
  var onViewWillTransition: ((Size, DeviceEnvironment) -> Void)?
  var onDidLayout: ((DeviceEnvironment) -> Void)?

  func willTransition(to newTraits: TraitCollection, in environment: DeviceEnvironment) {
    calls.append(.willTransition(to: newTraits))
  }

  func viewWillTransition(to size: Size, in environment: DeviceEnvironment) {
    calls.append(.viewWillTransition(to: size))
    onViewWillTransition?(size, environment)
  }

  func traitCollectionDidChange(_ previous: TraitCollection?, in environment: DeviceEnvironment) {
    calls.append(.traitCollectionDidChange(previous: previous))
  }

  func updateConstraints(in environment: DeviceEnvironment) {
    calls.append(.updateConstraints)
  }

  func viewWillLayoutSubviews(in environment: DeviceEnvironment) {
    calls.append(.viewWillLayoutSubviews)
  }

  func viewDidLayoutSubviews(in environment: DeviceEnvironment) {
    calls.append(.viewDidLayoutSubviews)
    onDidLayout?(environment)
  }

  func transitionDidComplete(in environment: DeviceEnvironment) {
    calls.append(.transitionCompleted)
  }
}

/// A catalog device by exact name.
func device(_ name: String) throws -> Device {
  try DeviceCatalog.lookup(name)
}

/// A constraint-based view added to `parent`.
func makeView(_ name: String, in parent: View) throws -> View {
  let view = View(name)
  view.translatesAutoresizingMaskIntoConstraints = false
  try parent.addSubview(view)
  return view
}

/// Pins `view`'s four edges to the root's safe-area guide.
func pinToSafeArea(_ view: View, in root: View) -> [LayoutConstraint] {
  let guide = root.safeAreaLayoutGuide
  return [
    view.topAnchor.constraint(equalTo: guide.topAnchor),
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
  ]
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

func size(_ width: Double, _ height: Double) -> Size {
  Size(width: width, height: height)
}

/// Full traits as a device environment reports them.
func traits(
  _ horizontal: SizeClass, _ vertical: SizeClass, scale: Double, idiom: UserInterfaceIdiom
) -> TraitCollection {
  TraitCollection(
    horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale,
    userInterfaceIdiom: idiom, layoutDirection: .leftToRight)
}

/// The layout pass as delivered in a transition.
let layoutPass: [TransitionEvent] = [
  .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews,
]
