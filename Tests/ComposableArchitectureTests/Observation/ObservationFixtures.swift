import ComposableArchitecture
import ConcurrencyExtras
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import IdentifiedCollections
import Observation


enum ChildFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
}

enum RowFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
  }
}

enum ParentFeature {
  @ObservableState
  struct State: Equatable {
    var child = ChildFeature.State()
    var optionalChild: ChildFeature.State?
    var rows: IdentifiedArrayOf<RowFeature.State> = []
    var numbers: [Int] = []
    var destination: Destination?
    @ObservationStateIgnored var ignored = 0
  }

  @CasePathable
  @ObservableState
  enum Destination: Equatable {
    case child(ChildFeature.State)
    case message(String)
    case labeled(child: ChildFeature.State)
    case empty
  }
}

/// A parent whose enum state is not `Equatable`.
@ObservableState
struct LooseParentState {
  var destination: LooseDestination
}

@CasePathable
@ObservableState
enum LooseDestination {
  case child(ChildFeature.State)
  case note(Note)
}

struct Note {
  var text: String
}

/// Whether `mutation` notifies an observer that read what `read` reads.
func notifies<State>(
  _ state: inout State,
  reading read: (State) -> Void,
  when mutation: (inout State) -> Void
) -> Bool {
  let didChange = LockIsolated(false)
  withObservationTracking {
    read(state)
  } onChange: {
    didChange.setValue(true)
  }
  mutation(&state)
  return didChange.value
}

/// A public state with its own initializer: assigning a tracked field there goes through the
/// field's `init` accessor, and unassigned optional fields start as `nil`.
@ObservableState
public struct PublicState: Equatable, Sendable {
  public let id: Int
  public var title: String
  public var subtitle: String?

  public init(id: Int, title: String = "") {
    self.id = id
    self.title = title
  }
}

/// A generic state: a field of an unconstrained type cannot be compared, so every assignment
/// notifies.
@ObservableState
struct GenericState<Value> {
  var value: Value
}

/// Starts observing what `read` reads, and returns the number of changes reported to it (one at
/// most: `withObservationTracking` reports the first change only).
func observe(_ read: () -> Void) -> LockIsolated<Int> {
  let notifications = LockIsolated(0)
  withObservationTracking(read) {
    notifications.withValue { $0 += 1 }
  }
  return notifications
}

/// A child state that replaces itself as a whole from its own mutating methods.
@ObservableState
struct ReplaceableState: Equatable, Identifiable {
  var id = UUID()
  var count = 0

  mutating func replace(with other: Self) {
    self = other
  }

  mutating func reset() {
    self = Self()
  }
}

/// A parent holding two children of one type, so that one can be replaced with a copy of the other.
@ObservableState
struct SiblingsState: Equatable {
  var count = 0
  var child = ReplaceableState()
  var sibling = ReplaceableState()
  var optionalChild: ReplaceableState?

  mutating func reset() {
    self = Self()
  }

  mutating func replace(with other: Self) {
    self = other
  }
}

@ObservableState
struct GrandparentState: Equatable {
  var parent = SiblingsState()
}

/// A parent holding the same rows in each kind of collection.
@ObservableState
struct CollectionsState: Equatable {
  var rows: IdentifiedArrayOf<RowFeature.State>
  var path: StackState<RowFeature.State>
  var array: [RowFeature.State]
  var numbers: [Int] = []

  init(rowCount: Int = 3) {
    let rows = (1...rowCount).map { RowFeature.State(id: $0) }
    self.rows = IdentifiedArray(uniqueElements: rows)
    self.path = StackState(rows)
    self.array = rows
  }
}
