/// Runs the lifecycle modifiers of a host's frames: from one frame to the next, the
/// `onDisappear` actions and task cancellations of the modifiers that went away, then the
/// tasks and `onAppear` actions of those that came.
@_spi(Rendering)
@MainActor
public final class ViewLifecycleRunner {
  private var entries: [(key: ViewPath, lifecycle: ViewLifecycle)] = []
  private var tasks: [ViewPath: Task<Void, Never>] = [:]

  public init() {}

  isolated deinit {
    for task in tasks.values { task.cancel() }
  }

  /// Whether no modifier is on screen.
  public var isEmpty: Bool { entries.isEmpty }

  /// Moves on to the modifiers of a new frame, running what changed; `[]` takes every view
  /// off screen.
  public func update(to current: [(key: ViewPath, lifecycle: ViewLifecycle)]) {
    let previous = entries
    entries = current
    let currentKeys = Set(current.map(\.key))
    let previousKeys = Set(previous.map(\.key))
    for entry in previous where !currentKeys.contains(entry.key) {
      tasks.removeValue(forKey: entry.key)?.cancel()
      entry.lifecycle.onDisappear?()
    }
    for entry in current where !previousKeys.contains(entry.key) {
      if let task = entry.lifecycle.task {
        tasks[entry.key] = Task { await task() }
      }
      entry.lifecycle.onAppear?()
    }
  }
}
