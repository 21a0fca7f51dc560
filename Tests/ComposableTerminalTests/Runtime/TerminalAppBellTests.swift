import Testing

@testable import ComposableTerminal

/// ``TerminalApp/bell()``: a headless driver counts the bells its keys ring.
@MainActor
struct TerminalAppBellTests {
  @Test func keysRingTheBellOfTheHeadlessDriver() {
    let driver = HeadlessDriver(size: Size(width: 10, height: 1)) {
      Button("Ring", key: "b") { TerminalApp.bell() }
    }
    #expect(driver.bellCount == 0)
    driver.press("b")
    #expect(driver.bellCount == 1)
    driver.input(Array("bb".utf8))
    #expect(driver.bellCount == 3)
    // Ringing changes nothing on screen.
    #expect(driver.frameCount == 1)
  }
}
