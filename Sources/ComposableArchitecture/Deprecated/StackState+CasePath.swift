extension StackState {
  /// The element with the given id, if it is in the case of the given case path, written with
  /// CasePaths' `/` operator: `state.path[id: id, case: /Path.State.detail]`.
  ///
  /// Setting a value replaces the element (or pushes it at that id); setting `nil` removes the
  /// element only if it is in that case.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      if let newValue {
        self[id: id] = path.embed(newValue)
      } else if self[id: id].flatMap(path.extract(from:)) != nil {
        self[id: id] = nil
      }
    }
  }
}
