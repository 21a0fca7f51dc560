import ComposableArchitecture
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a fact about a number.
@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  /// Asks number-trivia.com, giving up after ``timeout`` so an unreachable network ends in an
  /// error instead of a spinner that never stops.
  static let liveValue = Self(
    fetch: { number in
      let url = URL(string: "http://number-trivia.com/\(number)/trivia")!
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch {
        // Foundation's errors print as a dump of their user info; keep the readable part.
        throw NumberFactError.unreachable(error.localizedDescription)
      }
      if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
        throw NumberFactError.badStatus(response.statusCode)
      }
      return String(decoding: data, as: UTF8.self)
    }
  )

  static let timeout: TimeInterval = 10

  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    return URLSession(configuration: configuration)
  }()
}

enum NumberFactError: Error, CustomStringConvertible {
  case badStatus(Int)
  case unreachable(String)

  var description: String {
    switch self {
    case let .badStatus(code): "The number service answered with HTTP status \(code)."
    case let .unreachable(reason): reason
    }
  }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
