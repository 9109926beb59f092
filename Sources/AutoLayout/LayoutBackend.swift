import LayoutCore

/// The engine's former name for ``SolverBackend``.
public typealias LayoutBackend = SolverBackend
