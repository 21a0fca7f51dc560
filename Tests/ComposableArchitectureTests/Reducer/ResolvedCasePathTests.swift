@testable import ComposableArchitecture
import Testing

@Suite struct ResolvedCasePathTests {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable { case tap, load(id: Int, name: String) }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable {
      case child(Child.Action)
      case done
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @CasePathable
  enum Plain: Equatable { case value(Int), other }

  @Test func aCaseOfAReducersActionResolvesToTheMacrosCasePath() {
    #expect(Parent.Action._$resolvedCasePath(\Parent.Action.Cases.child) != nil)
    #expect(Parent.Action._$resolvedCasePath(\Parent.Action.Cases.done) != nil)
    #expect(Parent.Action._$resolvedCasePath(\Parent.Action.Cases.child.tap) == nil)
    #expect(Parent.Action._$resolvedCasePath(\Child.Action.Cases.tap) == nil)

    let child = AnyCasePath.resolved(\Parent.Action.Cases.child)
    #expect(child.extract(from: .child(.tap)) == .tap)
    #expect(child.extract(from: .done) == nil)
    #expect(child.embed(.tap) == .child(.tap))

    let done = AnyCasePath.resolved(\Parent.Action.Cases.done)
    #expect(done.extract(from: .done) != nil)
    #expect(done.extract(from: .child(.tap)) == nil)

    let load = AnyCasePath.resolved(\Child.Action.Cases.load)
    #expect(load.extract(from: .load(id: 1, name: "a")).map { $0.id } == 1)
    #expect(load.embed((id: 2, name: "b")) == .load(id: 2, name: "b"))
  }

  @Test func otherPathsResolveByEvaluatingTheKeyPath() {
    let nested = AnyCasePath.resolved(\Parent.Action.Cases.child.load)
    #expect(nested.extract(from: .child(.load(id: 3, name: "c"))).map { $0.name } == "c")
    #expect(nested.extract(from: .child(.tap)) == nil)
    #expect(nested.embed((id: 4, name: "d")) == .child(.load(id: 4, name: "d")))

    let plain = AnyCasePath.resolved(\Plain.Cases.value)
    #expect(plain.extract(from: .value(5)) == 5)
    #expect(plain.extract(from: .other) == nil)
    #expect(plain.embed(6) == .value(6))
  }
}
