import MacroTesting
import Testing

@Suite(.macros(observableStateMacros, record: .missing))
struct PresentsMacroTests {
  @Test func presents() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            _destination = newValue
            _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination
          }
        }
        var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
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
          if keyPath == \Self.count {
            return \Self._count
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
              "destination": self._destination.wrappedValue as Any,
              "count": self._count as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """#
    }
  }

  @Test func optionalSpelledOut() {
    assertMacro {
      """
      @Presents public var alert: Optional<AlertState<Action.Alert>>
      """
    } expansion: {
      #"""
      public var alert: Optional<AlertState<Action.Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.alert, _alert.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.alert, _alert.wrappedValue, oldID)
            }
            yield &_alert.wrappedValue
          }
      }

      public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
        get {
          _$observationRegistrar.access(self, keyPath: \.alert)
          return _alert
        }
        set {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \.alert, _alert.wrappedValue)
          _alert = newValue
          _$observationRegistrar.didModify(self, keyPath: \.alert, _alert.wrappedValue, oldID)
        }
        _modify {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \.alert, _alert.wrappedValue)
          defer {
            _$observationRegistrar.didModify(self, keyPath: \.alert, _alert.wrappedValue, oldID)
          }
          yield &_alert
        }
      }
      var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      """#
    }
  }

  @Test func requiresOptionalType() {
    assertMacro {
      """
      @Presents var destination = Destination.State.add(.init())
      """
    } diagnostics: {
      """
      @Presents var destination = Destination.State.add(.init())
                    ┬───────────────────────────────────────────
                    ╰─ 🛑 '@Presents' requires an explicit optional type, e.g. 'var destination: Destination.State?'
      """
    }
  }

  @Test func requiresVar() {
    assertMacro {
      """
      @Presents let destination: Destination.State?
      """
    } diagnostics: {
      """
      @Presents let destination: Destination.State?
      ┬────────
      ╰─ 🛑 '@Presents' can only be applied to a single stored 'var' of an '@ObservableState' struct
      """
    }
  }

  @Test func presentationStateInObservableState() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @PresentationState var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @PresentationState var destination: Destination.State?
        ┬─────────────────
        ╰─ 🛑 '@PresentationState' cannot be used in '@ObservableState'
           ✏️ Use '@Presents' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, ComposableArchitecture._$isIdentityEqual)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            _destination = newValue
            _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, _destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination
          }
        }
        var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
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
              "destination": self._destination.wrappedValue as Any
            ],
            displayStyle: .struct
          )
        }
      }
      """#
    }
  }
}
