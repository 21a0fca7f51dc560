import Testing

@testable import ComposableTerminal

enum Flavor: String, CaseIterable, Identifiable, Hashable {
  case vanilla, chocolate, mint
  var id: Self { self }
}

@MainActor
final class Order {
  var flavor = Flavor.vanilla
  var scoops = 1
}

@MainActor
struct PickerAndStepperTests {
  @Test func pickerShowsTheSelectionAndArrowsChangeIt() {
    let order = Order()
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      Picker("Flavor", selection: Binding(get: { order.flavor }, set: { order.flavor = $0 })) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue)
        }
      }
    }
    #expect(driver.text == "Flavor: ‹ vanilla ›")
    #expect(driver.screen[8, 0].style.isInverse)
    driver.press(.right)
    #expect(order.flavor == .chocolate)
    #expect(driver.text == "Flavor: ‹ chocolate ›")
    driver.press(.right, .right)
    #expect(order.flavor == .mint)
    driver.press(.enter)
    #expect(order.flavor == .vanilla)
    driver.press(.left)
    #expect(order.flavor == .vanilla)
  }

  @Test func pickerOptionsFromTags() {
    let order = Order()
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      Picker("Flavor", selection: Binding(get: { order.flavor }, set: { order.flavor = $0 })) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Mint").tag(Flavor.mint)
      }
    }
    driver.press(" ")
    #expect(order.flavor == .mint)
    #expect(driver.text == "Flavor: ‹ Mint ›")
  }

  @Test func stepperStaysWithinItsBounds() {
    let order = Order()
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      Stepper("Scoops: \(order.scoops)", value: Binding(get: { order.scoops }, set: { order.scoops = $0 }), in: 1...3)
    }
    #expect(driver.text == "Scoops: 1 [-|+]")
    driver.press("+", .right, "+", "+")
    #expect(order.scoops == 3)
    driver.press("-", .left, .left)
    #expect(order.scoops == 1)
  }

  @Test func progressBarFillsToTheFraction() {
    let screen = Screen(rendering: ProgressView("Done", value: 0.5), size: Size(width: 20, height: 1))
    #expect(screen.text == "Done [████░░░░░] 50%")
    let empty = Screen(rendering: ProgressView(value: 0.0, total: 0), size: Size(width: 10, height: 1))
    #expect(empty.text == "[░░░░░] 0%")
    let spinner = Screen(rendering: ProgressView(value: Double?.none), size: Size(width: 10, height: 1))
    #expect(spinner.text == "⠋")
  }
}
