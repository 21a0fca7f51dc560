extension PresentationState {
  /// The presented state, if it is in the case of the given case path, written with CasePaths'
  /// `/` operator: `state.$destination[case: /Destination.State.edit]`.
  ///
  /// Setting a value presents that case; setting `nil` dismisses the destination only if it is in
  /// that case.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    set {
      if let newValue {
        self.wrappedValue = path.embed(newValue)
      } else if self.wrappedValue.flatMap(path.extract(from:)) != nil {
        self.wrappedValue = nil
      }
    }
  }
}
