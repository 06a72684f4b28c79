// The libFuzzer target for the studio's HTTP code (see HTTPFuzzPipeline.swift, shared with
// the replay tests). Built and run by `FUZZ_TARGET=http Fuzz/run.sh`; part of the package
// only when SKINKIT_FUZZ is set. SwiftPM gives every executable its own `main`, so libFuzzer
// is started through LLVMFuzzerRunDriver instead of its own.
import FuzzDriver

#if canImport(Glibc)
import Glibc
#endif

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    try HTTPFuzzPipeline.run(bytes)
  } catch {
    fatalError("skss-fuzz-http: \(error)")
  }
  return 0
}
exit(status)
