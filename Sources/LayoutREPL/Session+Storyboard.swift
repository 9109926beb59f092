import Foundation
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutStoryboard
import LayoutSupport

extension Session {
  /// Whether `name` names an Interface Builder document (by its extension, any case).
  static func isStoryboard(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
  }

  /// `load FILE.storyboard|FILE.xib [--scene NAME]`: explores one scene or top-level view
  /// (the only one, or the one `scene` names by root view id, scene id, controller id or
  /// class, storyboard identifier, title, navigation item title or user label) on the
  /// screen the file was saved for, its device becoming the session's when the catalog
  /// knows it.
  func loadStoryboard(_ name: String, scene: String?) throws(REPLError) -> String {
    let limit = StoryboardLimits.maximumBytes
    let data = try FileBytes.read(url(for: name), name: name, limit: limit)
    guard data.count <= limit else {
      throw .file("\(name): file is larger than the limit of \(limit) bytes for documents")
    }
    let document: StoryboardDocument
    let root: StoryboardRoot
    do {
      document = try StoryboardDocument(data: data, file: name)
      root = try Self.root(of: document, named: scene, file: name)
      document.registerProjectFonts(documentPath: url(for: name).path)
    } catch let error as REPLError {
      throw error
    } catch {
      throw .file("\(error)")
    }
    var next = state
    next.storyboard = StoryboardSource(
      document: document, root: root, name: name, onSavedScreen: true)
    if let configuration = Self.savedConfiguration(of: document) {
      next.configuration = configuration
    }
    let moved = try commit(next, acceptingRefusals: true)
    guard let layout = live.storyboard, let source = state.storyboard else { return moved }
    // A scene's name and ids may hold line breaks: one line, as every other name is shown.
    var lines = [
      "loaded \(TerminalText.printable("\(name): \(source.label)")), "
        + counted(viewCount, "view") + ", "
        + counted(constraintCount, "constraint"),
      "screen: \(layout.environment.source)",
    ]
    let sized = root.view.subtree.map(\.id).filter { layout.sizeFromContent.contains($0) }
    if !sized.isEmpty {
      lines.append(
        "sized by the frame Xcode stored: "
          + sized.map { TerminalText.printable($0) }.joined(separator: ", "))
    }
    return (lines + [moved]).joined(separator: "\n")
  }

  /// The root `scene` names, or the document's only root.
  /// - Throws: ``StoryboardError/unknownRoot(_:available:)``, or ``REPLError/file(_:)``
  ///   listing the roots when there are several and none is named.
  private static func root(of document: StoryboardDocument, named scene: String?, file: String)
    throws -> StoryboardRoot
  {
    if let scene { return try document.root(named: scene) }
    let roots = document.roots.filter { !$0.isContainerBar }
    guard roots.count == 1 else {
      let labels = roots.map { TerminalText.printable("\($0.displayName) (\($0.view.id))") }
      throw REPLError.file(
        roots.isEmpty
          ? "\(file): no scene or top-level view to lay out"
          : "\(file) has \(roots.count) scenes and top-level views; choose one with "
            + "'load \(file) --scene NAME': " + labels.joined(separator: ", "))
    }
    return roots[0]
  }

  /// The catalog configuration of the device and orientation in the document's `<device>`.
  private static func savedConfiguration(of document: StoryboardDocument) -> DeviceConfiguration? {
    guard let id = document.deviceID,
      let device = try? DeviceCatalog.device(interfaceBuilderID: id)
    else { return nil }
    let orientation: InterfaceOrientation =
      document.deviceOrientation == "landscape" ? .landscapeLeft : .portrait
    return try? configuration(device: device, orientation: orientation, multitasking: nil)
  }

  /// Views below the root in the layout explored.
  var viewCount: Int {
    live.storyboard.map { $0.views.count - 1 } ?? live.design.views.count
  }

  /// Constraints made from the document (for an Interface Builder root, those of the file
  /// plus those its stack views generate).
  var constraintCount: Int {
    live.storyboard.map { $0.constraints.count + $0.stackConstraints.count }
      ?? live.installed.count
  }

  /// The names views answer to, root first: Interface Builder ids for a document.
  var viewNames: [String] {
    guard let source = state.storyboard, let layout = live.storyboard else {
      return state.document.viewNames
    }
    return source.root.view.subtree.map(\.id).filter { layout.views[$0] != nil }
  }

  /// Refuses commands that edit a layout file while an Interface Builder root is explored.
  func requireLayoutFile(_ command: REPLCommand) throws(REPLError) {
    guard let source = state.storyboard else { return }
    throw .readOnly(command.rawValue, file: source.name)
  }
}
