import LayoutAdaptivity
import LayoutDevices
import LayoutRendering

/// The device configurations a command solves a document's roots on.
enum StoryboardConfigurations {
  /// The configurations a selection names, or nil for the screen the file was saved for
  /// when it names no device, orientation, window or content size. An orientation or window without a
  /// device applies to the saved device (or the default device when the file names none);
  /// without an orientation or window, a document saved in landscape is solved in landscape.
  ///
  /// With `--rtl` the configurations are right to left; on the saved screen the direction is
  /// ``direction(_:)``'s.
  ///
  /// - Throws: ``CommandError`` for unknown devices and unavailable combinations.
  static func selected(_ selection: ScreenSelection, input: StoryboardInput) throws(CommandError)
    -> [DeviceConfiguration]?
  {
    var selection = selection
    if selection.devices.isEmpty {
      // A content size other than the saved one needs measured text, so it is a screen of
      // its own on the saved device.
      guard
        !selection.orientations.isEmpty || selection.multitasking != nil
          || selection.contentSize != nil
      else { return nil }
      if let id = input.document.deviceID { selection.devices = [id] }
    }
    // A document saved in landscape keeps its orientation, on its device and on the one
    // named, unless an orientation or a window is chosen (as on the saved screen, where
    // `<device orientation="landscape">` is landscape left).
    if selection.orientations.isEmpty, selection.multitasking == nil,
      input.document.deviceOrientation == "landscape"
    {
      selection.orientations = [.landscapeLeft]
    }
    return try selection.configurations(for: input.source)
  }

  /// The layout direction `--rtl` chooses, for roots solved on the saved screen.
  static func direction(_ selection: ScreenSelection) -> LayoutDirection {
    selection.rightToLeft ? .rightToLeft : .leftToRight
  }

  /// At most one configuration (solve draws one screen per root), as for layout files.
  ///
  /// - Throws: ``CommandError/unavailableConfiguration(_:)`` for several.
  static func single(_ selection: ScreenSelection, input: StoryboardInput) throws(CommandError)
    -> DeviceConfiguration?
  {
    guard let configurations = try selected(selection, input: input) else { return nil }
    return try selection.single(configurations)
  }
}
