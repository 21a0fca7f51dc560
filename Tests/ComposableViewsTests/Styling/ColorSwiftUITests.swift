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
}
