extension StackState {
  /// The element with the given id, if it is in the case of the given case path, written with
  /// CasePaths' `/` operator: `state.path[id: id, case: /Path.State.detail]`.
  ///
  /// As upstream, only the element's own case can be modified through it: modifying another case
  /// (or a missing element) is reported as an issue (`Can't modify unrelated case "detail"`) and
  /// dropped.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard self[id: id, case: path] != nil else {
        reportUnrelatedCaseModification(current: self[id: id])
        return
      }
      self[id: id] = newValue.map(path.embed)
    }
  }
}
