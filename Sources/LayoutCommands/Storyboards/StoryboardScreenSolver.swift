import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutMatrix
import LayoutRendering
import LayoutStoryboard

/// One root of an Interface Builder document solved on one screen, for the renderers.
struct StoryboardScreen {
  /// The root.
  var root: StoryboardRoot
  /// The screen it was solved on.
  var environment: StoryboardEnvironment
  /// The frames, views named by their Interface Builder ids.
  var snapshot: LayoutSnapshot
  /// Errors and warnings, most severe first.
  var problems: [LayoutProblem]
  /// Ids of the views whose intrinsic size is the stored frame's size, in document order.
  var sizeFromContent: [String]
  /// Ids of the placeholder constraints left out because the screen is a device's (Xcode
  /// removes them when it builds the app), in document order.
  var removedPlaceholders: [String] = []
  /// Whether labels, buttons, text fields and non-scrolling text views were sized by their
  /// measured text rather than their stored size.
  var measuresText = false
  /// Measured views whose custom font the stand-in replaced: by font, in document order, the
  /// views' ids.
  var standInFonts: [(font: String, ids: [String])] = []
  /// Measured views whose Apple font an open family drawn to its metrics measured: by font
  /// and substitute (`Menlo-Regular in DejaVu Sans Mono`), in document order, the views' ids.
  var substituteFonts: [(font: String, ids: [String])] = []

  /// The result as a matrix cell of `configuration`.
  func solved(in configuration: DeviceConfiguration) -> SolvedScreen {
    SolvedScreen(configuration: configuration, snapshot: snapshot, problems: problems)
  }
}

/// Builds and solves a document's roots, never throwing: a root the engine refuses becomes
/// a `failed` problem at the line in the file.
enum StoryboardScreenSolver {
  /// Solves `root` of `input` on `configuration`, or on the screen the file was saved for
  /// laid out in `direction` (a configuration carries its own direction).
  /// `placements` records the constraints placing each view, for the interactive report.
  ///
  /// With a `worker`, a layout of `root` it holds from a clean solve is moved to the new
  /// environment and re-solved when the same content is installed there
  /// (``StoryboardLayout/canResolve(in:)``); the result is used only when it is clean too,
  /// else the root is built afresh (``StoryboardWorker``). Either way the screen is a fresh
  /// build's (`StoryboardEngineReuseTests`).
  static func solve(
    _ root: StoryboardRoot, of input: StoryboardInput, configuration: DeviceConfiguration? = nil,
    direction: LayoutDirection = .leftToRight, backend: SolverBackend = .cassowary,
    measureText: Bool? = nil, placements: PlacementDetail? = nil,
    worker: StoryboardWorker? = nil
  ) -> StoryboardScreen {
    let document = input.document
    var environment = StoryboardEnvironments.environment(
      of: root, in: document, configuration: configuration, direction: direction)
    environment.measuresText =
      measureText
      ?? document.measuresTextByDefault(on: configuration, for: root)
    var screen = ScreenInfo(
      title: root.displayName,
      deviceName: configuration?.device.name ?? StoryboardDocument.deviceName(of: environment),
      orientation: configuration?.orientation.description ?? savedOrientation(document),
      multitasking: configuration?.multitasking.map(\.spelling),
      sizeClasses: SizeClassPair(
        horizontal: environment.sizeClasses.width, vertical: environment.sizeClasses.height),
      size: environment.rootSize, scale: environment.scale,
      safeAreaInsets: environment.safeAreaInsets)
    if let worker, let held = worker.take(root, backend: backend, for: environment) {
      // A re-solve that fails or breaks a constraint is built afresh without being read.
      let layout = held.layout
      if (try? layout.resolve(in: environment)) != nil, WorkerEngine.isClean(layout.engine) {
        let result = read(
          layout, of: input, environment: environment, screen: screen, backend: backend,
          placements: placements, placementTexts: held.placementTexts)
        if worker.keep(held, after: result) { return result }
      }
    }
    let layout: StoryboardLayout
    do {
      layout = try StoryboardLayout(
        document: document, root: root, environment: environment, backend: backend)
    } catch {
      let location = StoryboardInput.location(of: error)
      var message = error.description
      if let location, message.hasPrefix("\(location): ") {
        message.removeFirst("\(location): ".count)
      }
      return failed(
        [LayoutProblem(kind: .failed, message: message, location: location)], root: root,
        environment: environment, screen: screen, backend: backend)
    }
    let fresh = StoryboardWorker.Held(layout, values: worker?.constraintTexts)
    let result = read(
      layout, of: input, environment: environment, screen: screen, backend: backend,
      placements: placements, placementTexts: fresh.placementTexts)
    worker?.hold(fresh, after: result)
    return result
  }

  /// A root that could not be laid out: no views, its `failed` problem, and the reason in
  /// the snapshot so drawings and JSON say so.
  private static func failed(
    _ problems: [LayoutProblem], root: StoryboardRoot, environment: StoryboardEnvironment,
    screen: ScreenInfo, backend: SolverBackend
  ) -> StoryboardScreen {
    StoryboardScreen(
      root: root, environment: environment,
      snapshot: LayoutSnapshot(
        screen: screen, backend: backend.name, views: [], failure: problems.failure?.message),
      problems: problems, sizeFromContent: [], measuresText: environment.measuresText)
  }

