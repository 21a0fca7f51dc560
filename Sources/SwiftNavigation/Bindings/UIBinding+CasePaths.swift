import CasePaths

extension UIBinding where Value: CasePathable {
  /// A binding to the value of an enum case, or `nil` while the enum is in another case.
  ///
  /// ```swift
  /// @CasePathable enum Status { case loading, loaded(String) }
  /// if let text = $model.status.loaded { textField.bind(text) }
  /// ```
  ///
  /// Writes put the enum in the case with the new value; after the enum leaves the case, the
  /// binding keeps reading the case's last value.
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
  /// Writing a value puts the enum in the case; writing `nil` makes the enum `nil` when it is in
  /// the case (dismissing what it presents), and does nothing otherwise.
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
          if let newValue {
            location.value = casePath.embed(newValue)
          } else if let value = location.value, casePath.extract(from: value) != nil {
            location.value = nil
          }
        }
      ),
      transaction: self.transaction
    )
  }

  /// Whether an optional enum is in a case without a value; writing `false` makes it `nil` when
  /// it is in the case, writing `true` puts it in the case.
  ///
  /// ```swift
  /// let isLoading: UIBinding<Bool> = $model.status.loading
  /// ```
  public subscript<V: CasePathable>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Void>>
  ) -> UIBinding<Bool> where Value == V? {
    let casePath = V.allCasePaths[keyPath: keyPath]
    let location = self.location
    return UIBinding<Bool>(
      location: UIBindingLocation(
        id: location.id + [keyPath],
        get: { location.value.flatMap(casePath.extract(from:)) != nil },
        set: { isInCase in
          if isInCase {
            location.value = casePath.embed(())
          } else if let value = location.value, casePath.extract(from: value) != nil {
            location.value = nil
          }
        }
      ),
      transaction: self.transaction
    )
  }
}
