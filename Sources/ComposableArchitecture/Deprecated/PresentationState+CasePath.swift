extension PresentationState {
  /// The presented state, if it is in the case of the given case path, written with CasePaths'
  /// `/` operator: `state.$destination[case: /Destination.State.edit]`.
  ///
  /// As upstream, only the presented case can be modified through it: modifying another case (or
  /// nothing presented) is reported as an issue (`Can't modify unrelated case "alert"`) and
  /// dropped.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard self[case: path] != nil else {
        reportUnrelatedCaseModification(current: self.wrappedValue)
        return
      }
      self.wrappedValue = newValue.map(path.embed)
    }
  }
}
