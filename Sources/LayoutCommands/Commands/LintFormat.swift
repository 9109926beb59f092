/// The output formats of `layout lint`: the compiler form, or a report continuous-integration
/// services read.
public enum LintFormat: String, Sendable, Hashable, CaseIterable {
  /// A summary line per file on standard output, the problems on standard error.
  case text
  /// JUnit XML, one test case per file or scene.
  case junit
  /// GitHub Actions workflow commands, one annotation per problem.
  case github
}
