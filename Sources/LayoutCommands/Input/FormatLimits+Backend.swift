import LayoutCore
import LayoutFormats
import LayoutMatrix

extension FormatLimits {
  /// The limits a layout file is read with when `backend` solves it: the dense backend's
  /// lower constraint limit (``FormatLimits/dense``) for it, the standard ones otherwise, so
  /// a file too large for the dense solver to answer in seconds is refused before solving.
  static func reading(for backend: SolverBackend) -> FormatLimits {
    backend.name == SolverBackend.dense.name ? .dense : .standard
  }
}
