import MacroTesting
import Testing

@Suite(.macros(recordableClientMacros, record: .missing))
struct RecordableClientMacroTests {
  @Test func namesEveryStoredVarButNotLetsStaticsOrComputedProperties() {
    assertMacro {
      """
      @RecordableClient
      struct NumberFactClient {
        var fetch: @Sendable (_ number: Int) async throws -> String
        var ring: @Sendable () async -> Void = {}
        let version = 1
        static var live = NumberFactClient()
        var isLive: Bool { false }
        var counted = 0 { didSet {} }
      }
      """
    } expansion: {
      #"""
      struct NumberFactClient {
        var fetch: @Sendable (_ number: Int) async throws -> String
        var ring: @Sendable () async -> Void = {}
        let version = 1
        static var live = NumberFactClient()
        var isLive: Bool { false }
        var counted = 0 { didSet {} }
      }

      extension NumberFactClient: ComposableArchitecture._RecordableClient {
        public static func _recordedEndpoints(
          of client: WritableKeyPath<ComposableArchitecture.DependencyValues, NumberFactClient>,
          named name: String
        ) -> [ComposableArchitecture._RecordedDependency] {
          let endpoints: [ComposableArchitecture._RecordedDependency?] = [._endpoint(client.appending(path: \.fetch), named: name + ".fetch"), ._endpoint(client.appending(path: \.ring), named: name + ".ring"), ._endpoint(client.appending(path: \.counted), named: name + ".counted")]
          return endpoints.compactMap {
            $0
          }
        }
      }
      """#
    }
  }

  @Test func onAnEnumItIsAnError() {
    assertMacro {
      """
      @RecordableClient
      enum Client {}
      """
    } diagnostics: {
      """
      @RecordableClient
      ┬────────────────
      ╰─ 🛑 '@RecordableClient' can only be applied to a struct of endpoints
      enum Client {}
      """
    }
  }
}
