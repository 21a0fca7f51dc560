// expected: warning: use of 'ifLet' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'ifLet' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'ifLet' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'ifCaseLet' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'forEach' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'forEach' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of '_printChanges' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'dependency' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'dependency' treated as a reference to instance method in protocol 'Reducer'
// expected: warning: use of 'transformDependency' treated as a reference to instance method in protocol 'Reducer'
import ComposableArchitecture

// Each operator written without `self.` inside `body` applies to the feature itself, not to the
// reducer above it: upstream warns, and so must we.
struct Speller: TestDependencyKey {
  static let testValue = Speller()
}

@Reducer
struct Row {
  struct State: Identifiable { let id: Int }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Feature {
  struct State {
    var child: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var path = StackState<Row.State>()
    @Presents var destination: Row.State?
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case child(Row.Action)
    case rows(IdentifiedActionOf<Row>)
    case path(StackActionOf<Row>)
    case destination(PresentationAction<Row.Action>)
    case alert(PresentationAction<Alert>)
    enum Alert { case ok }
  }
  var body: some ReducerOf<Self> {
    ifLet(\.child, action: \.child) { Row() }
    forEach(\.rows, action: \.rows) { Row() }
    forEach(\.path, action: \.path) { Row() }
    ifLet(\.$destination, action: \.destination) { Row() }
    ifLet(\.$alert, action: \.alert)
    _printChanges()
    dependency(\.uuid, .incrementing)
    dependency(Speller())
    transformDependency(\.self) { _ in }
  }
}

@Reducer
struct Mode {
  @CasePathable
  enum State { case idle, row(Row.State) }
  enum Action { case row(Row.Action) }
  var body: some ReducerOf<Self> {
    ifCaseLet(\.row, action: \.row) { Row() }
  }
}
