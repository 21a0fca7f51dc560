import Foundation
import SwiftNavigation

// Issue 23: code written against swift-navigation's platform-independent core compiles with only
// `import SwiftNavigation` and behaves as it does upstream.

@MainActor
@Perceptible
final class NavigationModel {
  var text = ""
  var destination: NavigationDestination?
  var path = UINavigationPath()
}

@CasePathable
enum NavigationDestination {
  case alert(AlertState<NavigationAlertAction>)
  case loading
  case detail(String)
}

@CaseBindable
enum NavigationScreen: Equatable {
  case detail(String)
  case settings
}

enum NavigationAlertAction: Equatable, Sendable {
  case confirm
}

private enum IsAnimatedKey: UITransactionKey {
  static let defaultValue = false
}

extension UITransaction {
  @UITransactionEntry var clientLabel = "none"

  fileprivate var isAnimated: Bool {
    get { self[IsAnimatedKey.self] }
    set { self[IsAnimatedKey.self] = newValue }
  }
}

/// Drives a model through SwiftNavigation's bindings, transactions and observation, and returns
/// what did not behave as upstream's.
@MainActor
public func runSwiftNavigationAPI() async -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: String) {
    if !condition { failures.append("SwiftNavigation: \(message)") }
  }

  // Alerts, as data.
  let alert = AlertState<NavigationAlertAction> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("No") }
  } message: {
    TextState("Are you sure?")
  }
  check(String(state: alert.title) == "Delete?", "AlertState title")
  var sent: NavigationAlertAction?
  alert.buttons[0].withAction { sent = $0 }
  check(sent == .confirm, "ButtonState.withAction")
  let dialog = ConfirmationDialogState<NavigationAlertAction>(titleVisibility: .visible) {
    TextState("Share?")
  }
  check(dialog.titleVisibility == .visible, "ConfirmationDialogState")

  // Observation with transactions.
  let model = NavigationModel()
  @UIBindable var bindable = model
  let (changes, continuation) = AsyncStream.makeStream(of: (String, Bool).self)
  var iterator = changes.makeAsyncIterator()
  let token = observe { transaction in
    continuation.yield((model.text, transaction.isAnimated))
  }
  _ = await iterator.next()
  let text: UIBinding<String> = $bindable.text
  withUITransaction(\.isAnimated, true) {
    text.wrappedValue = "Hello"
  }
  let change = await iterator.next()
  check(change?.0 == "Hello" && change?.1 == true, "observe + withUITransaction: \(String(describing: change))")
  token.cancel()

  var transaction = UITransaction()
  transaction.clientLabel = "set"
  check(transaction.clientLabel == "set" && UITransaction().clientLabel == "none", "@UITransactionEntry")

  // Bindings of values and of enum cases.
  @UIBinding var count = 0
  $count.wrappedValue += 1
  check(count == 1, "@UIBinding")
  let destination = $bindable.destination
  let isLoading: UIBinding<Bool> = destination.loading
  model.destination = .loading
  check(isLoading.wrappedValue, "case binding to a Void case")
  model.destination = .detail("Draft")
  check(!isLoading.wrappedValue, "case binding to a Void case, another case current")
  destination.detail.wrappedValue = "Blob"
  check(model.destination?[case: \.detail] == "Blob", "case binding")
  // As upstream, a write through a case that is not the current one is ignored.
  model.destination = .loading
  destination.detail.wrappedValue = "Ignored"
  check(model.destination?.is(\.loading) == true, "case binding, another case current")
  let isPresented = UIBinding<Bool>(destination)
  isPresented.wrappedValue = false
  check(model.destination == nil, "UIBinding<Bool>(optional)")
  check(UIBindingIdentifier($bindable.text) == UIBindingIdentifier($bindable.text), "UIBindingIdentifier")

  // Bindings switched over case by case.
  @UIBinding var screen = NavigationScreen.detail("Blob")
  if case let .detail(detail) = $screen.cases {
    detail.wrappedValue = "Blob Jr."
  }
  check(screen == .detail("Blob Jr."), "@CaseBindable")

  // Navigation paths.
  var path = UINavigationPath([1, 2])
  path.append("three")
  if let codable = path.codable,
    let data = try? JSONEncoder().encode(codable),
    let decoded = try? JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
  {
    check(UINavigationPath(decoded) == path, "UINavigationPath round trip")
  } else {
    check(false, "UINavigationPath.codable")
  }
  path.removeLast(2)
  $bindable.path.wrappedValue = path
  check(model.path.count == 1, "UINavigationPath binding")
  return failures
}
