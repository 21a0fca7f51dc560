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
