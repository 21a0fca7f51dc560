/// The running feature: its state, its reducer (built once), its dependencies and its effects.
///
/// Actions are processed one at a time, in the order they arrive. An action sent while another is
/// being reduced (by a synchronous `.send` effect, or by an observer reacting to a change) is
/// queued and processed before `send` returns. State is reduced in place: no copy per action.
@MainActor
final class RootCore<State, Action>: StoreCore {
  var state: State
  let reducer: ReducerFunction<State, Action>
  let dependencies: DependencyValues
  let effects = EffectLifetimes()
  let observation = RootStateObservation<State>()
  /// Actions waiting their turn, and beside them whether each came from an effect (see
  /// `ActionOrigin`). Two arrays, not one of pairs: the type of a pair of a generic `Action` and a
  /// `Bool` is looked up at run time on every access, about 350 instructions a send.
  private var bufferedActions: [Action] = []
  private var bufferedActionsAreFromEffects: [Bool] = []
  private var isSending = false

  init(initialState: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = ReducerFunction(reducer)
    self.dependencies = dependencies
  }

  deinit {
    self.effects.cancelAll()
  }

  func send(_ action: Action) -> EffectFamily? {
    if self.isSending {
      reportIssue(
        """
        Sent '\(debugCaseOutput(action))' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      )
    }
    return self.receive(action, isFromEffect: false)
  }

  /// Processes an action, sent to the store or sent back by an effect (whose `send` waits for
  /// the main actor, so is never re-entrant).
  private func receive(_ action: Action, isFromEffect: Bool) -> EffectFamily? {
    // An action sent while another is being reduced waits its turn.
    guard !self.isSending else {
      self.buffer(action, isFromEffect: isFromEffect)
      return nil
    }
    self.isSending = true
    let rootID = self.observation?.willSend(&self.state)
    defer {
      self.isSending = false
      // After the send, so that an observer that sends an action is not queued behind it.
      if let rootID, let observation = self.observation,
        observation.isReplaced(&self.state, since: rootID)
      {
        observation.replacements.notify()
      }
    }
    var family: EffectFamily?
    // One dependency push for the whole send, not one per queued action (and none when they are
    // already current).
    withCurrentDependencies(self.dependencies) {
      self.process(action, isFromEffect: isFromEffect, family: &family)
      guard !self.bufferedActions.isEmpty else { return }
      self.processBufferedActions(family: &family)
    }
    return family
  }

  /// Starts the next part of a concatenation, once the part before it has finished, as if a
  /// reducer had just returned it: its synchronous work is done now (the actions it sends are
  /// processed before any other action comes in), and its asynchronous work starts as tasks of the
  /// concatenation's family. Returns the tasks the concatenation waits for before going on.
  ///
  /// Only the concatenation's task calls it, so never while an action is being reduced.
  private func startNext(
    _ effect: Effect<Action>, tokens: [CancelToken], origin: Action, family: EffectFamily
  ) -> [Task<Void, Never>] {
    var family: EffectFamily? = family
    self.isSending = true
    defer { self.isSending = false }
    return withCurrentDependencies(self.dependencies) {
      let tasks = self.start(effect, tokens: tokens, origin: origin, family: &family)
      self.processBufferedActions(family: &family)
      return tasks
    }
  }

  private func processBufferedActions(family: inout EffectFamily?) {
    var index = 0
    while index < self.bufferedActions.count {
      let action = self.bufferedActions[index]
      let isFromEffect = self.bufferedActionsAreFromEffects[index]
      index += 1
      self.process(action, isFromEffect: isFromEffect, family: &family)
    }
    self.bufferedActions.removeAll(keepingCapacity: true)
    self.bufferedActionsAreFromEffects.removeAll(keepingCapacity: true)
  }

  private func buffer(_ action: Action, isFromEffect: Bool) {
    self.bufferedActions.append(action)
    self.bufferedActionsAreFromEffects.append(isFromEffect)
  }

  var canCacheChildren: Bool { true }

  func trackStateAccess() {
    self.observation?.replacements.access()
  }

  private func process(_ action: Action, isFromEffect: Bool, family: inout EffectFamily?) {
    ActionOrigin.isFromEffect = isFromEffect
    let effect = self.reducer.run(&self.state, action)
    // Most actions return `.none`: nothing to start.
    if case .none = effect.operation { return }
    self.start(effect, tokens: [], origin: action, family: &family)
  }

  /// Starts an effect returned by the reducer: synchronous parts now, asynchronous parts as tasks
  /// registered with the store and under the cancellation ids around them.
  ///
  /// Returns the tasks it started directly (not those of actions they send back later).
  ///
  /// - Parameter origin: The action whose reducer returned the effect.
  @discardableResult
  private func start(
    _ effect: Effect<Action>, tokens: [CancelToken], origin: Action, family: inout EffectFamily?
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case let .send(action):
      self.buffer(action.value, isFromEffect: true)
      return []
    case let .run(run):
      return self.startTask(
        tokens: tokens, origin: origin, family: &family, priority: run.priority, name: run.name
      ) { send in
        await withCurrentDependencies(run.dependencies) {
          await run.operation(send)
        }
      }
    case let .cancel(tokens):
      tokens.forEach(CancellationRegistry.shared.cancel)
      return []
    case let .merge(effects):
      return effects.flatMap { self.start($0, tokens: tokens, origin: origin, family: &family) }
    case let .concatenate(effects):
      // Each part starts when the one before it has finished, as if a reducer had just returned
      // it, as upstream subscribes to each part in turn: the synchronous parts before the first
      // asynchronous one are done now, before `send` returns, and so is the start of that part.
      let firstAsynchronous = effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
      for effect in effects[..<firstAsynchronous] {
        self.start(effect, tokens: tokens, origin: origin, family: &family)
      }
      guard firstAsynchronous < effects.endIndex else { return [] }
      let first = self.start(
        effects[firstAsynchronous], tokens: tokens, origin: origin, family: &family
      )
      let remaining = effects[(firstAsynchronous + 1)...]
      guard !remaining.isEmpty else { return first }
      let concatenationFamily = self.family(&family)
      let sendableOrigin = UncheckedSendable(origin)
      let startNext: @MainActor @Sendable (Effect<Action>) -> [Task<Void, Never>] = {
        [weak self] effect in
        // A cancelled concatenation starts nothing more.
        guard !Task.isCancelled, let self else { return [] }
        return self.startNext(
          effect, tokens: tokens, origin: sendableOrigin.value, family: concatenationFamily
        )
      }
      return self.startTask(
        tokens: tokens, origin: origin, family: &family, priority: nil, name: nil
      ) { _ in
        await Self.waitFor(first)
        for effect in remaining {
          await Self.waitFor(await startNext(effect))
        }
      }
    case let .cancellable(token, cancelInFlight, effect):
      if cancelInFlight { CancellationRegistry.shared.cancel(token) }
      return self.start(effect, tokens: tokens + [token], origin: origin, family: &family)
    case let .lifetime(effect, hooks):
      hooks.onStart()
      let tasks = self.start(effect, tokens: tokens, origin: origin, family: &family)
      guard !tasks.isEmpty else {
        hooks.onFinish()
        return []
      }
      let watcher = Task {
        await Self.waitFor(tasks)
        hooks.onFinish()
      }
      return [watcher]
    }
  }

  /// Waits for the tasks of an effect, cancelling them if the waiting task is cancelled.
  nonisolated private static func waitFor(_ tasks: [Task<Void, Never>]) async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      tasks.forEach { $0.cancel() }
    }
  }

  private func family(_ family: inout EffectFamily?) -> EffectFamily {
    if let family { return family }
    let newFamily = EffectFamily()
    family = newFamily
    return newFamily
  }

  /// Creates an effect's task outside the main actor: the effect's work is nonisolated, so a task
  /// inheriting the store's actor would start there only to hop off at once, and hop back to end.
  nonisolated private static func effectTask(
    priority: TaskPriority?,
    name: String?,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    Task(name: name, priority: priority, operation: operation)
  }

  private func startTask(
    tokens: [CancelToken],
    origin: Action,
    family: inout EffectFamily?,
    priority: TaskPriority?,
    name: String?,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> [Task<Void, Never>] {
    let family = self.family(&family)
    let effects = self.effects
    let id = effects.reserve()
    let sendableOrigin = UncheckedSendable(origin)
    let send = Send<Action> { [weak self] action in
      // The table stops tracking an effect when its task ends.
      if !effects.isTracked(id) {
        Self.reportSendFromCompletedEffect(action, origin: sendableOrigin.value)
      }
      if let sent = self?.receive(action, isFromEffect: true) { family.add(sent) }
    }
    let task: Task<Void, Never>
    if tokens.isEmpty {
      // Most effects have no cancellation id: the store's table is all that tracks them.
      task = Self.effectTask(priority: priority, name: name) {
        defer { effects.remove(id) }
        await operation(send)
      }
    } else {
      let handle = CancellationHandle()
      let registry = CancellationRegistry.shared
      for token in tokens { registry.register(handle, for: token) }
      task = Self.effectTask(priority: priority, name: name) {
        defer {
          effects.remove(id)
          for token in tokens { registry.unregister(handle, for: token) }
        }
        await operation(send)
      }
      handle.attach { task.cancel() }
    }
    effects.attach(task, to: id)
    family.add(task)
    return [task]
  }

  /// An effect's `send` escaped the effect (into an unstructured task, say) and was called after
  /// the effect ended. The action is still processed.
  private static func reportSendFromCompletedEffect(_ action: Action, origin: Action) {
    reportIssue(
      """
      An action was sent from a completed effect.

        Action:
          \(debugCaseOutput(action))

        Effect returned from:
          \(debugCaseOutput(origin))

      Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
      completed. This can happen if you escape the 'send' argument in an unstructured context.

      To fix this, make sure that your 'run' closure does not return until you're done calling \
      'send'.
      """
    )
  }
}
