#ifndef SKINKIT_FUZZ_DRIVER_H
#define SKINKIT_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM gives every
/// executable one). Provided by the toolchain's libFuzzer when linking with
/// `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
