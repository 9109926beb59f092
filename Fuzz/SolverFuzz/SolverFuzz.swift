import SolverFuzzing

#if canImport(Glibc)
  import Glibc
#endif

/// The libFuzzer entry point for the solver API: the bytes decode to a script of solver calls
/// (see ``ScriptDecoder``), replayed against both backends by ``DifferentialChecker``. Any
/// disagreement, invariant violation or non-minimal conflicting set traps, so libFuzzer
/// saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let script = ScriptDecoder.decode(bytes)
  var checker = DifferentialChecker()
  if let disagreement = checker.check(script) {
    fputs("solver disagreement\nscript:\n\(script)\n\(disagreement)\n", stderr)
    fatalError("solver disagreement")
  }
  return 0
}
