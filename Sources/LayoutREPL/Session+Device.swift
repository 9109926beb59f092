import LayoutAdaptivity
import LayoutDevices
import LayoutEngine

extension Session {
  /// `device NAME`: the same orientation if the device supports it, else portrait; full screen.
  func switchDevice(_ name: String) throws(REPLError) -> String {
    let device = try Self.device(named: name)
    let current = state.configuration.orientation
    let next: SessionState
    if let same = try? Self.configuration(device: device, orientation: current, multitasking: nil) {
      next = state(on: same)
    } else {
      next = state(
        on: try Self.configuration(device: device, orientation: .portrait, multitasking: nil))
    }
    return try commit(next, heading: next.configuration.description)
  }

  /// `rotate [left|right]`: a quarter turn, skipping orientations the device refuses.
  func rotate(_ words: [String]) throws(REPLError) -> String {
    let direction = words.first ?? "right"
    guard words.count <= 1, direction == "left" || direction == "right"
    else { throw .usage(REPLCommand.rotate.usage) }
    // Turning the device clockwise puts its home button on the interface's left.
    let clockwise: [InterfaceOrientation] = [
      .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
    ]
    let order = direction == "right" ? clockwise : clockwise.reversed()
    let start = order.firstIndex(of: state.configuration.orientation) ?? 0
    var lastError: REPLError?
    for step in 1..<order.count {
      let orientation = order[(start + step) % order.count]
      do {
        return try reorient(orientation)
      } catch {
        lastError = error
      }
    }
    throw lastError ?? .device("\(state.configuration.device.name) cannot rotate")
  }

  /// `orientation NAME`.
  func orient(_ name: String) throws(REPLError) -> String {
    let names: [String: InterfaceOrientation] = [
      "portrait": .portrait, "upsidedown": .portraitUpsideDown,
      "portraitupsidedown": .portraitUpsideDown, "landscape": .landscapeLeft,
      "landscapeleft": .landscapeLeft, "landscaperight": .landscapeRight,
    ]
    guard let orientation = names[name.lowercased()] else {
      throw .usage(REPLCommand.orientation.usage)
    }
    return try reorient(orientation)
  }

  /// `split MODE`: a multitasking window, or `off` for full screen.
  func split(_ name: String) throws(REPLError) -> String {
    let modes: [String: MultitaskingMode?] = [
      "1/3": .oneThird, "1/2": .half, "2/3": .twoThirds, "slideover": .slideOver, "off": nil,
      "full": nil,
    ]
    guard let mode = modes[name.lowercased()] else { throw .usage(REPLCommand.split.usage) }
    let current = state.configuration
    let next = state(
      on: try Self.configuration(
        device: current.device, orientation: current.orientation, multitasking: mode))
    return try commit(next, heading: next.configuration.description)
  }

  /// The configuration's description, traits and insets.
  func traits() -> String {
    let configuration = state.configuration
    let traits = configuration.traitCollection
    let insets = configuration.safeAreaInsets
    return [
      configuration.description,
      "size classes: \(configuration.sizeClasses)",
      "idiom: \(traits.userInterfaceIdiom), scale: \(configuration.scale), direction: \(configuration.layoutDirection)",
      "safe area insets: top \(insets.top), left \(insets.left), bottom \(insets.bottom), right \(insets.right)",
      "backend: \(state.backend.name)",
    ].joined(separator: "\n")
  }

  private func reorient(_ orientation: InterfaceOrientation) throws(REPLError) -> String {
    let current = state.configuration
    let next = state(
      on: try Self.configuration(
        device: current.device, orientation: orientation, multitasking: current.multitasking))
    return try commit(next, heading: next.configuration.description)
  }

  /// The state on `configuration`. An Interface Builder root leaves the screen it was saved
  /// for and is laid out on the configuration from then on.
  private func state(on configuration: DeviceConfiguration) -> SessionState {
    var next = state
    next.configuration = configuration
    next.storyboard?.onSavedScreen = false
    return next
  }
}
