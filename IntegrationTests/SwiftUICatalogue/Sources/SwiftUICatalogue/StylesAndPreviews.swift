import ComposableArchitecture
import ComposableViews

// Styles of one's own, groups, titles and previews, as upstream's SyncUps and Todos write them.
struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}

struct MeetingProgressViewStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      ProgressView(configuration)
        .padding(.horizontal)
    }
  }
}

enum TodoFilter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

struct MeetingHeaderView: View {
  let speaker: String?
  let progress: Double
  @Binding var filter: TodoFilter

  var body: some View {
    VStack {
      ProgressView(value: progress)
        .progressViewStyle(MeetingProgressViewStyle())
      Label("5 min", systemImage: "hourglass.tophalf.fill")
        .labelStyle(.trailingIcon)
      Group {
        if let speaker {
          Text(speaker)
        } else {
          Text("Someone")
        }
      }
      .font(.title)
      Picker("Filter", selection: $filter.animation()) {
        ForEach(TodoFilter.allCases, id: \.self) { filter in
          Text(filter.rawValue).tag(filter)
        }
      }
      .pickerStyle(.segmented)
      EmptyView()
    }
    .navigationTitle(Text("Meeting"))
    .navigationBarTitleDisplayMode(.inline)
    .listRowBackground(Text(verbatim: "theme"))
  }
}

#Preview {
  MeetingHeaderView(speaker: "Blob", progress: 0.5, filter: .constant(.all))
}

#Preview("No speaker") {
  MeetingHeaderView(speaker: nil, progress: 0, filter: .constant(.active))
}
