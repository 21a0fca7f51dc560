@_spi(Rendering) import ComposableViews
import Testing

private struct Tally: View {
  @State var count = 3
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    Button("\(count) \(isEnabled)") { count += 1 }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ViewLocalStorageTests {
  @Test func outsideADrawnBodyStateGivesItsInitialValueAndIgnoresWrites() {
    let tally = Tally()
    #expect(tally.count == 3)
    tally.count = 7
    tally.$count.wrappedValue = 8
    #expect(tally.count == 3)
    #expect(tally.isEnabled)
  }

  @Test func stateIsKeptPerIdentityAcrossFramesAndDiscardedWithItsView() throws {
    let storage = ViewLocalStorage()
    func frame(showsTally: Bool = true) -> [ResolvedView] {
      storage.frame { ResolvedView.resolve(TallyShelf(showsTally: showsTally)) }
    }
    let tap = try #require(Self.button(in: frame()))
    tap.action()
    tap.action()
    #expect(try #require(Self.button(in: frame())).title == "5 true")
    #expect(Self.button(in: frame(showsTally: false)) == nil)
    #expect(try #require(Self.button(in: frame())).title == "3 true")
  }

  private static func button(in views: [ResolvedView]) -> ResolvedButton? {
    guard case let .button(button)? = views.first?.kind else { return nil }
    return button
  }
}

private struct TallyShelf: View {
  let showsTally: Bool

  var body: some View {
    if showsTally {
      Tally()
    }
  }
}
