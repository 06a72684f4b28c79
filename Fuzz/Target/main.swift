// The libFuzzer target for the whole pipeline (see FuzzPipeline.swift, shared with the
// replay tests). Built and run by Fuzz/run.sh; part of the package only when SKINKIT_FUZZ
// is set. SwiftPM gives every executable its own `main`, so libFuzzer is started through
// LLVMFuzzerRunDriver instead of its own.
import FuzzDriver

#if canImport(Glibc)
import Glibc
#endif

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    try FuzzPipeline.run(bytes)
  } catch {
    fatalError("skss-fuzz: \(error)")
  }
  return 0
}
exit(status)
