// The shared vocabulary (rectangles, insets, direction, size classes) comes with this module.
@_exported import LayoutGeometry
