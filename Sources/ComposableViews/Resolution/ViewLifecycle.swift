/// What a view asked to happen when it appears and when it goes away: one `onAppear`,
/// `onDisappear` or `task` modifier.
@_spi(Rendering)
public struct ViewLifecycle {
  /// The modifiers.
  public enum Kind: Hashable, Sendable {
    case onAppear, onDisappear, task
  }

  /// Which modifier this is; with the view's path, it identifies the modifier.
  public let kind: Kind
  /// For `task(id:)`, the id: a new id ends the old task and starts a new one.
  public var id: AnyHashable?
  public var onAppear: (@MainActor () -> Void)?
  public var onDisappear: (@MainActor () -> Void)?
  public var task: (@MainActor @Sendable () async -> Void)?

  init(
    kind: Kind, id: AnyHashable? = nil, onAppear: (@MainActor () -> Void)? = nil,
    onDisappear: (@MainActor () -> Void)? = nil, task: (@MainActor @Sendable () async -> Void)? = nil
  ) {
    self.kind = kind
    self.id = id
    self.onAppear = onAppear
    self.onDisappear = onDisappear
    self.task = task
  }
}
