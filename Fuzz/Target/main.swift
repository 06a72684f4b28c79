// The libFuzzer target for the whole pipeline (see FuzzPipeline.swift, shared with the
// replay tests). Built and run by Fuzz/run.sh; part of the package only when SKINKIT_FUZZ
// is set. SwiftPM gives every executable its own `main`, so libFuzzer is started through
// LLVMFuzzerRunDriver instead of its own.
import FuzzDriver

#if canImport(Glibc)
import Glibc
#endif

/// One pipeline for every input: what does not depend on the input (the fixed tree) is made
/// once. libFuzzer calls back on this thread only.
nonisolated(unsafe) let pipeline = FuzzPipeline()

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    try pipeline.run(bytes)
  } catch {
    fatalError("skss-fuzz: \(error)")
  }
  return 0
}
exit(status)
