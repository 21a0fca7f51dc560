import Observation

/// Gives a feature the boilerplate of a reducer.
///
/// On a struct, it conforms the struct to ``Reducer``, makes its `Action` enum (and a `State`
/// enum) case-pathable, and gives `body` its ``ReducerBuilder``:
///
/// ```swift
/// @Reducer
/// struct CounterFeature {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in … }
///   }
/// }
/// ```
///
/// A feature may leave parts out: without `State` it gets an empty `@ObservableState` struct
/// (`Codable`, `Equatable`, `Hashable`, `Sendable`), without `Action` an empty enum, and without
/// `body` or `reduce(into:action:)` a body that is an ``EmptyReducer``, so `@Reducer struct
/// Feature {}` is a feature.
///
/// On an enum whose cases hold features, it generates a ``CaseReducer``: `State` and `Action`
/// enums with a case per feature, a static `body` running the current case's feature, and a
/// `CaseScope` enum that ``Store/case`` returns for views to switch over. A `State`, `Action`,
/// static `body`, `CaseScope` or `scope(_:)` the enum declares itself is kept instead, and the
/// generated `State` and `Action` take more conformances from extensions
/// (`extension Destination.State: Equatable {}`):
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(SyncUpForm)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored case meeting(Meeting)
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(Body), named(body), named(_$body), named(scope),
  named(CaseScope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// An `@Reducer` enum whose generated `State` and `Action` also conform to the protocols given:
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Destination {
///   case add(SyncUpForm)
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(Body), named(body), named(_$body), named(scope),
  named(CaseScope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(
  state: _SynthesizedConformance...,
  action: _SynthesizedConformance...
) = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A protocol that `@Reducer(state:action:)` adds to an enum reducer's generated `State` or
/// `Action`. Only its static members are used, as the macro's arguments.
public struct _SynthesizedConformance: Sendable {
  public static let codable = Self()
  public static let decodable = Self()
  public static let encodable = Self()
  public static let equatable = Self()
  public static let hashable = Self()
  public static let sendable = Self()
}

/// Makes a feature's state observable field by field, so that a view reading
/// `store.count` is redrawn only when `count` changes.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var fact: String?
///   @ObservationStateIgnored var scratch = 0
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Every stored `var` is tracked, except those marked ``ObservationStateIgnored()``, those with
/// their own property wrapper, and ``Presents()`` fields, which track themselves. The state
/// conforms to ``ObservableState`` and `Observable`, keeps its synthesized `Equatable`,
/// `Hashable` and `Codable` conformances, and dumps (`customDump`, `diff`, `print`) show its
/// declared fields. Applied to an enum, the enum's identity follows its case and payload.
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(_$willModifyInPlace), named(_$didModifyInPlace), named(_$storageKeyPath),
  named(_$notifyObservers)
)
@attached(memberAttribute)
@attached(
  extension,
  conformances: Observable, ObservableState, CustomReflectable,
  names: named(customMirror)
)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks a stored property of an ``ObservableState()`` struct; the struct's macro applies it
/// to each stored `var` for you.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` struct untracked: reading it does not
/// subscribe a view to its changes.
///
/// ```swift
/// @ObservationStateIgnored var cachedLayout: Layout?
/// ```
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Holds the optional state of a presented feature (a sheet, an alert, a drill-down) in an
/// ``ObservableState()`` struct.
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
///
/// `destination` reads and writes the presented state; `$destination` is its
/// `PresentationState`, which `ifLet(\.$destination, action: \.destination)` integrates.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Lets a view send its feature's view actions without wrapping them in `.view(…)`: it conforms
/// the view, which holds the feature's `store`, to ``ViewActionSending``.
///
/// ```swift
/// @ViewAction(for: CounterFeature.self)
/// struct CounterView {
///   let store: StoreOf<CounterFeature>
///
///   func tapped() {
///     send(.incrementButtonTapped)  // store.send(.view(.incrementButtonTapped))
///   }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction

/// Marks a case of an `@Reducer` enum as holding ephemeral state, such as an alert: the state is
/// held as is and the case's action is the state's `Action`. `AlertState` and
/// `ConfirmationDialogState` cases are ephemeral without the mark.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(SyncUpForm)
///   @ReducerCaseEphemeral case toast(ToastState<Toast>)
/// }
/// ```
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an `@Reducer` enum as holding plain state, with no reducer and no action.
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(SyncUpDetail)
///   @ReducerCaseIgnored case meeting(Meeting)
/// }
/// ```
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Gives an enum a table from its cases' key paths to their case paths. `@Reducer` adds it to a
/// feature's `Action` and enum `State`; do not apply it yourself.
@attached(member, names: named(_$resolvedCasePath))
@attached(extension, conformances: _ResolvedCasePathable)
public macro _ResolvedCasePaths() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ResolvedCasePathsMacro")
