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

/// Cases of enums that are `@CasePathable` without `@Reducer` extract by the case's tag, learned
/// once: every shape of case must extract exactly what evaluating the key path does.
@Suite struct TagResolvedCasePathTests {
  @CasePathable
  enum Shapes: Equatable {
    case first(Int)
    case second(Int)
    case pair(id: Int, name: String)
    case labeled(count: Int)
    case idle
    case another
    indirect case nested(Shapes)
  }

  @CasePathable
  enum Generic<Payload: Equatable & Sendable>: Equatable {
    case payload(Payload)
    case empty
  }

  @Test func eachCaseExtractsItsOwnPayloadAndNoOther() {
    let values: [Shapes] = [
      .first(1), .second(2), .pair(id: 3, name: "c"), .labeled(count: 4), .idle, .another,
      .nested(.first(5)),
    ]
    // Twice: the first extraction learns the tag, the second uses it.
    for _ in 1...2 {
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.first).extract(from: $0) }
        == [1, nil, nil, nil, nil, nil, nil])
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.second).extract(from: $0) }
        == [nil, 2, nil, nil, nil, nil, nil])
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.pair).extract(from: $0)?.name }
        == [nil, nil, "c", nil, nil, nil, nil])
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.labeled).extract(from: $0) }
        == [nil, nil, nil, 4, nil, nil, nil])
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.idle).extract(from: $0) != nil }
        == [false, false, false, false, true, false, false])
      #expect(values.map { AnyCasePath.resolved(\Shapes.Cases.nested).extract(from: $0) }
        == [nil, nil, nil, nil, nil, nil, .first(5)])
    }
  }

  @Test func oneCasePathLearnsFromWhicheverCaseComesFirst() {
    let second = AnyCasePath.resolved(\Shapes.Cases.second)
    #expect(second.extract(from: .first(1)) == nil)
    #expect(second.extract(from: .second(2)) == 2)
    #expect(second.extract(from: .first(3)) == nil)
    #expect(second.embed(4) == .second(4))
  }

  @Test func nestedPathsAndGenericEnums() {
    let nested = AnyCasePath.resolved(\Shapes.Cases.nested.first)
    #expect(nested.extract(from: .nested(.first(6))) == 6)
    #expect(nested.extract(from: .nested(.second(6))) == nil)
    #expect(nested.extract(from: .first(6)) == nil)

    let payload = AnyCasePath.resolved(\Generic<String>.Cases.payload)
    #expect(payload.extract(from: .payload("a")) == "a")
    #expect(payload.extract(from: .empty) == nil)
    #expect(payload.embed("b") == .payload("b"))
  }
}
