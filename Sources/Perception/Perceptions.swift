import Foundation
import Observation

/// An asynchronous sequence of the values a closure computes from perceptible (or observable)
/// state: the first value at once, then a new one after each change to what it read.
///
/// ```swift
/// for await volume in Perceptions({ settings.volume }) {
///   print("volume:", volume)
/// }
/// ```
///
/// `emit` runs on its isolation (the caller's, by default), tracked by the Observation module;
/// several changes made before the next value is requested are seen together. With
/// ``untilFinished(_:)`` the closure ends the sequence itself.
public struct Perceptions<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What an `untilFinished` closure computes: the next value, or the end of the sequence.
  public enum Iteration: Sendable {
    /// The sequence's next value.
    case next(Element)
    /// The end of the sequence.
    case finish
  }

  private let isolation: (any Actor)?
  private let emit: @Sendable () throws(Failure) -> Iteration

  /// The values `emit` computes, one now and one after each change to the state it reads.
  public init(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
  ) {
    let body = unisolated(emit)
    self.init(isolation: emit.isolation) { () throws(Failure) -> Iteration in .next(try body()) }
  }

  /// The values `emit` computes, until it returns ``Iteration/finish``.
  ///
  /// ```swift
  /// Perceptions.untilFinished {
  ///   settings.volume < 10 ? .next(settings.volume) : .finish
  /// }
  /// ```
  public static func untilFinished(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> Perceptions<Element, Failure> {
    Self(isolation: emit.isolation, emit: unisolated(emit))
  }

  private init(
    isolation: (any Actor)?,
    emit: @escaping @Sendable () throws(Failure) -> Iteration
  ) {
    self.isolation = isolation
    self.emit = emit
  }

  /// An iterator over the values.
  public func makeAsyncIterator() -> Iterator {
    Iterator(isolation: self.isolation, emit: self.emit)
  }

  /// Produces the values of ``Perceptions``: it waits for a change to what the last value was
  /// computed from, then computes the next.
  public struct Iterator: AsyncIteratorProtocol {
    private let isolation: (any Actor)?
    private let emit: @Sendable () throws(Failure) -> Iteration
    private var lastChange: ChangeSignal?
    private var isFinished = false

    fileprivate init(
      isolation: (any Actor)?,
      emit: @escaping @Sendable () throws(Failure) -> Iteration
    ) {
      self.isolation = isolation
      self.emit = emit
    }

    /// The next value, or `nil` once the sequence (or the task) has ended.
    public mutating func next(
      isolation iterationIsolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      guard !self.isFinished else { return nil }
      if let lastChange {
        await lastChange.wait()
      }
      guard !Task.isCancelled else {
        self.isFinished = true
        return nil
      }
      let change = ChangeSignal()
      let result = await track(isolation: self.isolation, emit: self.emit, change: change)
      self.lastChange = change
      switch result {
      case let .success(.next(element)):
        return element
      case .success(.finish):
        self.isFinished = true
        return nil
      case let .failure(error):
        self.isFinished = true
        throw error
      }
    }

    /// The next value, or `nil` once the sequence (or the task) has ended.
    public mutating func next() async throws(Failure) -> Element? {
      try await self.next(isolation: nil)
    }
  }
}

/// Computes a value on `emit`'s isolation, signalling `change` at the first change to what it
/// read.
private func track<Iteration, Failure: Error>(
  isolation: isolated (any Actor)?,
  emit: @Sendable () throws(Failure) -> Iteration,
  change: ChangeSignal
) -> Result<Iteration, Failure> {
  withObservationTracking {
    Result { () throws(Failure) -> Iteration in try emit() }
  } onChange: {
    change.fire()
  }
}

/// A change that happened or is awaited, resuming its waiter when it happens or the waiting task
/// is cancelled.
private final class ChangeSignal: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var hasFired = false
  private var waiter: CheckedContinuation<Void, Never>?

  func fire() {
    self.lock.lock()
    self.hasFired = true
    let waiter = self.waiter
    self.waiter = nil
    self.lock.unlock()
    waiter?.resume()
  }

  func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        self.lock.lock()
        if self.hasFired || Task.isCancelled {
          self.lock.unlock()
          continuation.resume()
        } else {
          self.waiter = continuation
          self.lock.unlock()
        }
      }
    } onCancel: {
      self.fire()
    }
  }
}

// `emit` is only called on its own isolation, from `track`, isolated to it. The synchronous call
// there, which the compiler cannot prove safe, goes through the plain function type, whose layout
// an `@isolated(any)` function shares (its isolation lives in its context).
private func unisolated<Result, Failure: Error>(
  _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Result
) -> @Sendable () throws(Failure) -> Result {
  unsafeBitCast(emit, to: (@Sendable () throws(Failure) -> Result).self)
}
