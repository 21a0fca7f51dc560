import ComposableViews

// SwiftUI's own navigation, as a SwiftUI view writes it: a stack keeping its own path, one bound
// to a `NavigationPath` or an array, links that push a view or a value, and destinations by type.
struct RootView: View {
  var body: some View {
    NavigationStack {
      Form {
        Section {
          NavigationLink("Getting started") { Text("Read the README") }
          NavigationLink(destination: Text("Made on Linux")) {
            Label("About", systemImage: "info.circle")
          }
          NavigationLink {
            MeetingView(number: 1)
          } label: {
            Text("First meeting")
          }
          NavigationLink("Meeting 2", destination: MeetingView(number: 2))
        } header: {
          Text("Views")
        }
        Section {
          NavigationLink("Meeting 3", value: 3)
          NavigationLink(value: 4) { Text("Meeting 4") }
          NavigationLink("Notes", value: "notes")
        } header: {
          Text("Values")
        }
      }
      .navigationTitle("Case studies")
      .navigationDestination(for: Int.self) { number in
        MeetingView(number: number)
      }
      .navigationDestination(for: String.self) { text in
        Text(text)
      }
    }
  }
}

struct MeetingView: View {
  let number: Int
  @State private var isExpanded = false

  var body: some View {
    Toggle("Show notes", isOn: $isExpanded)
    NavigationLink("Next meeting", value: number + 1)
      .navigationTitle("Meeting \(number)")
  }
}

struct RouterView: View {
  @State private var path = NavigationPath()
  @State private var numbers: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      Button("Open meeting 5") { path.append(5) }
        .navigationDestination(for: Int.self) { MeetingView(number: $0) }
    }
    NavigationStack(path: $numbers) {
      Button("Open meetings 1 and 2") { numbers = [1, 2] }
      Button("Back to the root", role: .cancel) { numbers.removeAll() }
        .disabled(path.isEmpty || path.count > 3)
        .navigationDestination(for: Int.self) { MeetingView(number: $0) }
    }
  }
}
