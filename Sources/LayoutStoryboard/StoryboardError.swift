import LayoutCore

/// Why a storyboard or xib could not be read, resolved or laid out.
///
/// Every case that stems from the input carries the place in the file (1-based line and
/// column) when the XML parser or the element reported it.
public enum StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read from disk.
  case unreadable(file: String, reason: String)
  /// The file is larger than ``StoryboardLimits/maximumBytes``.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The XML is not well formed (truncated, bad characters, mismatched tags).
  case malformedXML(SourceLocation, reason: String)
  /// A document type declaration: Interface Builder never writes one, and entity
  /// definitions are how hostile files expand to gigabytes.
  case documentTypeDeclaration(SourceLocation)
  /// Elements nest deeper than ``StoryboardLimits/maximumDepth``.
  case nestingTooDeep(SourceLocation, limit: Int)
  /// The root element is not an Interface Builder `<document>`.
  case notInterfaceBuilderDocument(SourceLocation, rootElement: String)
  /// The document targets a platform other than iOS (macOS `MacOSX.Cocoa`, tvOS, watchOS).
  case unsupportedRuntime(SourceLocation, runtime: String)
  /// A required attribute is missing on an element.
  case missingAttribute(SourceLocation, element: String, attribute: String)
  /// An attribute holds a value that cannot be understood.
  case invalidValue(SourceLocation, element: String, attribute: String, value: String)
  /// Two objects share one id.
  case duplicateID(SourceLocation, id: String)
  /// A constraint or mask refers to an id that names no view or guide.
  case unknownReference(SourceLocation, id: String)
  /// No scene or top-level view matches the selection.
  case unknownRoot(String, available: [String])
  /// The document has nothing to lay out.
  case noRoots(file: String)
  /// The engine refused a constraint (an invalid pairing IB would not save, or a conflict
  /// with the item hierarchy).
  case invalidConstraint(SourceLocation, id: String, reason: String)
  /// The layout engine failed while solving.
  case layoutFailed(String)
  /// Text to measure with no font to measure it in (the stand-in's file missing or
  /// unreadable): at the first view whose text is measured, so the error has a place.
  case textNotMeasurable(SourceLocation, id: String, reason: String)
  /// A root holds more views than ``StoryboardLimits/maximumViewsPerRoot`` (at its line), or
  /// the document more than ``StoryboardLimits/maximumViewsPerDocument`` (at its root
  /// element).
  case tooManyViews(SourceLocation, views: Int, limit: Int)
  /// A root holds more constraints than ``StoryboardLimits/maximumConstraintsPerRoot``.
  case tooManyConstraints(SourceLocation, constraints: Int, limit: Int)
  /// A root holds more constraints than the dense backend lays out
  /// (``StoryboardLimits/denseMaximumConstraintsPerRoot``); only when that backend is asked for.
  case tooManyConstraintsForDense(SourceLocation, constraints: Int, limit: Int)
  /// A root's views and constraints use more than ``PriorityLevels/maximumDistinct`` distinct
  /// priorities below 1000; at the first element past the limit.
  case tooManyPriorities(SourceLocation, priority: Double)

  public var description: String {
    switch self {
    case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): \(bytes) bytes is larger than the \(limit)-byte limit for documents"
    case .malformedXML(let at, let reason): "\(at): malformed XML: \(reason)"
    case .documentTypeDeclaration(let at):
      "\(at): document type declarations (<!DOCTYPE>, <!ENTITY>) are not allowed in Interface Builder files"
    case .nestingTooDeep(let at, let limit): "\(at): elements nest deeper than \(limit) levels"
    case .notInterfaceBuilderDocument(let at, let root):
      "\(at): root element <\(root)> is not an Interface Builder <document>"
    case .unsupportedRuntime(let at, let runtime):
      "\(at): targetRuntime \"\(runtime)\" is not iOS; only iOS documents are laid out"
    case .missingAttribute(let at, let element, let attribute):
      "\(at): <\(element)> has no \(attribute) attribute"
    case .invalidValue(let at, let element, let attribute, let value):
      "\(at): <\(element)> \(attribute)=\"\(value)\" is not a valid value"
    case .duplicateID(let at, let id): "\(at): id \"\(id)\" is used twice"
    case .unknownReference(let at, let id): "\(at): no view or layout guide has id \"\(id)\""
    case .unknownRoot(let name, let available):
      "no scene or top-level view named \"\(name)\"; available: \(available.joined(separator: ", "))"
    case .noRoots(let file): "\(file): no scene or top-level view to lay out"
    case .invalidConstraint(let at, let id, let reason):
      "\(at): constraint \"\(id)\" cannot be made: \(reason)"
    case .layoutFailed(let reason): "layout failed: \(reason)"
    case .textNotMeasurable(let at, let id, let reason):
      "\(at): the text of \(id) cannot be measured: \(reason)"
    case .tooManyViews(let at, let views, let limit):
      "\(at): \(views) views are more than the \(limit) a document or one of its roots may hold"
    case .tooManyConstraints(let at, let constraints, let limit):
      "\(at): this root holds \(constraints) constraints, more than the \(limit) laid out in one root"
    case .tooManyConstraintsForDense(let at, let constraints, let limit):
      "\(at): this root holds \(constraints) constraints, more than the \(limit) the dense backend "
        + "lays out in one root; --backend cassowary lays out up to "
        + "\(StoryboardLimits.maximumConstraintsPerRoot)"
    case .tooManyPriorities(let at, let priority):
      "\(at): " + PriorityLevels.refusal(priority)
    }
  }
}
