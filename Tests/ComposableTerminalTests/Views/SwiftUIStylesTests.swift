import ComposableArchitecture
import Testing

@testable import ComposableTerminal

/// Upstream SyncUps' custom styles, as its views write them.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  fileprivate static var trailingIcon: Self { Self() }
}

private struct CaptionedProgressViewStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("Done: \(Int((configuration.fractionCompleted ?? 0) * 100)) of 100")
      ProgressView(configuration)
    }
  }
}

private enum Filter: LocalizedStringKey, CaseIterable {
  case all = "All"
  case active = "Active"
}

// SwiftUI's styles of one's own, groups and the names upstream's SyncUps and Todos views reach for,
// drawn in cells.
@MainActor
struct SwiftUIStylesTests {
  @Test func aLabelStyleOfOnesOwnArrangesTheTitleAndIcon() {
    let screen = Screen(
      rendering: VStack {
        Label("5 min", systemImage: "clock").labelStyle(.trailingIcon)
        Label("5 min", systemImage: "clock")
        Label("5 min", systemImage: "clock").labelStyle(.titleOnly)
        Label("5 min", systemImage: "clock").labelStyle(.iconOnly)
      },
      size: Size(width: 10, height: 4))
    let clock = screen.lines[1].prefix(1)
    #expect(screen.lines[0] == "5 min \(clock)")
    #expect(screen.lines[1] == "\(clock) 5 min")
    #expect(screen.lines[2] == "5 min")
    #expect(screen.lines[3] == String(clock))
  }

  @Test func aProgressViewStyleOfOnesOwnDrawsAroundTheHostsBar() {
    let screen = Screen(
      rendering: VStack {
        ProgressView(value: 0.5).progressViewStyle(CaptionedProgressViewStyle())
        ProgressView(value: 0.5).progressViewStyle(.linear)
      },
      size: Size(width: 16, height: 3))
    #expect(screen.lines[0] == "Done: 50 of 100")
    #expect(screen.lines[1] == screen.lines[2])
    #expect(screen.lines[2].hasSuffix(" 50%"))
  }

  @Test func aGroupDrawsItsViewsInPlaceAndAnEmptyViewNothing() {
    let screen = Screen(
      rendering: VStack {
        Group {
          Text("a")
          Text("b")
        }
        .bold()
        EmptyView()
        Text("c")
      },
      size: Size(width: 4, height: 4))
    #expect(screen.lines == ["a", "b", "c", ""])
    #expect(screen[0, 0].style.isBold)
    #expect(screen[0, 1].style.isBold)
  }

  @Test func textFromALocalizedStringKeyAndTitlesFromText() {
    let screen = Screen(
      rendering: VStack {
        ForEach(Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
        Text(verbatim: "%d")
      }
      .navigationTitle(Text("Todos")),
      size: Size(width: 8, height: 5))
    #expect(screen.lines.contains("All"))
    #expect(screen.lines.contains("Active"))
    #expect(screen.lines.contains("%d"))
    #expect(screen.text.contains("Todos"))
  }
}
