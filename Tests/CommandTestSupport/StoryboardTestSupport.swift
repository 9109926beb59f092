import Foundation

/// The Interface Builder ids `layout convert` writes after each view's line.
public enum ConvertedNames {
  /// Layout name → IB id, from `view NAME ...  // ID` lines.
  public static func ids(in text: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("view "), let comment = trimmed.range(of: "  // ") else { continue }
      let name = trimmed.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let id = trimmed[comment.upperBound...].split(separator: " ").first.map(String.init) ?? ""
      result[String(name)] = id
    }
    return result
  }
}

/// Window frames from `solve --format json` output, by view name.
public enum SolvedFrames {
  public struct Unexpected: Error {}

  /// The frames of a layout file's JSON.
  public static func layout(_ json: String) throws -> [String: [Double]] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    else { throw Unexpected() }
    return try frames(object)
  }

  /// The frames of a storyboard's JSON, all roots together (views are named by IB id).
  public static func storyboard(_ json: String) throws -> [String: [Double]] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let roots = object["roots"] as? [[String: Any]]
    else { throw Unexpected() }
    var result: [String: [Double]] = [:]
    for root in roots {
      guard let layout = root["layout"] as? [String: Any] else { throw Unexpected() }
      result.merge(try frames(layout)) { first, _ in first }
    }
    return result
  }

  /// The root IDs listed in a storyboard's JSON.
  public static func rootIDs(_ json: String) throws -> [String] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let roots = object["roots"] as? [[String: Any]]
    else { throw Unexpected() }
    return roots.compactMap { $0["rootID"] as? String }
  }

  public static func frames(_ layout: [String: Any]) throws -> [String: [Double]] {
    guard let views = layout["views"] as? [[String: Any]] else { throw Unexpected() }
    var result: [String: [Double]] = [:]
    for view in views {
      guard let name = view["name"] as? String, let frame = view["windowFrame"] as? [String: Double]
      else { throw Unexpected() }
      result[name] = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
    }
    return result
  }
}
