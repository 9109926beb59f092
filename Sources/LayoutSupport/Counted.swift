/// `1 view`, `2 views`: a count with its noun, plural unless the count is one.
package func counted(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
