// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AdaptiveLayout",
  products: [
    .library(
      name: "AdaptiveLayout",
      targets: ["LayoutCore", "Cassowary"]),
    .executable(name: "layout", targets: ["LayoutCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // MARK: Library modules

    .target(name: "LayoutCore"),
    .target(
      name: "LayoutDevices",
      exclude: ["README.md"]),
    .target(
      name: "Cassowary",
      dependencies: ["LayoutCore"]),
    .target(
      name: "DenseSimplex",
      dependencies: ["LayoutCore", "CSolver"]),
    .target(
      name: "LayoutEngine",
      dependencies: ["LayoutCore", "LayoutDevices", "Cassowary", "DenseSimplex"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutAdaptivity",
      dependencies: ["LayoutCore", "LayoutDevices", "LayoutEngine", "Cassowary"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutRendering",
      dependencies: ["LayoutCore", "LayoutDevices", "LayoutEngine"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutBench",
      dependencies: ["LayoutCore", "Cassowary", "DenseSimplex"]),

    // MARK: C kernel

    .target(
      name: "CSolver",
      path: "CSolver",
      exclude: ["tests", "README.md"],
      linkerSettings: [.linkedLibrary("openblas"), .linkedLibrary("lapacke")]),

    // MARK: Executable

    .executableTarget(
      name: "LayoutCLI",
      dependencies: [
        "LayoutCore",
        "Cassowary",
        "LayoutBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // MARK: Test support

    .target(
      name: "LayoutTestSupport",
      dependencies: ["LayoutCore"],
      path: "Tests/LayoutTestSupport"),

    // MARK: Tests

    .testTarget(
      name: "LayoutDevicesTests",
      dependencies: ["LayoutDevices"]),
    .testTarget(
      name: "LayoutCoreTests",
      dependencies: ["LayoutCore"]),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: ["LayoutEngine", "LayoutCore", "LayoutDevices", "Cassowary"]),
    .testTarget(
      name: "LayoutAdaptivityTests",
      dependencies: ["LayoutAdaptivity", "LayoutEngine", "LayoutDevices", "LayoutCore"]),
    .testTarget(
      name: "LayoutRenderingTests",
      dependencies: ["LayoutRendering", "LayoutEngine", "LayoutDevices", "LayoutCore"],
      resources: [.copy("Golden")]),
    .testTarget(
      name: "DenseSimplexTests",
      dependencies: ["LayoutCore", "DenseSimplex", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutBenchTests",
      dependencies: ["LayoutBench", "LayoutCore"]),
    .testTarget(
      name: "SolverConformanceTests",
      dependencies: ["LayoutCore", "Cassowary", "DenseSimplex", "LayoutTestSupport"]),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["LayoutCore", "Cassowary", "LayoutTestSupport"]),
  ]
)
