@_spi(Rendering) import ComposableViews
import Testing

@MainActor
struct StyleModifierResolutionTests {
  @Test func styleModifiersResolveToWhatTheirContentInherits() {
    let outline = Outline.of(
      VStack {
        Text("Date").font(.headline)
        Button("Start") {}.buttonStyle(.borderedProminent).tint(.red)
        Text("Fine").foregroundStyle(.green)
      }
      .foregroundStyle(.blue)
      .bold()
      .frame(maxWidth: .infinity)
      .frame(width: 10.4, height: 2)
    )
    #expect(
      outline == """
        .frame(minWidth: 10, maxWidth: 10, minHeight: 2, maxHeight: 2) {
          .frame(maxWidth: .infinity) {
            .bold() {
              .foregroundStyle(.blue) {
                VStack {
                  .font(.headline) {
                    Text "Date"
                  }
                  .tint(.red) {
                    .buttonStyle(.borderedProminent) {
                      Button "Start"
                    }
                  }
                  Text "Fine" .green
                }
              }
            }
          }
        }
        """)
  }

  @Test func buttonStylesByTheirSwiftUINames() {
    let outline = Outline.of(
      HStack {
        Button("a") {}.buttonStyle(.automatic)
        Button("b") {}.buttonStyle(.borderless)
        Button("c") {}.buttonStyle(.plain)
        Button("d") {}.buttonStyle(.bordered)
        Button("e") {}.buttonStyle(.borderedProminent)
      })
    #expect(
      outline.split(separator: "\n").filter { $0.contains("buttonStyle") }.map {
        String($0.drop { $0 == " " })
      } == [
        ".buttonStyle(.automatic) {", ".buttonStyle(.borderless) {", ".buttonStyle(.plain) {",
        ".buttonStyle(.bordered) {", ".buttonStyle(.borderedProminent) {",
      ])
    let pickers = Outline.of(
      VStack {
        Text("a").pickerStyle(.automatic)
        Text("b").pickerStyle(.menu)
        Text("c").pickerStyle(.segmented)
      })
    #expect(
      pickers.split(separator: "\n").filter { $0.contains("pickerStyle") }.map {
        String($0.drop { $0 == " " })
      } == [".pickerStyle(.automatic) {", ".pickerStyle(.menu) {", ".pickerStyle(.segmented) {"])
    #expect(Font.TextStyle.allCases.filter { Font.system($0).isEmphasized } == [
      .largeTitle, .title, .title2, .title3, .headline,
    ])
  }
}
