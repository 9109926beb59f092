/// Paths inside a project's folder as Xcode's files write them (`Fonts/../Shared/Brand.ttf`),
/// taken to their plain components so two spellings of one file compare equal.
enum RelativePath {
  /// `components` with empty ones and `.` dropped and each `..` taking back the one before
  /// it, or nil when a `..` climbs above the folder they start in.
  static func normalized(_ components: [String]) -> [String]? {
    var result: [String] = []
    for component in components where component != "." && !component.isEmpty {
      if component == ".." {
        guard result.popLast() != nil else { return nil }
      } else {
        result.append(component)
      }
    }
    return result
  }
}
