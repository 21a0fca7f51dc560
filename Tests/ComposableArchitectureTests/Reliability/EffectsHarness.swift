import ComposableArchitecture

/// A feature that uses every effect operator: `.run`, `.merge`, `.concatenate`, `.cancellable`
/// with and without `cancelInFlight`, `.cancel`, debounce, throttle and `dismiss`. It is presented
/// (`ifLet`), listed in rows (`forEach`) and pushed on a stack (`forEach` over a path) by
/// ``EffectsHost``.
///
/// Every action an effect sends carries the `uid` of the child that started it, so that an action
/// reaching another child (or none) is seen. Every `.run` operation counts itself in `liveEffects`
/// while it runs, so that a test can check none outlives its store.
struct EffectsChild: Reducer {
  struct State: Equatable, Identifiable {
    let uid: Int
    var events: [Event] = []
    var id: Int { self.uid }
  }

  enum Event: String, Equatable, Sendable {
    case tick, debounced, throttled, merged, synchronous, concatenated, afterConcatenation, delayed
  }

  @CasePathable
  enum Action: Equatable {
    case cancelDelayedTapped
    case closeTapped
    case debounceTapped
    case delayTapped
    case mergeTapped
    case startTimerTapped
    case stopTimerTapped
    case throttleTapped(latest: Bool)
    case fired(uid: Int, Event)
  }

  enum CancelID { case debounce, delayed, throttle, timer }

  let liveEffects: LockIsolated<Int>
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let uid = state.uid
    switch action {
    case .cancelDelayedTapped:
      return .cancel(id: CancelID.delayed)
    case .closeTapped:
      return self.tracked { _ in await self.dismiss() }
    case .debounceTapped:
      return self.tracked { send in await send(.fired(uid: uid, .debounced)) }
        .debounce(id: CancelID.debounce, for: .seconds(2), clock: self.clock)
    case .delayTapped:
      return self.tracked { send in
        try await self.clock.sleep(for: .seconds(2))
        await send(.fired(uid: uid, .delayed))
      }
      .cancellable(id: CancelID.delayed)
    case .mergeTapped:
      return .merge(
        self.tracked { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.fired(uid: uid, .merged))
        },
        .concatenate(
          .send(.fired(uid: uid, .synchronous)),
          self.tracked { send in
            try await self.clock.sleep(for: .seconds(2))
            await send(.fired(uid: uid, .concatenated))
          },
          .send(.fired(uid: uid, .afterConcatenation))
        )
      )
    case .startTimerTapped:
      return self.tracked { send in
        for await _ in self.clock.timer(interval: .seconds(1)) {
          await send(.fired(uid: uid, .tick))
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTimerTapped:
      return .cancel(id: CancelID.timer)
    case let .throttleTapped(latest):
      return .send(.fired(uid: uid, .throttled))
        .throttle(id: CancelID.throttle, for: .seconds(3), clock: self.clock, latest: latest)
    case let .fired(_, event):
      state.events.append(event)
      return .none
    }
  }

  /// A `.run` effect counted in `liveEffects` while its operation runs.
  private func tracked(
    _ operation: @escaping @Sendable (Send<Action>) async throws -> Void
  ) -> Effect<Action> {
    .run { [liveEffects] send in
      liveEffects.withValue { $0 += 1 }
      defer { liveEffects.withValue { $0 -= 1 } }
      try await operation(send)
    }
  }
}

/// Presents, lists and pushes ``EffectsChild``, and records every action it reduces (in `log`)
/// and every action that reached a child other than the one whose effect sent it (in
/// `staleDeliveries`).
struct EffectsHost: Reducer {
  struct State: Equatable {
    @PresentationState var destination: EffectsChild.State?
    var rows: IdentifiedArrayOf<EffectsChild.State> = []
    var path = StackState<EffectsChild.State>()
    var nextUID = 0
    /// Actions sent by the effect of a child that was no longer there.
    var staleDeliveries: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case addRowTapped
    case clearAllTapped
    case destination(PresentationAction<EffectsChild.Action>)
    case path(StackActionOf<EffectsChild>)
    case presentTapped
    case pushTapped
    case removeRowTapped(id: Int)
    case rows(IdentifiedActionOf<EffectsChild>)
  }

  let liveEffects: LockIsolated<Int>
  /// Where every reduced action is recorded, if anywhere.
  let log: LockIsolated<[Action]>?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      self.log?.withValue { $0.append(action) }
      switch action {
      case .addRowTapped:
        state.rows.append(EffectsChild.State(uid: Self.takeUID(&state)))
      case .clearAllTapped:
        state.destination = nil
        state.rows.removeAll()
        state.path.removeAll()
      case let .destination(.presented(.fired(uid, event))):
        if state.destination?.uid != uid {
          state.staleDeliveries.append("destination \(uid) \(event)")
        }
      case let .path(.element(id, .fired(uid, event))):
        if state.path[id: id]?.uid != uid {
          state.staleDeliveries.append("path \(id) \(uid) \(event)")
        }
      case .presentTapped:
        state.destination = EffectsChild.State(uid: Self.takeUID(&state))
      case .pushTapped:
        state.path.append(EffectsChild.State(uid: Self.takeUID(&state)))
      case let .removeRowTapped(id):
        state.rows.remove(id: id)
      case let .rows(.element(id, .fired(uid, event))):
        if state.rows[id: id]?.uid != uid {
          state.staleDeliveries.append("row \(id) \(uid) \(event)")
        }
      case .destination, .path, .rows:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { EffectsChild(liveEffects: self.liveEffects) }
    .forEach(\.rows, action: \.rows) { EffectsChild(liveEffects: self.liveEffects) }
    .forEach(\.path, action: \.path) { EffectsChild(liveEffects: self.liveEffects) }
  }

  private static func takeUID(_ state: inout State) -> Int {
    defer { state.nextUID += 1 }
    return state.nextUID
  }
}
