#include "ComposableArchitectureTestSupportRegistration.h"

// Defined in ComposableArchitectureTestSupport (Swift, `@_cdecl`) on platforms whose XCTest has
// no Objective-C runtime; weak, so that this file links everywhere.
extern void swift_composable_architecture_observe_test_cases(void) __attribute__((weak));

// XCTest offers no hook that runs before the first test case starts, and the test support needs
// to follow every test case from the first one on: a constructor is the only place early enough.
__attribute__((constructor)) static void composable_architecture_register(void) {
  if (swift_composable_architecture_observe_test_cases) {
    swift_composable_architecture_observe_test_cases();
  }
}
