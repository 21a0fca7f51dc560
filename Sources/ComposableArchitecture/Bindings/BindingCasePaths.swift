import CasePaths
import Synchronization

/// The `binding` case path of each bindable action type, made once: making one reads the enum's
/// metadata, which costs about 20 times what extracting a binding action with it then does, and
/// a form sends a binding action on every key.
enum BindingCasePaths {
  /// An action type's case path, and how many times `BindableAction.binding`'s default asked for it.
  private struct Entry {
    let casePath: any Sendable
    var reads = 0
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  /// The case path, for `BindableAction.binding`'s default (`isDefaultBindingRead`, which is
  /// counted) or for anyone else.
  static func casePath<Action: BindableAction>(
    of _: Action.Type, isDefaultBindingRead: Bool = false
  ) -> AnyCasePath<Action, BindingAction<Action.State>> {
    let key = ObjectIdentifier(Action.self)
    let made = self.entries.withLock { entries -> (any Sendable)? in
      if isDefaultBindingRead { entries[key]?.reads += 1 }
      return entries[key]?.casePath
    }
    if let casePath = made as? AnyCasePath<Action, BindingAction<Action.State>> {
      return casePath
    }
    // A case's constructor, safe to call from any thread: made `@Sendable` without a closure,
    // which would capture the action's metatype.
    let embed = unsafeBitCast(
      Action.binding as (BindingAction<Action.State>) -> Action,
      to: (@Sendable (BindingAction<Action.State>) -> Action).self
    )
    let casePath = AnyCasePath<Action, BindingAction<Action.State>>(unsafe: embed)
    self.entries.withLock { entries in
      entries[key, default: Entry(casePath: casePath)].reads += isDefaultBindingRead ? 1 : 0
    }
    return casePath
  }

  /// The `binding` case path of an action type whose `binding` property is the default one (which
  /// reads with this case path), or `nil` for a type with a `binding` of its own: a reducer must
  /// then read that property, as upstream's does.
  ///
  /// Tells the two apart by reading `binding` of one action: only the default counts its reads,
  /// and an action type has one `binding` property, so a count that grew meanwhile, whoever read
  /// it, is the default's.
  static func casePathOfDefaultBinding<Action: BindableAction>(
    of _: Action.Type
  ) -> AnyCasePath<Action, BindingAction<Action.State>>? {
    let casePath = self.casePath(of: Action.self)
    let key = ObjectIdentifier(Action.self)
    let readsBefore = self.entries.withLock { $0[key]?.reads ?? 0 }
    _ = Action.binding(.probe).binding
    let readsAfter = self.entries.withLock { $0[key]?.reads ?? 0 }
    return readsAfter > readsBefore ? casePath : nil
  }
}

extension BindingAction {
  /// A binding action that sets nothing, to read an action type's `binding` property with.
  fileprivate static var probe: Self {
    Self(keyPath: \Root.self, set: { _ in }, value: (), valueIsEqualTo: { _ in false })
  }
}
