import LayoutCore
import SolverFuzzing
import Testing

/// The byte format's guarantees: every input decodes, deterministically and within bounds.
@Suite struct ScriptDecoderTests {
  @Test func emptyInputDecodesToNothing() {
    #expect(ScriptDecoder.decode([]).operations.isEmpty)
  }

  @Test func operationsAreBounded() {
    let script = ScriptDecoder.decode([UInt8](repeating: 13, count: 10_000))
    #expect(script.operations.count == ScriptDecoder.maximumOperations)
  }

  @Test func decodingIsDeterministic() {
    let bytes: [UInt8] = [0, 0x0A, 0x00, 0x04, 0x9C, 0x00, 5, 1, 0x04, 0x01, 0xFB, 0x00, 13]
    #expect("\(ScriptDecoder.decode(bytes))" == "\(ScriptDecoder.decode(bytes))")
  }

  @Test func theEscapeByteReadsAnOutOfRangeNumber() throws {
    // add: shape "==, one term", term x0 × 1, constant escape → special #3 (just over 1e9).
    let script = ScriptDecoder.decode([0, 0x04, 0x00, 0x80, 3, 0])
    guard case .add(let constraint)? = script.operations.first else {
      Issue.record("expected an add, got \(script)")
      return
    }
    #expect(constraint.expression.constant == NumericRange.maximumMagnitude.nextUp)
    #expect(!NumericRange.contains(constraint.expression.constant))
  }
}
