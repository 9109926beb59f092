import LayoutDevices
import AutoLayout

/// One callback of UIKit's rotation / resize sequence, as a ``DeviceEnvironment`` plays it
/// to its ``ContentContainer``.
public enum TransitionEvent: Sendable, Hashable, CustomStringConvertible {
  /// `willTransition(to:with:)`: the traits are about to change.
  case willTransition(to: TraitCollection)
  /// `viewWillTransition(to:with:)`: the window size (or orientation) is about to change.
  case viewWillTransition(to: Size)
  /// `traitCollectionDidChange(_:)`: the traits changed; `nil` at launch.
  case traitCollectionDidChange(previous: TraitCollection?)
  /// `updateViewConstraints` / `updateConstraints`: the constraint pass.
  case updateConstraints
  /// `viewWillLayoutSubviews`.
  case viewWillLayoutSubviews
  /// `layoutSubviews`: the engine re-solves and writes frames.
  case layoutSubviews
  /// `viewDidLayoutSubviews`.
  case viewDidLayoutSubviews
  /// The transition coordinator's completion: the animation ended.
  case transitionCompleted

  /// The callback as written in UIKit, e.g. `viewWillTransition(to: 852x393)`.
  public var description: String {
    switch self {
    case .willTransition(let traits): "willTransition(to: \(traits))"
    case .viewWillTransition(let size): "viewWillTransition(to: \(size))"
    case .traitCollectionDidChange(let previous):
      "traitCollectionDidChange(\(previous.map(\.description) ?? "nil"))"
    case .updateConstraints: "updateConstraints"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
    case .layoutSubviews: "layoutSubviews"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
    case .transitionCompleted: "transitionCompleted"
    }
  }
}
