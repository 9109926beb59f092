import AutoLayout
import Foundation
import LayoutAdaptivity
import LayoutBench
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutRendering
import LayoutSupport

extension Session {
  /// A snapshot of the live engine, labelled with the session's device.
  func snapshot() throws(REPLError) -> LayoutSnapshot {
    let configuration = state.configuration
    let screen = ScreenInfo(
      title: state.storyboard?.name ?? state.document.name, deviceName: configuration.device.name,
      orientation: configuration.orientation.description,
      multitasking: configuration.multitasking?.description,
      sizeClasses: configuration.sizeClasses, size: live.engine.rootSize)
    var annotations: [String: ViewAnnotation] = [:]
    for view in live.design.views {
      annotations[view.name] = ViewAnnotation(
        className: view.className, text: view.properties.text)
    }
    for (id, model) in live.storyboard?.models ?? [:] {
      annotations[live.views[id]?.name ?? id] = ViewAnnotation(
        className: model.className, text: model.text)
    }
    do {
      return try LayoutSnapshot.capture(live.engine, screen: screen, annotations: annotations)
    } catch {
      throw .engine("\(error)")
    }
  }

  /// `show`: the ASCII drawing, one row short of the terminal so the prompt stays visible.
  func show() throws(REPLError) -> String {
    let size = terminalSize()
    do {
      return try ASCIIRenderer.render(
        snapshot(), options: .init(width: size.columns, height: max(4, size.rows - 1)))
    } catch {
      throw .engine("\(error)")
    }
  }

  /// `svg FILE`.
  func svg(_ name: String) throws(REPLError) -> String {
    let markup: String
    do {
      markup = try SVGRenderer.render(snapshot())
    } catch {
      throw .engine("\(error)")
    }
    try FileBytes.write(markup, to: url(for: name), name: name)
    return "wrote \(name)"
  }

  /// `backend NAME`: the same layout in a new engine on the other solver.
  func switchBackend(_ name: String) throws(REPLError) -> String {
    guard let backend = SolverBackend.named(name.lowercased()) else {
      throw .usage(REPLCommand.backend.usage)
    }
    var next = state
    next.backend = backend
    return try commit(next, heading: "backend \(backend.name)")
  }

  /// `dump`: the live solver's state.
  func dump() -> String {
    live.capture.solver?.dump() ?? "no solver yet"
  }

  /// `bench`: median times, per backend, of building and solving the current layout from
  /// scratch and of re-solving it after a rotation (the incremental path).
  func bench() throws(REPLError) -> String {
    let configuration = state.configuration
    let turned = [InterfaceOrientation.landscapeLeft, .portrait, .landscapeRight]
      .lazy.compactMap {
        try? DeviceConfiguration(
          device: configuration.device, orientation: $0,
          multitasking: configuration.multitasking)
      }.first { $0.windowSize != configuration.windowSize }
    var lines = [
      counted(viewCount, "view") + ", " + counted(constraintCount, "constraint") + " on "
        + configuration.device.name
    ]
    for backend in SolverBackend.all {
      var current = state
      current.backend = backend
      if let (constraints, limit) = Self.denseExcess(of: current) {
        lines.append(
          "\(backend.name): skipped, \(constraints) constraints past its limit of \(limit)")
        continue
      }
      var builds: [Duration] = []
      var rotations: [Duration] = []
      let clock = ContinuousClock()
      let budget = clock.now.advanced(by: .milliseconds(400))
      repeat {
        let start = clock.now
        let layout = try Self.build(current)
        builds.append(clock.now - start)
        if let turned, current.storyboard == nil {
          let turnStart = clock.now
          layout.engine.apply(turned)
          try layout.solve()
          rotations.append(clock.now - turnStart)
        }
      } while clock.now < budget && builds.count < 50
      var line =
        "\(backend.name): build+solve \(Self.milliseconds(builds)) ms"
      if !rotations.isEmpty { line += ", rotate \(Self.milliseconds(rotations)) ms" }
      lines.append(line + " (median of \(builds.count))")
    }
    return lines.joined(separator: "\n")
  }

  private static func milliseconds(_ samples: [Duration]) -> String {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    let (seconds, attoseconds) = median.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.3f", value)
  }
}
