import IdentifiedCollections
import Testing

@testable import ComposableTerminal

/// Every view type, at sizes from nothing to wide, under random keys: nothing traps.
@MainActor
struct RobustnessTests {
  @Test func randomSizesAndKeysNeverTrap() {
    let model = Model()
    let items = IdentifiedArray(uniqueElements: (1...30).map { Item(id: $0, title: "Item \($0) 中文") })
    let driver = HeadlessDriver(size: Size(width: 40, height: 12)) {
      Form {
        Section("Text") {
          Text("A long line of text that wraps, 🙂 and 中文 included").bold()
          HStack {
            Text("L")
            Divider()
            Spacer()
            ProgressView("busy")
          }
        }
        Section("Controls") {
          TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
          Toggle("On", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))
          Button("Press", key: "p") { model.isOn.toggle() }
        }
      }
      Divider()
      List(items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
        Text(item.title)
      }
    }
    var generator = SplitMix64(seed: 42)
    let keys: [Key] = [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .backspace,
      .tab, .backTab, .enter, .escape, "a", "é", "中", "🙂", " ", "p",
    ]
    for _ in 0..<150 {
      if Int.random(in: 0..<10, using: &generator) == 0 {
        driver.resize(to: Size(
          width: Int.random(in: 0...120, using: &generator),
          height: Int.random(in: 0...40, using: &generator)
        ))
      }
      driver.press(keys.randomElement(using: &generator)!)
      if Bool.random(using: &generator) { driver.advanceAnimation() }
      let screen = driver.screen
      #expect(screen.lines.count == screen.size.height)
    }
  }
}
