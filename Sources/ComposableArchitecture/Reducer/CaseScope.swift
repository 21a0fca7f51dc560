/// The protocol every `@Reducer` enum's generated `CaseScope` conforms to.
///
/// Do not conform to it yourself: the ``Reducer()`` macro does, so that a binding to an optional
/// store of the enum's feature reaches each case with trailing dot syntax
/// (`$store.scope(state: \.$destination, action: \.destination).edit`).
public protocol _CaseScopeProtocol {}

/// A store whose ``Store/case`` is a case-path-able `CaseScope`: the store of an `@Reducer` enum.
public protocol _StoreWithCaseScope {
  associatedtype _CaseScope: CasePathable
  @MainActor var _caseScope: _CaseScope { get }
}

extension Store: _StoreWithCaseScope
where
  State: CaseReducerState & ObservableState,
  State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: CasePathable
{
  public typealias _CaseScope = State.StateReducer.CaseScope

  @MainActor
  public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional store of an `@Reducer` enum, as a presentation binding holds it.
public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
  associatedtype _CaseScope: CasePathable
  @MainActor var _optionalCaseScope: _CaseScope? { get }
}

extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
  public typealias _CaseScope = Wrapped._CaseScope

  @MainActor
  public var _optionalCaseScope: Wrapped._CaseScope? {
    self.map { $0._caseScope }
  }
}

extension _OptionalStoreWithCaseScope {
  /// The value of one case of the enum (a child store, or plain state), `nil` when the store is
  /// `nil` or in another case. Writing `nil` clears the optional store, which dismisses it.
  @MainActor
  public subscript<Case>(
    _caseScope keyPath: KeyPath<_CaseScope.AllCasePaths, AnyCasePath<_CaseScope, Case>>
  ) -> Case? {
    get {
      _optionalCaseScope.flatMap { _CaseScope.allCasePaths[keyPath: keyPath].extract(from: $0) }
    }
    set {
      // Only a dismissal can be written: a case cannot be presented from a view.
      if newValue == nil { self = nil }
    }
  }
}
