#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have a `main` of their own (every Swift executable
/// does): parses libFuzzer's flags and runs `callback` on each input. Linked from libFuzzer, which
/// `-sanitize=fuzzer` adds.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
