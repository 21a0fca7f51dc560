import Testing

@testable import ComposableTerminal

@MainActor
struct OnSubmitTests {
  @Test func enterSubmitsOnlyTheFocusedField() {
    let model = Model()
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      TextField("First", text: Binding(get: { model.text }, set: { model.text = $0 }))
        .onSubmit { log.entries.append("first \(model.text)") }
      TextField("Second", text: .constant(""))
        .onSubmit { log.entries.append("second") }
      Button("Save", key: .enter) { log.entries.append("save") }
    }
    driver.type("hi")
    driver.press(.enter)
    #expect(log.entries == ["first hi"])
    driver.press(.tab, .enter)
    #expect(log.entries == ["first hi", "second"])
  }

  @Test func enterInAFieldWithoutOnSubmitGoesOnToShortcuts() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      TextField("Name", text: .constant(""))
      Button("Save", key: .enter) { log.entries.append("save") }
    }
    driver.press(.enter)
    #expect(log.entries == ["save"])
  }

  @Test func innerAndOuterSubmitActionsBothRunInnermostFirst() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      VStack {
        TextField("Name", text: .constant(""))
          .onSubmit { log.entries.append("inner") }
      }
      .onSubmit { log.entries.append("outer") }
    }
    driver.press(.enter)
    #expect(log.entries == ["inner", "outer"])
  }
}
