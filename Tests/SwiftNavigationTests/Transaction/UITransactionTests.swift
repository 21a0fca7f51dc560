import ConcurrencyExtras
import SwiftNavigation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct UITransactionTests {
  @Test func keysHaveTheirDefaultValueUntilSet() {
    var transaction = UITransaction()
    #expect(transaction.isAnimated == false)
    transaction.isAnimated = true
    #expect(transaction.isAnimated == true)
    #expect(transaction[IsAnimatedKey.self] == true)
  }

  @Test func entriesDeclareAValueWithItsKey() {
    var transaction = UITransaction()
    #expect(transaction.entryLabel == "none")
    transaction.entryLabel = "set"
    #expect(transaction.entryLabel == "set")
    let received = LockIsolated<String?>(nil)
    let token = withUITransaction(\.entryLabel, "current") {
      observe { transaction in received.setValue(transaction.entryLabel) }
    }
    #expect(received.value == "current")
    token.cancel()
  }

  @Test func anOptionalEntryWithoutADefaultIsNil() {
    var transaction = UITransaction()
    #expect(transaction.entryNote == nil)
    transaction.entryNote = "set"
    #expect(transaction.entryNote == "set")
  }

  @Test func observersReceiveTheTransactionOfTheChange() async {
    let model = CounterModel()
    let (changes, continuation) = AsyncStream.makeStream(of: (Int, Bool).self)
    var iterator = changes.makeAsyncIterator()
    let token = observe { transaction in
      continuation.yield((model.count, transaction.isAnimated))
    }
    var change = await iterator.next()
    #expect(change?.0 == 0 && change?.1 == false)

    withUITransaction(\.isAnimated, true) {
      model.count = 1
    }
    change = await iterator.next()
    #expect(change?.0 == 1 && change?.1 == true)

    model.count = 2
    change = await iterator.next()
    #expect(change?.0 == 2 && change?.1 == false)
    token.cancel()
  }

  @Test func theFirstCallReceivesTheCurrentTransaction() {
    let received = LockIsolated<Bool?>(nil)
    var transaction = UITransaction()
    transaction.isAnimated = true
    let token = withUITransaction(transaction) {
      observe { transaction in received.setValue(transaction.isAnimated) }
    }
    #expect(received.value == true)
    token.cancel()
  }

  @Test func nestedTransactionsMergeAndLaterValuesWin() {
    var outer = UITransaction()
    outer[LabelKey.self] = "outer"
    withUITransaction(outer) {
      withUITransaction(\.isAnimated, true) {
        let token = observe { transaction in
          #expect(transaction.isAnimated == true)
          #expect(transaction[LabelKey.self] == "outer")
        }
        token.cancel()
        withUITransaction(\.label, "inner") {
          let token = observe { transaction in
            #expect(transaction[LabelKey.self] == "inner")
            #expect(transaction.isAnimated == true)
          }
          token.cancel()
        }
      }
    }
  }

  @Test func customKeysWrapTheObserversCalls() async {
    let model = CounterModel()
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    var iterator = events.makeAsyncIterator()
    LoggedKey.events.setValue(continuation)
    let token = observe { continuation.yield("apply \(model.count)") }
    #expect(await iterator.next() == "apply 0")

    withUITransaction(\.isLogged, true) {
      model.count = 1
    }
    #expect(await iterator.next() == "before")
    #expect(await iterator.next() == "apply 1")
    #expect(await iterator.next() == "after")

    model.count = 2
    #expect(await iterator.next() == "apply 2")
    token.cancel()
  }
}

extension UITransaction {
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }

  fileprivate var isLogged: Bool {
    get { self[LoggedKey.self] }
    set { self[LoggedKey.self] = newValue }
  }
}

private enum LabelKey: UITransactionKey {
  static let defaultValue = ""
}

private enum LoggedKey: _UICustomTransactionKey {
  static let defaultValue = false
  static let events = LockIsolated<AsyncStream<String>.Continuation?>(nil)

  static func perform(value: Bool, operation: @Sendable () -> Void) {
    if value { events.value?.yield("before") }
    operation()
    if value { events.value?.yield("after") }
  }
}
