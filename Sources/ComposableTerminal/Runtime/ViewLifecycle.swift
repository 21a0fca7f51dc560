/// What a view asked to happen when it appears on screen and when it goes away: the
/// `onAppear`, `onDisappear` and `task` modifiers, registered once per frame.
struct ViewLifecycle {
  /// The modifier's identity: the view's path, the kind of modifier, and for `task(id:)`
  /// the id, so that a new id ends the old task and starts a new one.
  let key: ViewPath
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor @Sendable () async -> Void)?
}
