/// Where a feature lives in the running application: the presented children and stack elements on
/// the way down from the root (and, under test, the root store first). Cancellation ids are
/// namespaced by it, so that a child presented twice, or two tests running in parallel, never
/// cancel each other's effects. As upstream, the root stores of a running application share one
/// namespace.
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
