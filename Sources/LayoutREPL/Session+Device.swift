import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutText

extension Session {
  /// `device NAME`: the same orientation if the device and the layout allow it, else the
  /// first they do; full screen.
  func switchDevice(_ name: String) throws(REPLError) -> String {
    let device = try Self.device(named: name)
    let policy = state.orientationPolicy
    let current = state.configuration.orientation
    let allowed = try Self.allowedOrientations(of: policy, on: device)
    let orientation = allowed.contains(current) ? current : allowed[0]
    var next = state(
      on: try Self.configuration(
        device: device, orientation: orientation, multitasking: nil,
        layoutDirection: state.configuration.layoutDirection, policy: policy))
    next.chosenWindow = nil
    return try commit(next, heading: next.configuration.description)
  }

  /// `rotate [left|right]`: a quarter turn, skipping orientations the device or the layout
  /// refuses; a Split View window becomes the one iPadOS shows in the new orientation.
  func rotate(_ words: [String]) throws(REPLError) -> String {
    let direction = words.first ?? "right"
    guard words.count <= 1, direction == "left" || direction == "right"
    else { throw .usage(REPLCommand.rotate.usage) }
    // Turning the device clockwise puts its home button on the interface's left.
    let clockwise: [InterfaceOrientation] = [
      .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
    ]
    let order = direction == "right" ? clockwise : clockwise.reversed()
    let current = state.configuration
    let allowed = try Self.allowedOrientations(of: state.orientationPolicy, on: current.device)
    let start = order.firstIndex(of: current.orientation) ?? 0
    let turns = (1..<order.count).map { order[(start + $0) % order.count] }
    guard let target = turns.first(where: allowed.contains) else {
      throw .device(
        "\(current.device.name) shows this layout only in \(current.orientation)"
          + layoutNote(state.orientationPolicy))
    }
    // Orientations the device has but the layout's `orientations` line leaves out are worth
    // a word; the device's own gaps (no upside down on Face ID iPhones) are not news.
    let skipped =
      state.declaresOrientations
      ? turns.prefix { $0 != target }.filter { current.device.supportedOrientations.contains($0) }
      : []
    let notes = skipped.map { "skipped \($0): not among the layout's orientations" }
    return try reorient(target, notes: notes)
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
    let current = state.configuration
    let policy = state.orientationPolicy
    let allowed = try Self.allowedOrientations(of: policy, on: current.device)
    guard
      allowed.contains(orientation) || !current.device.supportedOrientations.contains(orientation)
    else {
      throw .device(
        "the layout does not support \(orientation)\(layoutNote(policy)); "
          + "allowed on \(current.device.name): "
          + allowed.map(\.description).joined(separator: ", "))
    }
    return try reorient(orientation, notes: [])
  }

  /// `split MODE`: a multitasking window, or `full` (`off`) for full screen; the names are
  /// `layout --multitasking`'s, short ones included.
  func split(_ name: String) throws(REPLError) -> String {
    guard let mode = MultitaskingMode.named(name) else { throw .usage(REPLCommand.split.usage) }
    let current = state.configuration
    var next = state(
      on: try Self.configuration(
        device: current.device, orientation: current.orientation, multitasking: mode,
        layoutDirection: current.layoutDirection, policy: state.orientationPolicy))
    next.chosenWindow = mode
    return try commit(next, heading: next.configuration.description)
  }

  /// `rtl [on|off]`: lays the layout out right to left (as `layout solve --rtl` does) or left
  /// to right, as an app whose language changed; without an argument, names the direction.
  /// Later device, orientation and window changes keep the direction.
  func setRightToLeft(_ word: String?) throws(REPLError) -> String {
    let current = state.configuration
    guard let word else { return "direction: \(current.layoutDirection)" }
    let direction: LayoutDirection
    switch word.lowercased() {
    case "on": direction = .rightToLeft
    case "off": direction = .leftToRight
    default: throw .usage(REPLCommand.rtl.usage)
    }
    var next = state
    next.configuration = try Self.configuration(
      device: current.device, orientation: current.orientation,
      multitasking: current.multitasking, layoutDirection: direction,
      policy: state.orientationPolicy)
    next.configuration.contentSizeCategory = current.contentSizeCategory
    return try commit(next, heading: "direction: \(direction)")
  }

  /// `contentsize [CATEGORY]`: measures text at `name`'s category, or names the current one.
  func contentSize(_ name: String?) throws(REPLError) -> String {
    guard let name else {
      let category = state.configuration.contentSizeCategory
      return Self.contentSizeLine(category)
    }
    guard let category = ContentSizeCategory(name: name) else {
      throw .device(TextError.unknownContentSizeCategory(name).description)
    }
    var next = state
    next.configuration.contentSizeCategory = category
    return try commit(next, heading: Self.contentSizeLine(category))
  }

