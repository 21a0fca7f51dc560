import ComposableArchitecture

/// Transcribes what is said during a meeting, as upstream's client over `SFSpeechRecognizer`.
///
/// Linux has no speech recognizer: the live client reports ``Authorization/restricted`` (not
/// available on this device) and transcribes nothing. Tests give it a mock:
///
/// ```swift
/// $0.speechClient.requestAuthorization = { .authorized }
/// $0.speechClient.startTask = {
///   AsyncThrowingStream { $0.yield(SpeechRecognitionResult(transcript: "Hello")) }
/// }
/// ```
@DependencyClient
struct SpeechClient: Sendable {
  /// Asks the user for permission to transcribe, and says whether it was given.
  var requestAuthorization: @Sendable () async -> Authorization = { .denied }
  /// Starts transcribing: each result holds the whole transcript so far.
  var startTask:
    @Sendable () async -> AsyncThrowingStream<SpeechRecognitionResult, any Error> = {
      .finished()
    }

  /// Whether speech may be transcribed, as `SFSpeechRecognizerAuthorizationStatus`; `Codable`, so
  /// that a recording keeps the answer (see `SyncUpsApp`).
  enum Authorization: Codable, Equatable, Sendable {
    case notDetermined
    case denied
    case restricted
    case authorized
  }
}

/// What the recognizer has understood so far.
struct SpeechRecognitionResult: Codable, Equatable, Sendable {
  /// The most likely transcript of everything said since the task started.
  var transcript: String
}

extension SpeechClient: DependencyKey {
  static let liveValue = SpeechClient(
    requestAuthorization: { .restricted },
    startTask: { .finished() }
  )
  static let testValue = SpeechClient()
}

extension DependencyValues {
  /// The speech recognizer that transcribes meetings.
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
