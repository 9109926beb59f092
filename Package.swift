// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AdaptiveLayout",
  products: [
    // Everything an app needs, as one module: `import AdaptiveLayout`.
    .library(name: "AdaptiveLayout", targets: ["AdaptiveLayout"]),
    // One product per public module, for code that wants only part of it.
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "LayoutGeometry", targets: ["LayoutGeometry"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "DenseSimplex", targets: ["DenseSimplex"]),
    .library(name: "LayoutDevices", targets: ["LayoutDevices"]),
    .library(name: "LayoutText", targets: ["LayoutText"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "LayoutAdaptivity", targets: ["LayoutAdaptivity"]),
    .library(name: "LayoutFormats", targets: ["LayoutFormats"]),
    .library(name: "LayoutStoryboard", targets: ["LayoutStoryboard"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "LayoutRaster", targets: ["LayoutRaster"]),
    .library(name: "LayoutConversion", targets: ["LayoutConversion"]),
    .library(name: "LayoutMatrix", targets: ["LayoutMatrix"]),
    .library(name: "LayoutExplain", targets: ["LayoutExplain"]),
    .library(name: "LayoutBench", targets: ["LayoutBench"]),
    .executable(name: "layout", targets: ["LayoutCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // MARK: Library modules

    .target(
      name: "AdaptiveLayout",
      dependencies: [
        "LayoutCore", "LayoutGeometry", "Cassowary", "LayoutDevices", "LayoutText", "AutoLayout",
        "LayoutAdaptivity", "LayoutFormats",
      ]),
    .target(name: "LayoutCore"),
    // File input and output through the operating system, shared by the command line and the
    // REPL, and the one ordered-JSON document every JSON writer builds (package access only).
    .target(
      name: "LayoutSupport",
      dependencies: ["LayoutCore"]),
    .target(
      name: "LayoutGeometry",
      dependencies: ["LayoutCore"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutDevices",
      dependencies: ["LayoutCore", "LayoutGeometry", "LayoutSupport"],
      exclude: ["README.md"]),
    .target(
      name: "Cassowary",
      dependencies: ["LayoutCore"]),
    .target(
      name: "DenseSimplex",
      dependencies: ["LayoutCore", "CSolver"]),
    .target(
      name: "LayoutBench",
      dependencies: ["LayoutCore", "Cassowary", "DenseSimplex"]),
    .target(
      name: "LayoutFormats",
      dependencies: ["LayoutCore", "LayoutGeometry", "LayoutDevices", "AutoLayout", "LayoutText"],
      exclude: ["README.md"]),
    .target(
      name: "AutoLayout",
      dependencies: ["LayoutCore", "LayoutGeometry", "Cassowary", "LayoutText"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutAdaptivity",
      dependencies: ["LayoutCore", "LayoutDevices", "AutoLayout", "LayoutText"],
      exclude: ["README.md"]),
    .target(
      name: "LayoutStoryboard",
      dependencies: [
        "LayoutCore", "LayoutDevices", "AutoLayout", "LayoutAdaptivity", "Cassowary", "LayoutText",
      ],
      exclude: ["README.md"]),
    .target(
      name: "LayoutRendering",
      dependencies: [
        "LayoutCore", "LayoutGeometry", "LayoutDevices", "AutoLayout", "LayoutSupport",
        "LayoutText",
      ],
      exclude: ["README.md"]),
    // A layout file solved on every device configuration, with its problems: what `layout
    // solve`, `matrix` and `lint` run, for programs that embed it.
    .target(
      name: "LayoutMatrix",
      dependencies: [
        "LayoutCore", "Cassowary", "LayoutDevices", "AutoLayout", "LayoutAdaptivity",
        "LayoutFormats", "LayoutRendering", "LayoutText",
      ],
      exclude: ["README.md"]),
    .target(
      name: "LayoutCommands",
      dependencies: [
        "LayoutCore", "LayoutGeometry", "Cassowary", "LayoutDevices", "AutoLayout",
        "LayoutFormats", "LayoutAdaptivity", "LayoutRendering", "LayoutExplain",
        "LayoutStoryboard", "LayoutConversion", "LayoutBench", "LayoutText", "LayoutSupport",
        "LayoutMatrix", "LayoutRaster",
      ],
      exclude: ["README.md"]),
    .target(
      name: "LayoutConversion",
      dependencies: [
        "LayoutCore", "Cassowary", "LayoutDevices", "AutoLayout", "LayoutAdaptivity",
        "LayoutFormats", "LayoutRendering", "LayoutStoryboard",
      ],
      exclude: ["README.md"]),
    .target(
      name: "LayoutExplain",
      dependencies: ["LayoutCore", "LayoutGeometry", "AutoLayout", "Cassowary"],
      exclude: ["README.md"]),

    .target(
      name: "LayoutREPL",
      dependencies: [
        "LayoutCore", "LayoutDevices", "AutoLayout", "LayoutFormats", "LayoutAdaptivity",
        "LayoutRendering", "LayoutStoryboard", "LayoutBench", "CEditLine", "LayoutText",
        "LayoutSupport", "LayoutMatrix",
      ],
      exclude: ["README.md"]),
    .target(
      name: "LayoutText",
      dependencies: ["CHarfBuzz", "LayoutSupport"],
      exclude: ["README.md"]),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev"])]),
    // SVG to PNG through librsvg, apart so that programs without PNG output (the fuzzers)
    // need not link it.
    .target(
      name: "LayoutRaster",
      dependencies: ["CRsvg"],
      exclude: ["README.md"]),
    .systemLibrary(
      name: "CRsvg",
      pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"])]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),

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
        "LayoutDevices",
        "LayoutBench",
        "LayoutCommands",
        "LayoutREPL",
        "LayoutSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // The interactive report at scale (Benchmarks/report/run.sh).
    .executableTarget(
      name: "ReportBenchmark",
      dependencies: ["LayoutRendering", "AutoLayout"],
      path: "Benchmarks/report/Sources"),

    // The engine alone on a screen of measured labels (Benchmarks/README.md, Text).
    .executableTarget(
      name: "TextBenchmark",
      dependencies: ["AutoLayout", "LayoutText"],
      path: "Benchmarks/text/Sources"),

    .executableTarget(
      name: "LayoutREPLDriver",
      dependencies: ["LayoutREPL"],
      path: "Tests/LayoutREPLDriver"),

    // MARK: Test support

    .target(
      name: "LayoutTestSupport",
      dependencies: ["LayoutCore"],
      path: "Tests/LayoutTestSupport"),
    // Golden-file comparison for test targets only: it imports Testing, which the fuzz and
    // differential programs (built from LayoutTestSupport by Tools/fuzz) must not link.
    .target(
      name: "GoldenTesting",
      path: "Tests/GoldenTesting"),
    // What the command, storyboard and REPL test targets share: the example screens, fixture
    // folders, sample documents (`StoryboardFixture`, `SampleXibs`) and readers of `layout`
    // output.
    .target(
      name: "CommandTestSupport",
      path: "Tests/CommandTestSupport"),
    // A small PNG decoder for tests that check rasterised drawings.
    .target(
      name: "PNGDecoding",
      dependencies: ["CZlib"],
      path: "Tests/PNGDecoding"),
    .systemLibrary(
      name: "CZlib",
      path: "Tests/CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    .target(
      name: "SolverFuzzing",
      dependencies: ["LayoutCore", "Cassowary", "DenseSimplex", "LayoutTestSupport"],
      path: "Fuzz/SolverFuzzing"),
    .target(
      name: "FormatFuzzing",
      dependencies: [
        "LayoutCore", "LayoutDevices", "AutoLayout", "LayoutFormats", "LayoutStoryboard",
        "LayoutExplain",
      ],
      path: "Fuzz/FormatFuzzing"),

    // MARK: Tests

    .testTarget(
      name: "FuzzRegressionTests",
      dependencies: [
        "SolverFuzzing", "FormatFuzzing", "LayoutCore", "Cassowary", "DenseSimplex",
        "AutoLayout",
      ],
      exclude: ["Inputs"]),
    .testTarget(
      name: "LayoutDevicesTests",
      dependencies: ["LayoutDevices"]),
    .testTarget(
      name: "LayoutCoreTests",
      dependencies: ["LayoutCore"]),
    .testTarget(
      name: "DenseSimplexTests",
      dependencies: ["LayoutCore", "DenseSimplex", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutBenchTests",
      dependencies: ["LayoutBench", "LayoutCore"]),
    .testTarget(
      name: "SolverConformanceTests",
      dependencies: [
        "LayoutCore", "Cassowary", "DenseSimplex", "LayoutTestSupport", "LayoutBench",
      ]),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["LayoutCore", "Cassowary", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutFormatsTests",
      dependencies: [
        "LayoutFormats", "LayoutCore", "LayoutDevices", "AutoLayout", "LayoutText",
        "LayoutTestSupport",
      ]),
    .testTarget(
      name: "AutoLayoutTests",
      dependencies: [
        "AutoLayout", "LayoutCore", "LayoutDevices", "Cassowary", "DenseSimplex",
      ]),
    .testTarget(
      name: "LayoutAdaptivityTests",
      dependencies: ["LayoutAdaptivity", "AutoLayout", "LayoutDevices", "LayoutCore"]),
    .testTarget(
      name: "LayoutStoryboardTests",
      dependencies: [
        "LayoutStoryboard", "AutoLayout", "LayoutDevices", "LayoutCore", "LayoutAdaptivity",
        "LayoutText", "CommandTestSupport",
      ]),
    .testTarget(
      name: "LayoutRenderingTests",
      dependencies: [
        "LayoutRendering", "AutoLayout", "LayoutCore", "LayoutGeometry", "LayoutDevices",
        "GoldenTesting", "LayoutText",
      ],
      exclude: ["Golden"]),
    // Every command in process, through the LayoutCommands API (memory files, goldens).
    .testTarget(
      name: "LayoutCommandsTests",
      dependencies: [
        "LayoutCommands", "CommandTestSupport", "GoldenTesting", "PNGDecoding", "LayoutCore",
        "Cassowary", "LayoutDevices", "AutoLayout", "LayoutFormats", "LayoutStoryboard",
        "LayoutRendering", "LayoutMatrix", "LayoutBench", "LayoutText", "LayoutTestSupport",
      ],
      exclude: ["Golden"]),
    // The built `layout` binary end to end: output, errors, exit codes (runs in Fixtures/).
    .testTarget(
      name: "LayoutCLITests",
      dependencies: ["CommandTestSupport", "GoldenTesting", "LayoutFormats"],
      exclude: ["Golden", "Fixtures"]),
    .testTarget(
      name: "LayoutMatrixTests",
      dependencies: [
        "LayoutMatrix", "LayoutCore", "LayoutDevices", "AutoLayout", "LayoutAdaptivity",
        "LayoutBench", "LayoutText", "DenseSimplex", "LayoutTestSupport",
      ]),
    .testTarget(
      name: "LayoutRasterTests",
      dependencies: ["LayoutRaster", "PNGDecoding"]),
    .testTarget(
      name: "LayoutExplainTests",
      dependencies: ["LayoutExplain", "LayoutCore", "LayoutGeometry"],
      exclude: ["Logs"]),
    .testTarget(
      name: "LayoutSupportTests",
      dependencies: ["LayoutSupport"]),
    .testTarget(
      name: "LayoutTextTests",
      dependencies: ["LayoutText", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutREPLTests",
      dependencies: [
        "LayoutREPL", "LayoutDevices", "LayoutAdaptivity", "AutoLayout", "LayoutTestSupport",
        "CommandTestSupport",
      ],
      exclude: ["Golden", "Fixtures"]),
  ]
)
