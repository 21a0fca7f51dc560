import ComposableArchitecture

/// The feature most benchmarks send actions to: the smallest useful reducer.
struct Counter: Reducer {
  struct State {
    var count = 0
    var unrelated = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// The same counter with its state written the way `@ObservableState` expands, until the macro is
/// merged: every field is a computed property over stored backing, reporting reads and writes to an
/// observation registrar.
struct ObservableCounter: Reducer {
  struct State: Observable {
    private let _$observationRegistrar = ObservationRegistrar()
    private var _count = 0
    private var _unrelated = 0

    var count: Int {
      get {
        self._$observationRegistrar.access(self, keyPath: \.count)
        return self._count
      }
      set {
        self._$observationRegistrar.withMutation(of: self, keyPath: \.count) {
          self._count = newValue
        }
      }
      _modify {
        self._$observationRegistrar.willSet(self, keyPath: \.count)
        defer { self._$observationRegistrar.didSet(self, keyPath: \.count) }
        yield &self._count
      }
    }

    var unrelated: Int {
      get {
        self._$observationRegistrar.access(self, keyPath: \.unrelated)
        return self._unrelated
      }
      set {
        self._$observationRegistrar.withMutation(of: self, keyPath: \.unrelated) {
          self._unrelated = newValue
        }
      }
      _modify {
        self._$observationRegistrar.willSet(self, keyPath: \.unrelated)
        defer { self._$observationRegistrar.didSet(self, keyPath: \.unrelated) }
        yield &self._unrelated
      }
    }
  }

  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
