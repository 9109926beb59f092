import Foundation
import LayoutExplain

/// The conflict-log fuzz check: the bytes (as UTF-8, invalid sequences replaced) are read as
/// a pasted console log and explained (parsed, rebuilt, solved, narrated); the explanation
/// must render as text and encode as JSON, which refuses non-finite numbers.
public enum ConflictLogCheck {
  /// Runs the check on one input.
  ///
  /// - Returns: the broken guarantee, or `nil` when the input was rejected cleanly or passed.
  public static func check(_ bytes: [UInt8]) -> FormatFinding? {
    let log = String(decoding: bytes, as: UTF8.self)
    let explanation: Explanation
    do {
      explanation = try Explainer.explain(log: log, fileName: "fuzz.log")
    } catch {
      _ = error.description
      return nil
    }
    _ = explanation.text
    do {
      _ = try JSONEncoder().encode(explanation)
    } catch {
      return FormatFinding(
        "the explanation does not encode as JSON", details: "\(error)\n\(explanation.text)")
    }
    return nil
  }
}
