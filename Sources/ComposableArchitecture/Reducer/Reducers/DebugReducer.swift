extension Reducer {
  /// Prints every action the reducer receives and the diff of the state it caused.
  ///
  /// ```
  /// received action:
  ///   CounterFeature.Action.incrementButtonTapped
  ///   CounterFeature.State(
  /// -   count: 0,
  /// +   count: 1,
  ///     fact: nil
  ///   )
  /// ```
  ///
  /// Output is written synchronously, so nothing is lost when the program exits right after.
  /// Pass `nil` to switch printing off at no cost.
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` reports a change.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange: @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure that receives the action and the states around it.
  public init(
    printChange: @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self._printChange = printChange
  }

  /// Reports a change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints the action and a diff of the state to standard output.
  public static var customDump: Self {
    .customDump { print($0) }
  }

  /// Formats the action and a diff of the state, handing each report to `write` (for example to
  /// write it to standard error or a log file instead of standard output).
  public static func customDump(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var report = "received action:\n"
      CustomDump.customDump(action, to: &report, indent: 2)
      report += "\n"
      report += diff(oldState, newState) ?? "  (No state changes)"
      write(report)
    }
  }

  /// Prints only the received actions' cases, with the labels of their associated values:
  /// `received action: Feature.Action.row(id:, action: .tapped)`.
  public static var actionLabels: Self {
    .actionLabels { print($0) }
  }

  /// Formats the received actions' cases, handing each line to `write`.
  public static func actionLabels(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, _, _ in
      write("received action: \(debugCaseOutput(action))")
    }
  }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let resolvedBase: LazyReducerFunction<Base.State, Base.Action>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.resolvedBase = LazyReducerFunction(base)
    self.printer = printer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.resolvedBase.reduce(into: &state, action: action)
    }
    let oldState = state
    let effects = self.resolvedBase.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effects
  }

  /// Switched off, the reducer is its base: a store runs the base itself, with nothing between.
  public func _resolvedReducer() -> any Reducer<Base.State, Base.Action> {
    self.printer == nil ? self.base._resolvedReducer() : self
  }
}

/// A compact description of an action: its cases, nested, with the labels of their associated
/// values but not the values (`Feature.Action.row(id:, action: .textChanged(query:))`).
///
/// Abbreviated, the leading type name is left out (`.row(id:, action: .textChanged(query:))`).
@_spi(Internals) public func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : typeName(type(of: value))) + caseOutput(value)
}

/// The case a value is in (`.tapped`, `.row(id:, action: .tapped)`), or nothing when it is not
/// an enum.
private func caseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      return ".\(value)"
    }
    let payload = caseOutput(child.value)
    return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
  case .tuple:
    return mirror.children.map { label, value in
      let payload = caseOutput(value)
      let name = label.map { isPositional($0) ? "_:" : "\($0):" } ?? "_:"
      return payload.isEmpty ? name : "\(name) \(payload)"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple element's label is its position (`.0`), not a name.
private func isPositional(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}
