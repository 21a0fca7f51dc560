import CasePaths

extension UIBinding where Value: CasePathable {
  /// A binding to the value of an enum case, or `nil` while the enum is in another case.
  ///
  /// ```swift
  /// @CasePathable enum Status { case loading, loaded(String) }
  /// if let text = $model.status.loaded { textField.bind(text) }
  /// ```
  ///
  /// Writes change the case's value while the enum is in the case, and are ignored once it has
  /// left it, as upstream; the binding then keeps reading the case's last value.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let initial = casePath.extract(from: self.wrappedValue) else { return nil }
    return self.caseBinding(casePath, keyPath: keyPath, initial: initial)
  }

  /// A binding to the value of an enum case, which must be the enum's current case.
  public func _$case<Member>(
    _ keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member> {
    self[dynamicMember: keyPath]!
  }

  private func caseBinding<Member>(
    _ casePath: AnyCasePath<Value, Member>,
    keyPath: AnyKeyPath,
    initial: Member
  ) -> UIBinding<Member> {
    let location = self.location
    let last = LastValue(initial)
    return UIBinding<Member>(
      location: UIBindingLocation(
        id: location.id + [keyPath],
        get: {
          if let value = casePath.extract(from: location.value) { last.value = value }
          return last.value
        },
        set: { newValue in
          guard casePath.extract(from: location.value) != nil else { return }
          last.value = newValue
          location.value = casePath.embed(newValue)
        }
      ),
      transaction: self.transaction
    )
  }
}

extension UIBinding {
  /// A binding to the value of a case of an optional enum: `nil` unless the enum is in that case.
  ///
  /// ```swift
  /// let alert: UIBinding<AlertState<Action>?> = $model.destination.alert
  /// ```
  ///
  /// While the enum is in the case, writing a value changes the case's value and writing `nil`
  /// makes the enum `nil` (dismissing what it presents); otherwise writes are ignored, as
  /// upstream.
  public subscript<V: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Member>>
  ) -> UIBinding<Member?> where Value == V? {
    let casePath = V.allCasePaths[keyPath: keyPath]
    let location = self.location
    return UIBinding<Member?>(
      location: UIBindingLocation(
        id: location.id + [keyPath],
        get: { location.value.flatMap(casePath.extract(from:)) },
        set: { newValue in
          guard let value = location.value, casePath.extract(from: value) != nil else { return }
          location.value = newValue.map(casePath.embed)
        }
      ),
      transaction: self.transaction
    )
  }

  /// Whether an optional enum is in a case without a value; writing `false` makes it `nil` when
  /// it is in the case. Writing `true` is ignored, as for any Boolean binding to an optional.
  ///
  /// ```swift
  /// let isLoading: UIBinding<Bool> = $model.status.loading
  /// ```
  public subscript<V: CasePathable>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Void>>
  ) -> UIBinding<Bool> where Value == V? {
    UIBinding<Bool>(self[dynamicMember: keyPath])
  }
}
