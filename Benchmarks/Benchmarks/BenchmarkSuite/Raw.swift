import ComposableArchitecture

/// The floors every other figure is read against: the features' logic without a store.
func rawBenchmarks() {
  mainActorBenchmark("Raw.empty") {
    0
  } operation: { value in
    blackHole(value)
  }

  // The counter's logic called directly on its state.
  mainActorBenchmark("Raw.reduce") {
    Storage(Counter.State())
  } operation: { state in
    state.pointer.pointee.count += 1
    blackHole(state.pointer.pointee.count)
  }

  // A row's logic applied in place through `IdentifiedArray`'s `[id:]` subscript.
  for rowCount in [100, 10_000] {
    mainActorBenchmark("Raw.rowMutation(\(rowCount))") {
      Box(Rows.State(rowCount: rowCount))
    } operation: { state in
      state.value.rows[id: rowCount / 2]!.count += 1
      blackHole(state.value.rows[id: rowCount / 2]!.count)
    }
  }

  // The least one awaited effect round trip can cost: a task that hops to the main actor,
  // mutates state there, and is awaited.
  mainActorAsyncBenchmark("Raw.task") {
    Box(0)
  } operation: { counter in
    await Task.detached {
      await MainActor.run { counter.value += 1 }
    }.value
  }

  // The least an effect round trip can cost: 10,000 tasks that each hop to the main actor and
  // mutate state there, all awaited.
  mainActorAsyncBenchmark("Raw.task.concurrent(10_000) (per batch)", configuration: .perBatch) {
    Box(0)
  } operation: { counter in
    let tasks = (0..<10_000).map { _ in
      Task.detached {
        await MainActor.run { counter.value += 1 }
      }
    }
    for task in tasks { await task.value }
  }

  // The same without leaving the main actor: what an effect would cost if its body ran on the
  // caller's actor until its first real suspension (no thread to wake per hop).
  mainActorAsyncBenchmark(
    "Raw.task.onMainActor.concurrent(10_000) (per batch)", configuration: .perBatch
  ) {
    Box(0)
  } operation: { counter in
    let tasks = (0..<10_000).map { _ in
      Task { @MainActor in counter.value += 1 }
    }
    for task in tasks { await task.value }
  }
}

/// A struct in memory of its own, mutated without the exclusivity checks of a class property: the
/// floor for a reducer's logic.
final class Storage<Value>: @unchecked Sendable {
  let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  init(_ value: Value) { self.pointer.initialize(to: value) }
  deinit {
    self.pointer.deinitialize(count: 1)
    self.pointer.deallocate()
  }
}

/// Mutable state for a benchmark's fixture, kept across the iterations of a sample.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