  /// `text size ax3 (accessibilityExtraLarge)`: the short name every other line uses
  /// (`rotate`, `problems`, `matrix`), then UIKit's name.
  static func contentSizeLine(_ category: ContentSizeCategory) -> String {
    "\(category.textSizeName) (\(category.rawValue))"
  }

  /// The configuration's description, traits and insets.
  func traits() -> String {
    let configuration = state.configuration
    let traits = configuration.traitCollection
    let insets = configuration.safeAreaInsets
    return [
      configuration.description,
      "size classes: \(configuration.sizeClasses)",
      "idiom: \(traits.userInterfaceIdiom), scale: \(formatNumber(configuration.scale)), "
        + "direction: \(configuration.layoutDirection)",
      "safe area insets: top \(formatNumber(insets.top)), left \(formatNumber(insets.left)), "
        + "bottom \(formatNumber(insets.bottom)), right \(formatNumber(insets.right))",
      "backend: \(state.backend.name)",
    ].joined(separator: "\n")
  }

  /// Turns to `orientation`, keeping the window: a Split View or Slide Over window the new
  /// orientation has no equal of becomes the nearest one it has, as iPadOS resizes it, and
  /// the window chosen with `split` comes back when an orientation offers it again.
  private func reorient(_ orientation: InterfaceOrientation, notes: [String]) throws(REPLError)
    -> String
  {
    let current = state.configuration
    var lines = notes
    var mode = current.multitasking
    if let chosen = state.chosenWindow, let window = mode, chosen != window,
      current.device.multitaskingWindow(chosen, in: orientation.screenOrientation) != nil
    {
      lines.append("back to the \(chosen) window chosen with split")
      mode = chosen
    } else if let window = mode, let nearest = Self.nearestWindow(to: current, in: orientation),
      nearest != window
    {
      lines.append(
        "no \(window) window in \(orientation.screenOrientation); "
          + "using \(nearest), the nearest that iPadOS offers")
      mode = nearest
    }
    let next = state(
      on: try Self.configuration(
        device: current.device, orientation: orientation, multitasking: mode,
        layoutDirection: current.layoutDirection, policy: state.orientationPolicy))
    lines.append(next.configuration.description)
    return try commit(next, heading: lines.joined(separator: "\n"))
  }

  /// The multitasking window `configuration`'s window becomes in `orientation`: the same
  /// arrangement when the device has it there, else the Split View window whose share of
  /// the screen's width is closest (iPadOS has no 1/2 split in portrait; it shows the app
  /// at about 2/3 or 1/3). Nil when the configuration is full screen or the device has no
  /// window at all in that orientation.
  static func nearestWindow(
    to configuration: DeviceConfiguration, in orientation: InterfaceOrientation
  ) -> MultitaskingMode? {
    guard let mode = configuration.multitasking else { return nil }
    let device = configuration.device
    let screen = orientation.screenOrientation
    if device.multitaskingWindow(mode, in: screen) != nil { return mode }
    guard let oldScreen = try? device.geometry(in: configuration.orientation),
      let newScreen = try? device.geometry(in: orientation)
    else { return nil }
    let share = configuration.windowSize.width / oldScreen.size.width
    let candidates = device.multitaskingWindows.filter {
      $0.orientation == screen && $0.mode != .slideOver
    }
    return candidates.min {
      abs($0.size.width / newScreen.size.width - share)
        < abs($1.size.width / newScreen.size.width - share)
    }?.mode
  }

  /// The orientations the layout can be shown in on `device`, in the catalog's order.
  /// - Throws: ``REPLError/device(_:)`` when the layout's orientations and the device's
  ///   have nothing in common.
  static func allowedOrientations(of policy: OrientationPolicy, on device: Device)
    throws(REPLError) -> [InterfaceOrientation]
  {
    let allowed: [InterfaceOrientation]
    do {
      allowed = try policy.allowedOrientations(on: device).orientations
    } catch {
      throw .device("\(error)")
    }
    guard !allowed.isEmpty else {
      throw .device(
        "\(device.name) shows the layout in none of its orientations "
          + "(\(policy.applicationMask))")
    }
    return allowed
  }

  /// ` (the layout's orientations: portrait)` when the file declares them.
  private func layoutNote(_ policy: OrientationPolicy) -> String {
    state.declaresOrientations ? " (the layout's orientations: \(policy.applicationMask))" : ""
  }

  /// The state on `configuration`. An Interface Builder root leaves the screen it was saved
  /// for and is laid out on the configuration from then on.
  private func state(on configuration: DeviceConfiguration) -> SessionState {
    var next = state
    next.configuration = configuration
    // A new device or window keeps the content size category chosen with contentsize.
    next.configuration.contentSizeCategory = state.configuration.contentSizeCategory
    next.storyboard?.onSavedScreen = false
    return next
  }
}
