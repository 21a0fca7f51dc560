import Perception
import Testing

@Perceptible
private final class Thermostat: @unchecked Sendable {
  var degrees = 20
  var label = "Hall"
}

private struct TooHot: Error, Equatable {}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PerceptionsTests {
  @Test func emitsAtOnceThenAfterEachChange() async {
    let thermostat = Thermostat()
    var iterator = Perceptions { thermostat.degrees }.makeAsyncIterator()
    #expect(await iterator.next() == 20)
    thermostat.degrees = 21
    #expect(await iterator.next() == 21)
    // Changes made before the next value is requested are seen together.
    thermostat.degrees = 22
    thermostat.degrees = 23
    #expect(await iterator.next() == 23)
  }

  @Test func waitsForAChangeToWhatItRead() async {
    let thermostat = Thermostat()
    var iterator = Perceptions { thermostat.degrees }.makeAsyncIterator()
    #expect(await iterator.next() == 20)
    let next = Task { @MainActor in
      var iterator = iterator
      return await iterator.next(isolation: MainActor.shared)
    }
    await Task.yield()
    thermostat.label = "Kitchen"
    thermostat.degrees = 18
    #expect(await next.value == 18)
  }

  @Test func untilFinishedEndsTheSequence() async {
    let thermostat = Thermostat()
    var iterator = Perceptions<Int, Never>.untilFinished {
      thermostat.degrees < 22 ? .next(thermostat.degrees) : .finish
    }.makeAsyncIterator()
    #expect(await iterator.next() == 20)
    thermostat.degrees = 22
    #expect(await iterator.next() == nil)
    #expect(await iterator.next() == nil)
  }

  @Test func errorsEndTheSequence() async throws {
    let thermostat = Thermostat()
    var iterator = Perceptions { () throws(TooHot) -> Int in
      if thermostat.degrees > 25 { throw TooHot() }
      return thermostat.degrees
    }.makeAsyncIterator()
    #expect(try await iterator.next() == 20)
    thermostat.degrees = 30
    do {
      _ = try await iterator.next()
      Issue.record("expected an error")
    } catch {
      #expect(error == TooHot())
    }
    #expect(try await iterator.next() == nil)
  }

  @Test func cancellingTheIteratingTaskEndsIt() async {
    let thermostat = Thermostat()
    let values = Perceptions { thermostat.degrees }
    let (started, continuation) = AsyncStream.makeStream(of: Int.self)
    let iteration = Task { @MainActor in
      var seen: [Int] = []
      for await value in values {
        seen.append(value)
        continuation.yield(value)
      }
      return seen
    }
    var startedIterator = started.makeAsyncIterator()
    #expect(await startedIterator.next() == 20)
    // The loop now waits for a change; cancelling its task ends it.
    iteration.cancel()
    #expect(await iteration.value == [20])
  }

  @Test func perceptionLocalsAndChecking() {
    #expect(_PerceptionLocals.skipPerceptionChecking == false)
    _PerceptionLocals.$skipPerceptionChecking.withValue(true) {
      #expect(_PerceptionLocals.skipPerceptionChecking)
    }
    #expect(isPerceptionCheckingEnabled == false)
    isPerceptionCheckingEnabled = true
    #expect(isPerceptionCheckingEnabled)
    isPerceptionCheckingEnabled = false
  }
}
