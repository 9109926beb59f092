import Foundation

/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// read (by Foundation's parser) so the project's objects can be followed by id, not only
/// searched for words.
enum OpenStepPlist: Equatable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])

  /// The text's top value, or nil when it is not a well-formed property list (a project file
  /// cut short or hand-edited wrongly is then read for its words alone).
  static func parse(_ text: String) -> OpenStepPlist? {
    var format = PropertyListSerialization.PropertyListFormat.openStep
    guard
      let top = try? PropertyListSerialization.propertyList(
        from: Data(text.utf8), options: [], format: &format)
    else { return nil }
    return OpenStepPlist(foundation: top)
  }

  /// Foundation's value as this type; data and other non-string leaves are left out.
  private init?(foundation value: Any) {
    switch value {
    case let text as String:
      self = .string(text)
    case let values as [Any]:
      self = .array(values.compactMap(OpenStepPlist.init(foundation:)))
    case let values as [AnyHashable: Any]:
      var dictionary: [String: OpenStepPlist] = [:]
      for (key, item) in values {
        if let key = key.base as? String, let item = OpenStepPlist(foundation: item) {
          dictionary[key] = item
        }
      }
      self = .dictionary(dictionary)
    default:
      return nil
    }
  }

  /// The string, when this is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The strings of an array (other members left out), or empty.
  var strings: [String] {
    if case .array(let values) = self { return values.compactMap(\.string) }
    return []
  }

  /// The value at `key` of a dictionary, or nil.
  subscript(key: String) -> OpenStepPlist? {
    if case .dictionary(let values) = self { return values[key] }
    return nil
  }
}
