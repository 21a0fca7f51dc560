import Observation
import SwiftNavigation

@Observable
final class CounterModel: @unchecked Sendable {
  var count = 0
  var other = 0
}

enum IsAnimatedKey: UITransactionKey {
  static let defaultValue = false
}

extension UITransaction {
  var isAnimated: Bool {
    get { self[IsAnimatedKey.self] }
    set { self[IsAnimatedKey.self] = newValue }
  }
}

extension UITransaction {
  @UITransactionEntry var entryLabel = "none"
  @UITransactionEntry var entryNote: String?
}
