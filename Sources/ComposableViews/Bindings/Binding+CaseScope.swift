import ComposableArchitecture

extension Binding where Value: _OptionalStoreWithCaseScope {
  /// A binding to one case of a presented `@Reducer` enum, as upstream's enum scopes write it:
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { editStore in
  ///   SyncUpFormView(store: editStore)
  /// }
  /// ```
  ///
  /// It reads the case's store (or plain value) while the destination is in that case, `nil`
  /// otherwise; setting it to `nil` dismisses the destination.
  public subscript<Case>(
    dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>>
  ) -> Binding<Case?> {
    Binding<Case?>(
      get: { self.wrappedValue[_caseScope: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[_caseScope: keyPath] = newValue
        self.wrappedValue = value
      }
    )
  }
}
