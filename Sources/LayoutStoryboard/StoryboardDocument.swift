import AutoLayout
import Foundation
import LayoutCore

/// An Interface Builder document (.storyboard or .xib) read for layout.
///
/// ```swift
/// let document = try StoryboardDocument(contentsOf: url)
/// let report = try document.check()          // solved vs stored frames
/// let layout = try document.layout(root: "Main")  // one scene in an engine
/// ```
public struct StoryboardDocument: Sendable {
  /// Storyboard or xib.
  public enum Kind: String, Sendable, Hashable {
    case storyboard, xib
  }

  /// The file name used in messages.
  public var file: String
  /// Storyboard or xib.
  public var kind: Kind
  /// The `version` attribute (`2.0` = Xcode 4, `3.0` later).
  public var version: String?
  /// The Xcode build that saved the file (may be a prerelease string such as `32700.99.1234`).
  public var toolsVersion: String?
  /// `useAutolayout`, `useTraitCollections`, `useSafeAreas`.
  public var usesAutolayout, usesTraitCollections, usesSafeAreas: Bool
  /// Whether the capability "documents saved in the Xcode 8 format" is present.
  public var isXcode8Format: Bool
  /// The `<device>` the document was saved for: IB id and orientation.
  public var deviceID: String?
  public var deviceOrientation: String?
  /// The `<device appearance>` (`light`/`dark`), written by Xcode 11 and later only.
  public var deviceAppearance: String? = nil
  /// The legacy `<simulatedScreenMetrics type>` of Xcode 5–7 documents.
  public var legacyScreenType: String?
  /// The `targetRuntime` (`iOS.CocoaTouch`, or `iOS.CocoaTouch.iPad` for documents made
  /// for the iPad before Xcode 8).
  public var targetRuntime: String? = nil
  /// Every root of layout, in document order.
  public var roots: [StoryboardRoot]
  /// Installed/uninstalled masks: element id → (variation key, included?) in file order.
  public var masks: [String: [(key: String, include: Bool)]]
  /// Intrinsic sizes Interface Builder measured for `@IBDesignable` views, by view id.
  public var designableSizes: [String: Size]
  /// What was read but cannot be honoured exactly (an unknown text style, a font size out of
  /// range), each with its file:line:column, in document order.
  public var warnings: [StoryboardWarning] = []
}

extension StoryboardDocument {
  /// Reads a document from disk.
  ///
  /// - Throws: ``StoryboardError`` for unreadable, malformed or unsupported files.
  public init(contentsOf url: URL) throws(StoryboardError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(file: url.path, reason: error.localizedDescription)
    }
    try self.init(data: data, file: url.lastPathComponent)
  }

  /// Reads a document from memory; `file` names it in messages.
  ///
  /// - Throws: ``StoryboardError`` for malformed or unsupported input.
  public init(data: Data, file: String = "<memory>") throws(StoryboardError) {
    let tree = try XMLTreeReader.read(data, file: file)
    self = try StoryboardReader(file: file).read(tree)
  }

  /// Reads a document from a string.
  ///
  /// - Throws: ``StoryboardError`` for malformed or unsupported input.
  public init(string: String, file: String = "<memory>") throws(StoryboardError) {
    try self.init(data: Data(string.utf8), file: file)
  }

  /// Whether an element is installed in a configuration: installed unless masks say
  /// otherwise, applying matching keys from least to most specific.
  public func isInstalled(_ id: String, in configuration: SizeClassConfiguration) -> Bool {
    guard let entries = masks[id] else { return true }
    var installed = true
    for key in configuration.orderedMatches(entries.map(\.key)) {
      for entry in entries where entry.key == key { installed = entry.include }
    }
    return installed
  }

  /// The root named `name` (root view id, scene id, controller id or class, storyboard
  /// identifier, title, navigation item title or user label).
  ///
  /// - Throws: ``StoryboardError/unknownRoot(_:available:)``.
  public func root(named name: String) throws(StoryboardError) -> StoryboardRoot {
    if let match = roots.first(where: { $0.names.contains(name) }) { return match }
    throw .unknownRoot(name, available: roots.map(\.displayName))
  }
}
