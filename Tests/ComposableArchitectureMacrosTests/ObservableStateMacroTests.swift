import MacroTesting
import Testing

@Suite(.macros(observableStateMacros, record: .missing))
struct ObservableStateMacroTests {
  @Test func trackedFieldsAndMirror() {
    assertMacro {
      """
      @ObservableState
      struct State: Equatable {
        var count = 0
        var fact: String?
        let id: Int
        @ObservationStateIgnored var scratch = 0
        var doubled: Int { count * 2 }
        static var shared = 0
      }
      """
    } expansion: {
      #"""
      struct State: Equatable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            var modification = _$observationRegistrar.willModify(self, keyPath: \.count, _count)
            modification.start(&_count)
            defer {
              modification.end(&_count)
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, modification)
            }
            yield &_count
          }
        }
        var _count = 0
        var fact: String? {
          @storageRestrictions(initializes: _fact)
          init(initialValue) {
            _fact = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.fact)
            return _fact
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.fact, &_fact, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            var modification = _$observationRegistrar.willModify(self, keyPath: \.fact, _fact)
            modification.start(&_fact)
            defer {
              modification.end(&_fact)
              _$observationRegistrar.didModify(self, keyPath: \.fact, _fact, modification)
            }
            yield &_fact
          }
        }
        var _fact: String?
        let id: Int
        var scratch = 0
        var doubled: Int { count * 2 }
        static var shared = 0
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
          _$observationRegistrar._$willModifyInPlace()
        }

        public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
          _$observationRegistrar._$didModifyInPlace(restoring: id)
        }

        public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
          if keyPath == \Self.count {
            return \Self._count
          }
          if keyPath == \Self.fact {
            return \Self._fact
          }
          return nil
        }

        public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
          _$observationRegistrar.notify(self, keyPath: keyPath)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension State: Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": self._count as Any,
              "fact": self._fact as Any,
              "id": self.id as Any,
              "scratch": self.scratch as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """#
    }
  }

  @Test func publicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        public var count = 0
        public private(set) var rows: IdentifiedArrayOf<Row.State> = []
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            var modification = _$observationRegistrar.willModify(self, keyPath: \.count, _count)
            modification.start(&_count)
            defer {
              modification.end(&_count)
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, modification)
            }
            yield &_count
          }
        }
        var _count = 0
        public private(set) var rows: IdentifiedArrayOf<Row.State> {
          @storageRestrictions(initializes: _rows)
          init(initialValue) {
            _rows = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.rows)
            return _rows
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            var modification = _$observationRegistrar.willModify(self, keyPath: \.rows, _rows)
            modification.start(&_rows)
            defer {
              modification.end(&_rows)
              _$observationRegistrar.didModify(self, keyPath: \.rows, _rows, modification)
            }
            yield &_rows
          }
        }
        var _rows: IdentifiedArrayOf<Row.State> = []
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
          _$observationRegistrar._$willModifyInPlace()
        }

        public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
          _$observationRegistrar._$didModifyInPlace(restoring: id)
        }

        public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
          if keyPath == \Self.count {
            return \Self._count
          }
          if keyPath == \Self.rows {
            return \Self._rows
          }
          return nil
        }

        public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
          _$observationRegistrar.notify(self, keyPath: keyPath)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension State: Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": self._count as Any,
              "rows": self._rows as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """#
    }
  }

  @Test func propertyWrappersAndObserversAreLeftAlone() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared(.appStorage("count")) var count = 0
        var title = "" {
          didSet { print(title) }
        }
        lazy var cache = 0
      }
      """
    } expansion: {
      """
      struct State {
        @Shared(.appStorage("count")) var count = 0
        var title = "" {
          didSet { print(title) }
        }
        lazy var cache = 0
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
          _$observationRegistrar._$willModifyInPlace()
        }

        public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
          _$observationRegistrar._$didModifyInPlace(restoring: id)
        }

        public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
          return nil
        }

        public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
          _$observationRegistrar.notify(self, keyPath: keyPath)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension State: Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "_count": self._count as Any,
              "title": self.title as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """
    }
  }

  @Test func enumState() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case counter(Counter.State)
        case alert(AlertState<Alert>)
        case detail(id: Int, Detail.State)
        case empty
      }
      """
    } expansion: {
      """
      enum State {
        case counter(Counter.State)
        case alert(AlertState<Alert>)
        case detail(id: Int, Detail.State)
        case empty

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .counter(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
          case let .alert(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
          case .detail:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(2)
          case .empty:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .counter(state):
            ComposableArchitecture._$willModify(&state)
            self = .counter(state)
          case var .alert(state):
            ComposableArchitecture._$willModify(&state)
            self = .alert(state)
          case .detail:
            break
          case .empty:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func observationIgnoredIsAnErrorWithAFixIt() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var scratch = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var scratch = 0
        ┬──────────────────
        ╰─ 🛑 '@ObservationIgnored' cannot be used in '@ObservableState'
           ✏️ Use '@ObservationStateIgnored' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored var scratch = 0
      }
      """
    } expansion: {
      """
      struct State {
        var scratch = 0
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
          _$observationRegistrar._$willModifyInPlace()
        }

        public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
          _$observationRegistrar._$didModifyInPlace(restoring: id)
        }

        public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
          return nil
        }

        public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
          _$observationRegistrar.notify(self, keyPath: keyPath)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension State: Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "scratch": self.scratch as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """
    }
  }

  @Test func observationTrackedIsAnErrorWithAFixIt() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationTracked var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationTracked var count = 0
        ┬──────────────────
        ╰─ 🛑 '@ObservationTracked' cannot be used in '@ObservableState'
           ✏️ Use '@ObservationStateTracked' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateTracked var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            var modification = _$observationRegistrar.willModify(self, keyPath: \.count, _count)
            modification.start(&_count)
            defer {
              modification.end(&_count)
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, modification)
            }
            yield &_count
          }
        }
        var _count = 0
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
          _$observationRegistrar._$willModifyInPlace()
        }

        public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
          _$observationRegistrar._$didModifyInPlace(restoring: id)
        }

        public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
          return nil
        }

        public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
          _$observationRegistrar.notify(self, keyPath: keyPath)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension State: Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": self._count as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """#
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @ObservableState
      class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to class type 'Model'
      class Model {
        var count = 0
      }
      """
    }
  }

  @Test func actorIsRejected() {
    assertMacro {
      """
      @ObservableState
      actor Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      actor Model {
        var count = 0
      }
      """
    }
  }

  @Test func trackedRequiresAStoredVar() {
    assertMacro {
      """
      @ObservationStateTracked let count = 0
      """
    } diagnostics: {
      """
      @ObservationStateTracked let count = 0
      ┬───────────────────────
      ╰─ 🛑 '@ObservationStateTracked' can only be applied to a single stored 'var'
      """
    }
  }

  @Test func enumCaseLabels() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case edit(form: Form.State)
        case add(_ form: Form.State)
      }
      """
    } expansion: {
      """
      enum State {
        case edit(form: Form.State)
        case add(_ form: Form.State)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .edit(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
          case let .add(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .edit(state):
            ComposableArchitecture._$willModify(&state)
            self = .edit(form: state)
          case var .add(state):
            ComposableArchitecture._$willModify(&state)
            self = .add(state)
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }
}
