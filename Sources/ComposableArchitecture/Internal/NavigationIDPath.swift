/// Where a feature lives in the running application: a root store, then the presented children and
/// stack elements on the way down. Cancellation ids are namespaced by it, so that two stores, or a
/// child presented twice, never cancel each other's effects.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  var path: [AnyHashableSendable]

  init(path: [AnyHashableSendable] = []) {
    self.path = path
  }

  func appending(_ id: some Hashable & Sendable) -> Self {
    Self(path: self.path + [AnyHashableSendable(id)])
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

extension DependencyValues {
  @usableFromInline
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}
