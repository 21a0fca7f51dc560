@_spi(Inspector) import ComposableArchitecture
import Foundation
import RecordingTestGenerator

/// A store's history, kept for the inspector page: every action the store processed, whether an
/// effect sent it, and the state after it; and time travel over it.
///
/// Recording starts when the first page opens (the history then starts from the store's state at
/// that moment) and goes on until paused, across reloads. Until then a send costs the inspector
/// a flag's check and a count; once recording, an append per action. What the pages are sent is
/// made off the main actor (``InspectorOutbox``): at most every `flushInterval` (a frame's time),
/// the steps kept since the last time are copied to the outbox, whose queue finds each one's
/// action path and encodes it; a step's diff and state tree are made there too, when a page
/// selects it. At most `capacity` steps are kept: older ones are dropped, the oldest kept state
/// becoming the history's start.
///
/// Time travel: a jump shows a past state in the store (the store's observers redraw it), without
/// running any effect. Until "resume", the actions that still arrive — from the UI, or from effects
/// that were running — are reduced against the live state, kept aside and recorded, while the
/// store keeps showing the step jumped to; resume puts the live state back.
///
/// Used only on the main actor: by the store's reducer, which a store runs there, and by the
/// server, through `MainActor.run`. The reducer's side is not isolated so that a send pays no
/// hop nor check for it.
final class StoreInspector<State: Encodable, Action: Encodable>: InspectorSession,
  @unchecked Sendable
{
  struct Step {
    let action: Action
    let isFromEffect: Bool
    let state: State
    /// Where a binding action wrote, which an export needs.
    var notes = _RecordingStepNotes.none
  }

  /// A change of the store's state that the inspector asked for, applied by its reducer.
  private enum Travel {
    case jump(number: Int, state: State)
    case resume
  }

  /// The feature's type (the reducer inside the store), which an exported test builds.
  let feature: Any.Type
  let capacity: Int
  /// The state before the first step kept (the store's initial state, once the store is made).
  var start: State!
  private(set) var steps: [Step] = []
  /// The number of `steps[0]` (steps are numbered from 1; the start is the number before).
  private(set) var firstNumber = 1
  /// Whether a page has opened: recording starts then.
  private var hasOpened = false
  private(set) var isPaused = false
  /// Whether steps are kept now: once a page has opened, unless paused.
  private var isRecording = false
  /// How many actions went by unrecorded since the last step (steps keep the store's count of
  /// actions); when recording starts again, the history starts again from the live state, since
  /// with steps missing it would not replay.
  private var missedActionCount = 0
  /// While the store shows a past step: its number, and the live state the actions go on with.
  private(set) var jumped: (number: Int, live: State)?
  private var isJumped = false
  private var travel: Travel?
  private var isTravelling = false
  /// An action to send the store so that its reducer applies `travel` (never reduced by the
  /// feature), when no step has one.
  private var carrier: Action?
  /// Sends an action to the store (set once the store exists).
  var send: (@MainActor (Action) -> Void)?
  /// The store's state (set once the store exists).
  var currentState: (@MainActor () -> State?)?

  private var pages: [Int: @Sendable (String) -> Void] = [:] {
    didSet { self.pageList = Array(self.pages.values) }
  }
  /// The pages' values, for the messages to all of them.
  private var pageList: [@Sendable (String) -> Void] = []
  private var nextPageID = 0
  /// Notes where binding actions write while recording.
  private let noter = _RecordingStepNoter()
  /// Makes and sends the pages' messages, in order, off the main actor.
  let outbox: InspectorOutbox
  /// The last step queued for the pages; the steps after it go at the next flush.
  private var queuedNumber = 0
  private var isFlushScheduled = false
  /// How long the steps wait to be queued for the pages, so that a send does not pay for a task
  /// or a copy: once per interval, however many actions.
  static var flushInterval: Duration { .milliseconds(15) }

  init(feature: Any.Type, capacity: Int = 10_000) {
    self.feature = feature
    self.capacity = capacity
    self.outbox = InspectorOutbox(stepLimit: capacity)
  }

  var lastNumber: Int { self.firstNumber + self.steps.count - 1 }

  // MARK: The reducer's side

  /// Runs `base` for an action the store processes, recording the step; or applies a jump.
  func reduce(
    into state: inout State, action: Action, base: any Reducer<State, Action>
  ) -> Effect<Action> {
    // Nothing to record nor show: the cost of an inspector no page has opened, which must touch
    // no type built from `State` or `Action` (the runtime looks each one up, and this generic
    // code is not specialized for the app's types).
    guard self.isRecording || self.isJumped || self.isTravelling else {
      self.missedActionCount &+= 1
      return base.reduce(into: &state, action: action)
    }
    return self.reduceWatched(into: &state, action: action, base: base)
  }

  @inline(never)
  private func reduceWatched(
    into state: inout State, action: Action, base: any Reducer<State, Action>
  ) -> Effect<Action> {
    if let travel = self.travel {
      self.travel = nil
      self.apply(travel, to: &state)
      return .none
    }
    let isFromEffect = _isActionFromEffect
    self.carrier = action
    guard var jumped = self.jumped else {
      let (effect, notes) = self.reduce(into: &state, action: action, base: base)
      self.record(action, isFromEffect: isFromEffect, state: state, notes: notes)
      return effect
    }
    // The store shows a past step: the action goes on from the live state, kept aside.
    let shown = state
    state = jumped.live
    let (effect, notes) = self.reduce(into: &state, action: action, base: base)
    jumped.live = state
    self.jumped = jumped
    self.record(action, isFromEffect: isFromEffect, state: state, notes: notes)
    state = shown
    return effect
  }

  /// Runs `base`, noting where a binding action writes while recording (an export needs it).
  private func reduce(
    into state: inout State, action: Action, base: any Reducer<State, Action>
  ) -> (Effect<Action>, _RecordingStepNotes) {
    guard self.isRecording else { return (base.reduce(into: &state, action: action), .none) }
    return self.noter.reduce { base.reduce(into: &state, action: action) }
  }

  private func record(
    _ action: Action, isFromEffect: Bool, state: State, notes: _RecordingStepNotes
  ) {
    guard self.isRecording else {
      self.missedActionCount &+= 1
      return
    }
    self.steps.append(
      Step(action: action, isFromEffect: isFromEffect, state: state, notes: notes))
    if self.steps.count > self.capacity + self.capacity / 4 {
      // Dropped a quarter at a time, so that trimming costs little per step.
      let dropped = self.steps.count - self.capacity
      self.start = self.steps[dropped - 1].state
      self.steps.removeFirst(dropped)
      self.firstNumber += dropped
    }
    guard !self.isFlushScheduled, !self.pageList.isEmpty else { return }
    self.isFlushScheduled = true
    Task { @MainActor in
      try? await Task.sleep(for: Self.flushInterval)
      self.isFlushScheduled = false
      self.flush()
    }
  }

  private func apply(_ travel: Travel, to state: inout State) {
    switch travel {
    case .jump(let number, let past):
      let live = self.jumped?.live ?? state
      self.jumped = (number, live)
      state = past
    case .resume:
      guard let jumped = self.jumped else { return }
      self.jumped = nil
      state = jumped.live
    }
    self.isJumped = self.jumped != nil
    // A new identity, so that the store's observers see the whole state replaced and redraw
    // (a past state is a copy of the live one, with the same identity).
    if var observable = state as? any ObservableState {
      observable._$willModify()
      state = observable as! State
    }
  }

  // MARK: Time travel

  /// The state after step `number` (the history's start for the number before the first step).
  func state(at number: Int) -> State? {
    if number == self.firstNumber - 1 { return self.start }
    guard number >= self.firstNumber, number <= self.lastNumber else { return nil }
    return self.steps[number - self.firstNumber].state
  }

  /// Shows step `number`'s state in the store.
  @MainActor
  func jump(to number: Int) {
    guard let state = self.state(at: number) else { return }
    self.travel(.jump(number: number, state: state))
  }

  /// Puts the live state back in the store.
  @MainActor
  func resume() {
    guard self.jumped != nil else { return }
    self.travel(.resume)
  }

  /// Has the store's reducer apply `travel`, through a send (so that the store tells its
  /// observers, as after any action).
  @MainActor
  private func travel(_ travel: Travel) {
    guard let carrier = self.steps.last?.action ?? self.carrier else { return }
    self.travel = travel
    self.isTravelling = true
    self.send?(carrier)
    self.travel = nil
    self.isTravelling = false
    self.broadcastStatus()
  }

  /// Stops keeping steps, or keeps them again.
  @MainActor
  func setPaused(_ isPaused: Bool) {
    guard isPaused != self.isPaused else { return }
    self.isPaused = isPaused
    self.updateRecording()
    self.broadcastStatus()
  }

  /// Starts or stops recording; if actions went by unrecorded, the history starts again from the
  /// live state.
  @MainActor
  private func updateRecording() {
    self.isRecording = self.hasOpened && !self.isPaused
    guard self.isRecording, self.missedActionCount > 0,
      let live = self.jumped?.live ?? self.currentState?()
    else { return }
    self.flush()
    self.firstNumber = self.lastNumber + 1 + self.missedActionCount
    self.missedActionCount = 0
    self.start = live
    self.steps.removeAll()
    self.queuedNumber = self.lastNumber
    self.queueHistory(to: self.pageList)
  }

  // MARK: Export

  @MainActor
  func exportRecording() throws -> Data {
    var lines = try _RecordingLines<State, Action>(feature: self.feature, state: self.start)
    for step in self.steps {
      try lines.append(
        step.action, isFromEffect: step.isFromEffect, state: step.state, notes: step.notes)
    }
    return lines.data
  }

  @MainActor
  func exportTest(module: String?, runsEffects: Bool) throws -> String {
    // Named after the file the page downloads, as `tca-recording --output` names a suite, so
    // that `swift test --filter RecordedSessionTests` finds it.
    let generator = RecordingTestGenerator(
      module: module ?? featureModule(self.feature), suiteName: "RecordedSessionTests",
      runsEffects: runsEffects)
    return try generator.test(forRecording: self.exportRecording(), name: "inspector-session.jsonl")
  }

  // MARK: Pages

  @MainActor
  func connect(_ send: @escaping @Sendable (String) -> Void) -> Int {
    if !self.hasOpened {
      self.hasOpened = true
      self.updateRecording()
    }
    self.nextPageID += 1
    // Steps waiting for the other pages go first: the history below holds them.
    self.flush()
    self.pages[self.nextPageID] = send
    self.send(self.statusMessage(), to: [send])
    self.queueHistory(to: [send], isNewPage: true)
    return self.nextPageID
  }

  @MainActor
  func disconnect(_ id: Int) {
    self.pages[id] = nil
  }

  /// A page's request (``InspectorRequest``); an answer goes to that page only.
  @MainActor
  func receive(_ text: String, from id: Int) {
    guard let page = self.pages[id] else { return }
    guard let request = InspectorRequest(text) else {
      self.send(#"{"t":"error","message":"Malformed request."}"#, to: [page])
      return
    }
    switch request {
    case .select(let number):
      self.queueDetail(ofStep: number, to: page)
    case .jump(let number):
      self.jump(to: number)
    case .resume:
      self.resume()
    case .pause:
      self.setPaused(true)
    case .continue:
      self.setPaused(false)
    }
  }

  /// Queues the steps kept since the last flush for the pages (a copy of them), their summaries
  /// made by the outbox.
  @MainActor
  func flush() {
    guard self.lastNumber > self.queuedNumber else { return }
    let pages = self.pageList
    defer { self.queuedNumber = self.lastNumber }
    guard !pages.isEmpty else { return }
    // Steps dropped past the capacity before they were sent: the pages get the history again.
    guard self.queuedNumber + 1 >= self.firstNumber else {
      self.queueHistory(to: pages)
      return
    }
    let first = self.queuedNumber + 1
    let batch = Array(self.steps[(first - self.firstNumber)...])
    // The outbox is full (the pages are far behind): the history replaces what waits.
    if !self.queueSteps(batch, from: first, to: pages) { self.queueHistory(to: pages) }
  }

  // The closures the outbox runs are made outside the main actor's isolation: they run on the
  // outbox's queue, on copies nothing else touches.

  private func queueSteps(_ steps: [Step], from first: Int, to pages: [@Sendable (String) -> Void])
    -> Bool
  {
    self.outbox.queueSteps(count: steps.count) {
      let message = #"{"t":"steps","steps":["# + Self.summaries(of: steps, from: first) + "]}"
      for page in pages { page(message) }
    }
  }

  /// Queues the whole history for `pages`: for all of them, in place of the step lists still
  /// waiting; for a new page alone, after them.
  private func queueHistory(to pages: [@Sendable (String) -> Void], isNewPage: Bool = false) {
    let start = self.firstNumber - 1
    let steps = self.steps
    let run = {
      let message = #"{"t":"history","start":\#(start),"steps":["#
        + Self.summaries(of: steps, from: start + 1) + "]}"
      for page in pages { page(message) }
    }
    if isNewPage {
      self.outbox.queueListing(count: steps.count, run)
    } else {
      self.outbox.replaceSteps(count: steps.count, with: run)
    }
  }

  private func send(_ message: String, to pages: [@Sendable (String) -> Void]) {
    self.outbox.queue { for page in pages { page(message) } }
  }

  private func broadcast(_ message: String) {
    self.send(message, to: self.pageList)
  }

  @MainActor
  private func broadcastStatus() {
    self.flush()
    self.broadcast(self.statusMessage())
  }

  /// `[number, "path", fromEffect]` for each step, comma-separated (on the outbox's queue).
  private static func summaries(of steps: [Step], from first: Int) -> String {
    var output = ""
    for (offset, step) in steps.enumerated() {
      if offset > 0 { output += "," }
      output += "[\(first + offset),"
      JSON.writeString(
        inspectorActionPath(step.action, bindingKeyPath: step.notes.bindingKeyPath), to: &output)
      output += step.isFromEffect ? ",1]" : ",0]"
    }
    return output
  }

  private func statusMessage() -> String {
    let jumped = self.jumped.map { "\($0.number)" } ?? "null"
    return #"{"t":"status","jumped":\#(jumped),"paused":\#(self.isPaused)}"#
  }

  /// Queues step `number`'s detail for `page`: its action, its state diff (as TestStore prints
  /// it) and its whole state as a tree, made on the outbox's queue.
  private func queueDetail(ofStep number: Int, to page: @escaping @Sendable (String) -> Void) {
    guard let state = self.state(at: number) else { return }
    let step = number >= self.firstNumber ? self.steps[number - self.firstNumber] : nil
    let previous = self.state(at: number - 1)
    self.outbox.queue {
      page(Self.detailMessage(ofStep: number, step: step, previous: previous, state: state))
    }
  }

  /// A step's detail (`step` `nil` for the history's start).
  static func detailMessage(ofStep number: Int, step: Step?, previous: State?, state: State)
    -> String
  {
    var message = #"{"t":"detail","n":\#(number),"action":"#
    if let step, let previous {
      message += JSON.string(String(customDumping: step.action))
      message += #","fromEffect":\#(step.isFromEffect),"diff":"#
      message += JSON.string(diff(previous, state, format: .proportional) ?? "(No state changes)")
    } else {
      message += #"null,"fromEffect":false,"diff":null"#
    }
    message += #","tree":"#
    InspectorStateTree.write(state, label: typeNameOf(State.self), to: &message)
    return message + "}"
  }
}

/// The type's name as custom-dump writes it (`CounterFeature.State`).
func typeNameOf(_ type: Any.Type) -> String {
  let name = String(customDumping: type)
  return name.hasSuffix(".self") ? String(name.dropLast(5)) : name
}

/// The module of the feature a store runs, through the library's debugging wrappers
/// (`_PrintChangesReducer<CounterKit.CounterFeature>`: `CounterKit`).
func featureModule(_ feature: Any.Type) -> String {
  var name = String(reflecting: feature)
  while let match = name.wholeMatch(of: /\w+\._\w+Reducer<(.+)>/) {
    name = String(match.1)
  }
  return String(name.prefix { $0 != "." })
}
