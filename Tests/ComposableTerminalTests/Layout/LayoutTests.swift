import Testing

@testable import ComposableTerminal

@MainActor
struct LayoutTests {
  private func render(width: Int, height: Int, @ViewBuilder _ content: @escaping @MainActor () -> TupleView) -> Screen {
    HeadlessDriver(size: Size(width: width, height: height), content: content).screen
  }

  @Test func vStackPutsChildrenOnConsecutiveRows() {
    let screen = render(width: 10, height: 4) {
      Text("one")
      Text("two")
    }
    #expect(screen.text == "one\ntwo")
  }

  @Test func vStackSpacingAndAlignment() {
    let screen = render(width: 9, height: 5) {
      VStack(alignment: .center, spacing: 1) {
        Text("abc")
        Text("a")
      }
      .onKeyPress("x") {}
      VStack(alignment: .trailing) {
        Text("abcdefghi")
        Text("z")
      }
    }
    #expect(screen.lines == ["abc", "", " a", "abcdefghi", "        z"])
  }

  @Test func hStackPlacesChildrenSideBySideWithSpacing() {
    let screen = render(width: 20, height: 2) {
      HStack {
        Text("a")
        Text("bc")
        HStack(spacing: 0) {
          Text("d")
          Text("e")
        }
      }
    }
    #expect(screen.text == "a bc de")
  }

  @Test func spacerPushesViewsToTheEdges() {
    let screen = render(width: 10, height: 4) {
      HStack {
        Text("L")
        Spacer()
        Text("R")
      }
      Spacer()
      Text("bottom")
    }
    #expect(screen.lines == ["L        R", "", "", "bottom"])
  }

  @Test func aSpacerInARowDoesNotMakeTheRowTaller() {
    let screen = render(width: 10, height: 4) {
      Text("top")
      Spacer()
      HStack {
        Text("L")
        Spacer()
        Text("R")
      }
    }
    #expect(screen.lines == ["top", "", "", "L        R"])
  }

  @Test func twoSpacersShareTheSpaceEvenly() {
    let screen = render(width: 9, height: 1) {
      HStack(spacing: 0) {
        Spacer()
        Text("mid")
        Spacer()
      }
    }
    #expect(screen.text == "   mid")
  }

  @Test func dividerSpansTheStack() {
    let screen = render(width: 5, height: 3) {
      Text("a")
      Divider()
      HStack {
        Text("b")
        Divider()
        Text("c")
      }
    }
    #expect(screen.lines == ["a", "─────", "b │ c"])
  }

  @Test func textWrapsAtWordsAndBreaksLongWords() {
    let screen = render(width: 8, height: 4) {
      Text("0 is the additive identity")
    }
    #expect(screen.lines == ["0 is the", "additive", "identity", ""])
    #expect(TextWrapping.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrapping.lines("a\n\nb", width: 4) == ["a", "", "b"])
  }

  @Test func hStackGivesLaterChildrenWhatIsLeftSoTextWraps() {
    let screen = render(width: 10, height: 3) {
      HStack {
        Text("Fact:")
        Text("one two six")
      }
    }
    #expect(screen.lines == ["Fact: one", "      two", "      six"])
  }

  @Test func contentBeyondTheScreenIsClipped() {
    let screen = render(width: 3, height: 2) {
      Text("abcdef")
      Text("second")
      Text("third")
    }
    #expect(screen.lines == ["abc", "def"])
  }

  @Test func formSeparatesSectionsAndIndentsTheirContent() {
    let screen = render(width: 20, height: 8) {
      Form {
        Section("Counter") {
          Text("0")
        }
        Section {
          Text("none yet")
        } header: {
          Text("Fact").dim()
        }
      }
    }
    #expect(screen.lines == ["Counter", "  0", "", "Fact", "  none yet", "", "", ""])
    #expect(screen[0, 0].style.isBold)
    #expect(screen[0, 3].style.isDim)
  }

  @Test func conditionalContent() {
    let flag = true
    let screen = render(width: 10, height: 3) {
      if flag {
        Text("yes")
      } else {
        Text("no")
      }
      if !flag {
        Text("hidden")
      }
      for index in 0..<2 {
        Text("\(index)")
      }
    }
    #expect(screen.text == "yes\n0\n1")
  }

  @Test func textStyles() {
    let screen = render(width: 10, height: 1) {
      HStack(spacing: 0) {
        Text("b").bold()
        Text("d").dim()
        Text("i").inverse()
        Text("r").foregroundColor(.red)
      }
    }
    #expect(screen[0, 0].style == Style(isBold: true))
    #expect(screen[1, 0].style == Style(isDim: true))
    #expect(screen[2, 0].style == Style(isInverse: true))
    #expect(screen[3, 0].style == Style(foregroundColor: .red))
  }

  @Test func renderingAViewIntoAScreenOfAGivenSize() {
    let screen = Screen(rendering: Text("Hello").bold(), size: Size(width: 3, height: 1))
    #expect(screen.text == "Hel")
    #expect(screen.size == Size(width: 3, height: 1))
  }
}
