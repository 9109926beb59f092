import AutoLayout
import LayoutText

import struct LayoutDevices.Device
import enum LayoutDevices.InterfaceOrientation
import struct LayoutDevices.SizeClassPair

extension LayoutSnapshot {
  /// Lays out `engine` if needed and records its frames and diagnostics.
  ///
  /// Views come from the root's subtree, parents first. `screen` supplies the labels
  /// (title, device, orientation, size classes); the size, scale, safe area, margins and
  /// content size category (when the screen names none) are read from the engine, which is
  /// what the frames were solved for.
  ///
  /// - Parameter annotations: class names and texts by view name.
  /// - Throws: ``RenderingError/layoutFailed(_:)`` when the solver fails internally.
  public static func capture(
    _ engine: LayoutEngine, screen: ScreenInfo? = nil,
    annotations: [String: ViewAnnotation] = [:]
  ) throws(RenderingError) -> LayoutSnapshot {
    do {
      try engine.layoutIfNeeded()
    } catch {
      throw .layoutFailed(String(describing: error))
    }
    var info = screen ?? ScreenInfo(size: engine.rootSize)
    info.size = engine.rootSize
    info.scale = engine.scale
    info.safeAreaInsets = engine.safeAreaInsets
    info.layoutMargins = engine.root.layoutMargins
    info.layoutDirection = engine.layoutDirection
    // The engine knows the text size it measured at, whoever made the screen description.
    if info.contentSize == nil, engine.contentSizeCategory != .default {
      info.contentSize = engine.contentSizeCategory.alias
    }

    let reports = engine.ambiguityReports()
    let ambiguityByItem = Dictionary(
      reports.map { (ObjectIdentifier($0.item), $0.variables) },
      uniquingKeysWith: { first, _ in first })
    var indexByView: [ObjectIdentifier: Int] = [:]
    var records: [ViewRecord] = []
    for view in engine.root.subtree {
      let superviewIndex = view.superview.flatMap { indexByView[ObjectIdentifier($0)] }
      let annotation = annotations[view.name]
      let ambiguous = ambiguityByItem[ObjectIdentifier(view)] ?? []
      indexByView[ObjectIdentifier(view)] = records.count
      records.append(
        ViewRecord(
          name: view.debugName,
          className: annotation?.className ?? (view.isScrollView ? "UIScrollView" : "UIView"),
          text: annotation?.text,
          superviewIndex: superviewIndex,
          depth: superviewIndex.map { records[$0].depth + 1 } ?? 0,
          frame: view === engine.root ? engine.root.frameInRoot : view.frame,
          rootFrame: view.frameInRoot,
          isHidden: view.isHidden || view.isTransparent,
          ambiguousVariables: ambiguous))
      if view.isScrollView {
        records[records.count - 1].contentSize = view.contentSize
        records[records.count - 1].computesContentSize = view.computesContentSize
      }
      records[records.count - 1].textDrawing = TextDrawing.capture(view, in: engine)
    }

    // Each constraint is described once: the conflicts of a chain broken in turn list most
    // of the layout again each.
    var descriptions: [ObjectIdentifier: String] = [:]
    func describe(_ constraint: LayoutConstraint) -> String {
      if let text = descriptions[ObjectIdentifier(constraint)] { return text }
      let text = constraint.description
      descriptions[ObjectIdentifier(constraint)] = text
      return text
    }
    let diagnostics = LayoutDiagnostics(
      conflicts: engine.currentConflicts.enumerated().map { index, report in
        ConflictRecord(
          constraints: report.isListedInFull(at: index)
            ? report.constraints.map(describe) : [],
          broken: report.broken.description, constraintCount: report.constraints.count)
      },
      brokenConstraints: engine.brokenConstraints.map(\.description),
      ambiguous: reports.map { AmbiguityRecord(item: $0.item.debugName, variables: $0.variables) },
      rejected: engine.rejections.map { "\($0.constraint) — \($0.error)" })
    return LayoutSnapshot(
      screen: info, backend: engine.backend.name, views: records, diagnostics: diagnostics)
  }

  /// Lays out `engine` if needed and records it, labelled with a catalog device.
  ///
  /// - Throws: ``RenderingError/layoutFailed(_:)`` when the solver fails internally.
  public static func capture(
    _ engine: LayoutEngine, title: String = "", device: Device,
    orientation: InterfaceOrientation, annotations: [String: ViewAnnotation] = [:]
  ) throws(RenderingError) -> LayoutSnapshot {
    let screen = ScreenInfo(
      title: title, deviceName: device.name, orientation: orientation.description,
      sizeClasses: device.sizeClasses(in: orientation), size: engine.rootSize)
    return try capture(engine, screen: screen, annotations: annotations)
  }
}
