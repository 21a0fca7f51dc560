import Perception

// Issue 23: the rest of swift-perception's API — `Perceptions`, `_PerceptionLocals`,
// `isPerceptionCheckingEnabled` — compiles with only `import Perception` and behaves as upstream's.

@MainActor
@Perceptible
final class PerceptibleThermostat {
  var degrees = 20
}

/// Iterates perceptible state as an app does and returns what did not behave as upstream's.
@MainActor
public func runPerceptionsAPI() async -> [String] {
  var failures: [String] = []
  let thermostat = PerceptibleThermostat()
  var iterator = Perceptions { thermostat.degrees }.makeAsyncIterator()
  let first = await iterator.next()
  thermostat.degrees = 21
  let second = await iterator.next()
  if first != 20 || second != 21 {
    failures.append("Perceptions: \(String(describing: first)), \(String(describing: second))")
  }
  var finishing = Perceptions<Int, Never>.untilFinished {
    thermostat.degrees > 21 ? .finish : .next(thermostat.degrees)
  }.makeAsyncIterator()
  _ = await finishing.next()
  thermostat.degrees = 22
  if await finishing.next() != nil { failures.append("Perceptions.untilFinished") }
  _PerceptionLocals.$skipPerceptionChecking.withValue(true) {
    if !_PerceptionLocals.skipPerceptionChecking { failures.append("_PerceptionLocals") }
  }
  if isPerceptionCheckingEnabled { failures.append("isPerceptionCheckingEnabled is off without SwiftUI") }
  return failures
}
