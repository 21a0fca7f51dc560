import ComposableViews

// Colours as SwiftUI views name them: the semantic ones that follow the appearance, the fixed
// ones, and UIKit's system backgrounds passed to `Color(_:)`.
struct AttendeeRow: View {
  let name: String
  let isSpeaking: Bool

  var body: some View {
    HStack {
      Label(name, systemImage: "person")
        .foregroundStyle(isSpeaking ? Color.accentColor : .primary)
      Spacer()
      Text(isSpeaking ? "Speaking" : "Waiting")
        .foregroundStyle(.secondary)
        .background(Color(.secondarySystemBackground))
    }
    .background(Color(.systemBackground))
    .tint(.accentColor)
  }
}

struct ThemeSwatches: View {
  let colors: [Color] = [.red, .blue, .green, .orange, .purple, .yellow, .pink, .teal]

  var body: some View {
    VStack {
      ForEach(colors, id: \.self) { color in
        Text("Theme")
          .foregroundColor(.white)
          .background(color)
      }
      Text("Background").background(Color(uiColor: .systemGroupedBackground))
      Text("Label").foregroundStyle(Color(.label))
      Text("Note").foregroundStyle(Color(.secondaryLabel))
    }
  }
}
