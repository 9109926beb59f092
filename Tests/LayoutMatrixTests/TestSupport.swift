import LayoutDevices

/// A catalog device by exact name.
func device(_ name: String) throws -> Device {
  try DeviceCatalog.lookup(name)
}

/// A rectangle in points.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A size in points.
func size(_ width: Double, _ height: Double) -> Size {
  Size(width: width, height: height)
}
