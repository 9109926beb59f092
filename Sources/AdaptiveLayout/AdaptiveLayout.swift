@_exported import AutoLayout
// `import AdaptiveLayout` is all an app needs: the constraint model, the Cassowary solver, the
// shared geometry, the device catalog, text measurement, the layout engine, adaptivity (traits, rotation,
// multitasking) and the layout file format. The dense backend (OpenBLAS), storyboards,
// rendering, conflict-log explanations and benchmarks are separate products, imported by name.
@_exported import Cassowary
@_exported import LayoutAdaptivity
@_exported import LayoutCore
@_exported import LayoutDevices
@_exported import LayoutFormats
@_exported import LayoutGeometry
@_exported import LayoutText
