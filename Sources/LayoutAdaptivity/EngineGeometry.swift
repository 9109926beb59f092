import LayoutEngine

// LayoutEngine and LayoutDevices both declare `EdgeInsets`, and the module name
// `LayoutEngine` is shadowed by the class of that name, so files importing both modules
// cannot spell either type. This file sees only the engine's geometry and names it.

/// The engine's edge insets (`LayoutEngine.EdgeInsets`), in the root view's points.
public typealias EngineInsets = EdgeInsets
