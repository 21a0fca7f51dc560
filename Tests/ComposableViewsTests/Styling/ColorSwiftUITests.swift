import ComposableArchitecture
import ComposableViews
import Testing

/// SwiftUI's colours that the terminal's sixteen do not include.
struct ColorSwiftUITests {
  @Test func swiftUIsColoursHaveTheirLightAppearanceComponents() {
    #expect(Color.orange.components == (255, 149, 0, 1))
    #expect(Color.pink.components == (255, 45, 85, 1))
    #expect(Color.purple.components == (175, 82, 222, 1))
    #expect(Color.gray.components == (142, 142, 147, 1))
    #expect(Color.clear.components.opacity == 0)
    let all: Set<Color> = [
      .black, .blue, .brown, .clear, .cyan, .gray, .green, .indigo, .mint, .orange, .pink,
      .purple, .red, .teal, .white, .yellow,
    ]
    #expect(all.count == 16)
  }

  @Test func aDumpNamesTheColourAsCustomDumpNamesSwiftUIs() {
    #expect(String(customDumping: Color.orange) == "Color.orange")
    #expect(String(customDumping: Color.red) == "Color.red")
    #expect(String(customDumping: Color.brightBlue) == "Color.brightBlue")
    #expect(
      String(customDumping: Color(red: 0.5, green: 0.25, blue: 1))
        == "Color(red: 0.5, green: 0.25, blue: 1.0, opacity: 1.0)"
    )
  }

  @Test func semanticColoursHaveTheirLightComponentsAndDumpAsAViewNamesThem() {
    #expect(Color.primary.components == (0, 0, 0, 1))
    #expect(Color.secondary.components == (60, 60, 67, 0.6))
    #expect(Color.accentColor.components == (0, 122, 255, 1))
    #expect(Color(.systemBackground).components == (255, 255, 255, 1))
    #expect(Color(.systemGroupedBackground) == Color(.secondarySystemBackground))
    // They follow the appearance, so no named colour stands for them.
    #expect(Color.secondary.nearestNamed == .secondary)
    #expect(String(customDumping: Color.primary) == "Color.primary")
    #expect(String(customDumping: Color.accentColor) == "Color.accentColor")
    #expect(String(customDumping: Color(.systemBackground)) == "Color(.systemBackground)")
  }
}
