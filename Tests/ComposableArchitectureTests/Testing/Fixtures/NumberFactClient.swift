import ComposableArchitecture

/// The tour's number fact client. Its live value stands in for the HTTP request without touching
/// the network, so that a test that forgets to override it fails without going online.
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self(fetch: { number in "\(number) is a live fact." })
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
