import LayoutDevices

// See EngineGeometry.swift: this file sees only the catalog's insets and names them.

/// The catalog's edge insets (`LayoutDevices.EdgeInsets`), as the device data records them.
public typealias DeviceInsets = EdgeInsets
