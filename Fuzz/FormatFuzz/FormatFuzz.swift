import FormatFuzzing

#if canImport(Glibc)
  import Glibc
#endif

/// The libFuzzer entry point shared by the format targets; `FUZZ_TARGET` (set by
/// `Tools/fuzz`, one of ``FormatFuzzTarget``'s names) picks the format. A broken guarantee
/// traps, so libFuzzer saves the input as a crash.
let target: FormatFuzzTarget = {
  let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = FormatFuzzTarget(rawValue: name) else {
    fputs("FUZZ_TARGET must be one of: layout, vfl, storyboard, explain\n", stderr)
    exit(2)
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func formatFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let finding = target.check(bytes) {
    fputs("\(target.rawValue) finding: \(finding)\n", stderr)
    fatalError("\(target.rawValue) finding: \(finding.summary)")
  }
  return 0
}
