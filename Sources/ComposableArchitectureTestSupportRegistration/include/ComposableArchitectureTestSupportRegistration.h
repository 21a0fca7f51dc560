// Registers the test support's XCTest observer when the test program starts, before any test
// runs. Nothing here is meant to be called.
