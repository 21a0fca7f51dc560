import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DependencyModifierTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var reducerValue: Int?
      var effectValue: Int?
    }
    enum Action { case read, effectRead(Int) }
    @Dependency(\.magicNumber) var magicNumber

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .read:
        state.reducerValue = self.magicNumber
        return .run { send in
          @Dependency(\.magicNumber) var magicNumber
          await send(.effectRead(magicNumber))
        }
      case let .effectRead(value):
        state.effectValue = value
        return .none
      }
    }
  }

  @Test func storeDependenciesReachReducerAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.magicNumber = 42
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 42, effectValue: 42))
  }

  @Test func dependencyModifierOverridesForReducerAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature().dependency(\.magicNumber, 7)
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 7, effectValue: 7))
  }

  @Test func transformDependency() async {
    let store = Store(initialState: Feature.State()) {
      Feature().transformDependency(\.magicNumber) { $0 += 1 }
    } withDependencies: {
      $0.magicNumber = 1
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 2, effectValue: 2))
  }
}

/// `.dependency` and `.transformDependency` on the reducer a test store runs: the reducer and its
/// effects see the values, and keys without a test value are not reported as unimplemented.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DependencyModifierTestStoreTests {
  struct Values: Equatable {
    var now: Date
    var uuid: UUID
    var calendar: Calendar
    var locale: Locale
    var timeZone: TimeZone
    var greeting: String
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var inReducer: Values?
      var inEffect: Values?
    }
    enum Action: Equatable {
      case read
      case effectRead(Values)
    }
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    @Dependency(\.liveOnlyGreeting) var greeting

    func values() -> Values {
      Values(
        now: self.now, uuid: self.uuid(), calendar: self.calendar, locale: self.locale,
        timeZone: self.timeZone, greeting: self.greeting
      )
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .read:
        state.inReducer = self.values()
        return .run { send in await send(.effectRead(self.values())) }
      case let .effectRead(values):
        state.inEffect = values
        return .none
      }
    }
  }

}

extension DependencyModifierTestStoreTests.Values {
  /// The values the tests override the dependencies with.
  static let expected = Self(
    now: Date(timeIntervalSince1970: 1_234_567_890),
    uuid: UUID(7),
    calendar: Calendar(identifier: .buddhist),
    locale: Locale(identifier: "fr_FR"),
    timeZone: TimeZone(identifier: "Asia/Tokyo")!,
    greeting: "Bonjour"
  )
}

extension DependencyModifierTestStoreTests {

  @Test func dependencyOverridesTheReducerAndItsEffects() async {
    let expected = Values.expected
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(\.date, .constant(expected.now))
        .dependency(\.uuid, .constant(expected.uuid))
        .dependency(\.calendar, expected.calendar)
        .dependency(\.locale, expected.locale)
        .dependency(\.timeZone, expected.timeZone)
        .dependency(\.liveOnlyGreeting, expected.greeting)
    }
    await store.send(.read) {
      $0.inReducer = expected
    }
    await store.receive(.effectRead(expected)) {
      $0.inEffect = expected
    }
  }

  @Test func transformDependencyOverridesTheReducerAndItsEffects() async {
    let expected = Values.expected
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.self) {
          $0.date = .constant(expected.now)
          $0.uuid = .constant(expected.uuid)
          $0.locale = expected.locale
          $0.timeZone = expected.timeZone
        }
        .transformDependency(\.calendar) { $0 = expected.calendar }
        .transformDependency(\.liveOnlyGreeting) { $0 = expected.greeting }
    }
    await store.send(.read) {
      $0.inReducer = expected
    }
    await store.receive(.effectRead(expected)) {
      $0.inEffect = expected
    }
  }

  @Test func aChildOverrideAppliesToTheChildAlone() async {
    let expected = Values.expected
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    await store.send(.child(.read)) {
      $0.child.inReducer = expected
    }
    await store.receive(.child(.effectRead(expected))) {
      $0.child.inEffect = expected
    }
    await store.send(.readDate) {
      $0.date = Date(timeIntervalSince1970: 0)
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Feature.State()
      var date: Date?
    }
    @CasePathable
    enum Action: Equatable {
      case child(Feature.Action)
      case readDate
    }
    @Dependency(\.date.now) var now

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) {
        Feature()
          .dependency(\.date, .constant(Values.expected.now))
          .dependency(\.uuid, .constant(Values.expected.uuid))
          .dependency(\.calendar, Values.expected.calendar)
          .dependency(\.locale, Values.expected.locale)
          .dependency(\.timeZone, Values.expected.timeZone)
          .dependency(\.liveOnlyGreeting, Values.expected.greeting)
      }
      Reduce { state, action in
        if case .readDate = action { state.date = self.now }
        return .none
      }
    }
  }
}

/// A dependency with only a live value: using it in a test without overriding it is reported.
private enum LiveOnlyGreetingKey: DependencyKey {
  static let liveValue = "Hello"
}

extension DependencyValues {
  fileprivate var liveOnlyGreeting: String {
    get { self[LiveOnlyGreetingKey.self] }
    set { self[LiveOnlyGreetingKey.self] = newValue }
  }
}

private enum MagicNumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var magicNumber: Int {
    get { self[MagicNumberKey.self] }
    set { self[MagicNumberKey.self] = newValue }
  }
}
