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

  /// Prints only the received actions' labels.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(debugCaseOutput(action))")
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

/// A compact description of an enum case path: `Feature.Action.child(.tapped)`.
func debugCaseOutput(_ value: Any) -> String {
  func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else {
      return mirror.displayStyle == .enum ? "\(value)" : ""
    }
    let label = child.label ?? ""
    let inner = describe(child.value)
    return inner.isEmpty ? label : "\(label)(\(inner.hasPrefix("(") ? inner : "." + inner))"
  }
  return "\(typeName(type(of: value))).\(describe(value))"
}
