import Foundation
import Observation
import Testing

@testable import ComposableTerminal

@MainActor
@Observable
final class CounterModel {
  var count = 0
  var unrelated = 0
  var fact: String?
}

@MainActor
struct ObservationRedrawTests {
  @Test func changeToStateTheBodyReadSchedulesARedraw() {
    let model = CounterModel()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Count: \(model.count)")
    }
    #expect(driver.frameCount == 1)
    #expect(!driver.needsRedraw)
    model.count += 1
    #expect(driver.needsRedraw)
    #expect(driver.text == "Count: 1")
    #expect(driver.frameCount == 2)
  }

  @Test func changeToStateTheBodyDidNotReadDrawsNothing() {
    let model = CounterModel()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Count: \(model.count)")
    }
    model.unrelated += 1
    model.fact = "A fact"
    #expect(!driver.needsRedraw)
    driver.redrawIfNeeded()
    #expect(driver.frameCount == 1)
  }

  @Test func trackingFollowsWhatTheLatestFrameRead() {
    let model = CounterModel()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Count: \(model.count)")
      if model.count > 0, let fact = model.fact {
        Text(fact)
      }
    }
    // `fact` is not read while the count is 0.
    model.fact = "ignored"
    #expect(!driver.needsRedraw)
    model.count = 1
    #expect(driver.text == "Count: 1\nignored")
    model.fact = "Now it is read"
    #expect(driver.needsRedraw)
    #expect(driver.text == "Count: 1\nNow it is read")
  }

  @Test func manyChangesBeforeAFrameAreDrawnOnce() {
    let model = CounterModel()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Count: \(model.count)")
    }
    for _ in 0..<100 { model.count += 1 }
    #expect(driver.text == "Count: 100")
    #expect(driver.frameCount == 2)
  }

  @Test func invalidationIsReportedOncePerFrame() {
    let model = CounterModel()
    let reports = Counter()
    let host = ViewHost(
      size: Size(width: 10, height: 1),
      content: { Text("\(model.count)") },
      onInvalidate: { reports.increment() }
    )
    host.render()
    model.count = 1
    model.count = 2
    #expect(reports.value == 1)
    host.render()
    model.count = 3
    #expect(reports.value == 2)
  }

  @Test func resizeLaysOutAgain() {
    let driver = HeadlessDriver(size: Size(width: 10, height: 2)) {
      Text("one two three")
    }
    #expect(driver.text == "one two\nthree")
    driver.resize(to: Size(width: 20, height: 2))
    #expect(driver.text == "one two three")
  }
}

/// Counts calls from `@Sendable` closures.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
