import ComposableArchitecture
import Foundation
import Testing

/// A key that never resumes the continuations it is given.
private struct DontResumeLoadContinuationKey: SharedKey, Hashable {
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

/// A key that resumes every continuation twice.
private struct ResumeTwiceKey: SharedKey, Hashable {
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 2)
    continuation.resume(returning: 3)
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
    continuation.resume(throwing: RemoteError())
  }
}

private let leaked = """
  'DontResumeLoadContinuationKey()' leaked its continuation without one of its resume methods \
  being invoked. This will cause tasks waiting on it to resume immediately.
  """

// Each test would wait for ever if a continuation that is never resumed were never resumed.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct ContinuationTests {
  @Test func leakedLoadContinuationIsReportedAndResumesWithTheInitialValue() async {
    let messages = await knownIssueMessages {
      let value = Shared(wrappedValue: 1, DontResumeLoadContinuationKey())
      #expect(!value.isLoading)
      value.withLock { $0 = 5 }
      await #expect(throws: Never.self) { try await value.load() }
      #expect(value.wrappedValue == 1)
      #expect(!value.isLoading)
    }
    // The initial load, the save of `withLock`, the explicit load.
    #expect(messages == [leaked, leaked, leaked])
  }

  @Test func leakedSaveContinuationIsReportedAndResumes() async {
    let messages = await knownIssueMessages {
      let value = Shared(wrappedValue: 1, DontResumeLoadContinuationKey())
      await #expect(throws: Never.self) { try await value.save() }
      #expect(value.saveError == nil)
    }
    #expect(messages == [leaked, leaked])
  }

  @Test func leakedContinuationOfRequireThrows() async {
    let messages = await knownIssueMessages {
      await #expect(throws: (any Error).self) {
        _ = try await Shared(require: DontResumeLoadContinuationKey())
      }
    }
    #expect(messages == [leaked])
  }

  @Test func continuationResumedTwiceIsReportedAndTheSecondResultIgnored() async {
    let messages = await knownIssueMessages {
      let value = Shared(wrappedValue: 1, ResumeTwiceKey())
      #expect(value.wrappedValue == 2)
      #expect(!value.isLoading)
      await #expect(throws: Never.self) { try await value.save() }
      #expect(value.saveError == nil)
    }
    #expect(
      messages == [
        "'ResumeTwiceKey()' tried to resume its continuation more than once.",
        "'ResumeTwiceKey()' tried to resume its continuation more than once.",
      ]
    )
  }

  @Test func continuationWithoutDescriptionIsNamedAsASharedKey() async {
    let messages = await knownIssueMessages {
      _ = LoadContinuation<Int> { _ in }
      let resumed = LockIsolated<[Int?]>([])
      let continuation = SaveContinuation { _ in resumed.withValue { $0.append(nil) } }
      continuation.resume()
      continuation.resume()
      #expect(resumed.value.count == 1)
    }
    #expect(
      messages == [
        """
        A shared key leaked its continuation without one of its resume methods being invoked. \
        This will cause tasks waiting on it to resume immediately.
        """,
        "A shared key tried to resume its continuation more than once.",
      ]
    )
  }
}
