import CasePaths
import Synchronization

/// The `binding` case path of each bindable action type, made once: making one reads the enum's
/// metadata, which costs about 20 times what extracting a binding action with it then does, and
/// a form sends a binding action on every key.
enum BindingCasePaths {
  private static let casePaths = Mutex<[ObjectIdentifier: any Sendable]>([:])

  static func casePath<Action: BindableAction>(
    of _: Action.Type
  ) -> AnyCasePath<Action, BindingAction<Action.State>> {
    let key = ObjectIdentifier(Action.self)
    if let casePath = self.casePaths.withLock({ $0[key] })
      as? AnyCasePath<Action, BindingAction<Action.State>>
    {
      return casePath
    }
    // A case's constructor, safe to call from any thread: made `@Sendable` without a closure,
    // which would capture the action's metatype.
    let embed = unsafeBitCast(
      Action.binding as (BindingAction<Action.State>) -> Action,
      to: (@Sendable (BindingAction<Action.State>) -> Action).self
    )
    let casePath = AnyCasePath<Action, BindingAction<Action.State>>(unsafe: embed)
    self.casePaths.withLock { $0[key] = casePath }
    return casePath
  }
}