  /// The frames and problems of `layout`, solved in `environment`; `placementTexts` keeps
  /// the report's constraint texts with the layout.
  private static func read(
    _ layout: StoryboardLayout, of input: StoryboardInput, environment: StoryboardEnvironment,
    screen: ScreenInfo, backend: SolverBackend, placements: PlacementDetail?,
    placementTexts: PlacementTexts
  ) -> StoryboardScreen {
    let root = layout.root
    var screen = screen
    screen.size = layout.engine.rootSize
    var captured: LayoutSnapshot
    do {
      captured = try LayoutSnapshot.capture(
        layout.engine, screen: screen, annotations: annotations(layout))
      if let placements {
        captured.recordPlacements(
          from: layout.engine, detail: placements, texts: placementTexts)
      }
    } catch {
      return failed(
        [
          ScreenSolver.rangeProblem(layout.engine)
            ?? LayoutProblem(kind: .failed, message: "\(error)")
        ], root: root, environment: environment, screen: screen, backend: backend)
    }
    // As for a layout file: a solution past the number range is no layout.
    if let problem = ScreenSolver.rangeProblem(layout.engine) {
      return failed(
        [problem], root: root, environment: environment, screen: screen, backend: backend)
    }
    let snapshot = documentFrames(captured, layout: layout)
    // The snapshot found the ambiguous views already (a probe per unknown).
    var problems = ScreenSolver.engineProblems(
      layout.engine, source: input.source, ambiguity: captured.diagnostics.ambiguous)
    for index in problems.indices where problems[index].kind == .ambiguous {
      if let id = problems[index].message.split(separator: ".").first.map(String.init) {
        problems[index].location = layout.models[id]?.location
      }
    }
    problems += ProblemFinder.geometricProblems(
      snapshot, isCell: layout.isCell,
      designed: DesignedFrames(
        frames: layout.storedFrames, superviews: layout.superviews, root: layout.root.view.id),
      clipsSubviews: layout.clipsSubviews,
      textSlack: TextWidthSlack.of(layout.measuredTextViews, engine: layout.engine),
      locate: { layout.models[$0]?.location })
    problems += TruncationFinder.problems(in: layout.measuredTextViews, engine: layout.engine) {
      layout.models[$0]?.location
    }
    return StoryboardScreen(
      root: root, environment: environment,
      snapshot: snapshot, problems: problems.bySeverity,
      sizeFromContent: layout.documentViews.map(\.id).filter {
        layout.sizeFromContent.contains($0)
      },
      removedPlaceholders: layout.placeholders, measuresText: environment.measuresText,
      standInFonts: byFont(layout.standInFonts),
      substituteFonts: byFont(
        layout.substituteFonts.map { ($0.id, "\($0.font) in \($0.substitute)") }))
  }

  /// Views grouped by font, fonts in the order of their first view.
  private static func byFont(_ views: [(id: String, font: String)]) -> [(
    font: String, ids: [String]
  )] {
    views.reduce(into: []) { fonts, view in
      if let index = fonts.firstIndex(where: { $0.font == view.font }) {
        fonts[index].ids.append(view.id)
      } else {
        fonts.append((view.font, [view.id]))
      }
    }
  }

  /// The snapshot as the document names and sizes its views: the root under its
  /// Interface Builder id, and frames grown by the alignment insets of controls that have
  /// them (a switch's frame is 2 points wider than the rectangle constraints bind).
  static func documentFrames(_ snapshot: LayoutSnapshot, layout: StoryboardLayout)
    -> LayoutSnapshot
  {
    var result = snapshot
    if snapshot.isRoot(at: 0) { result.views[0].name = layout.root.view.id }
    for index in result.views.indices {
      guard let insets = layout.alignmentInsets[result.views[index].name] else { continue }
      result.views[index].frame = grown(result.views[index].frame, by: insets)
      result.views[index].rootFrame = grown(result.views[index].rootFrame, by: insets)
    }
    return result
  }

  static func grown(_ rect: Rect, by insets: EdgeInsets) -> Rect {
    Rect(
      x: rect.x - insets.left, y: rect.y - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }

  /// Class names (custom class, else the UIKit class) and texts by view id.
  static func annotations(_ layout: StoryboardLayout) -> [String: ViewAnnotation] {
    var result: [String: ViewAnnotation] = [:]
    for (id, model) in layout.models {
      let annotation = ViewAnnotation(
        className: StoryboardNaming.className(of: model), text: model.text)
      result[id] = annotation
      if id == layout.root.view.id { result[layout.engine.root.name] = annotation }
    }
    return result
  }

  /// The orientation written in `<device>`, portrait when a device is named without one.
  static func savedOrientation(_ document: StoryboardDocument) -> String? {
    document.deviceID == nil ? nil : (document.deviceOrientation ?? "portrait")
  }
}
