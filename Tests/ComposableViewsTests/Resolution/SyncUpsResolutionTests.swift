import ComposableArchitecture
@_spi(Rendering) import ComposableViews
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SyncUpsResolutionTests {
  private func makeStore() -> StoreOf<SyncUpsList> {
    Store(
      initialState: SyncUpsList.State(syncUps: [
        SyncUp(id: 1, title: "Design"),
        SyncUp(id: 2, title: "Engineering", theme: .lavender),
      ])
    ) {
      SyncUpsList()
    }
  }

  @Test func aListOfElementsResolvesWithTheScreensTitleAndToolbar() {
    let store = makeStore()

    #expect(Outline.of(SyncUpsListView(store: store)) == """
      NavigationStack(depth: 0) {
        .toolbar {
          ToolbarItem(.primaryAction) {
            Button "New sync-up" (n)
          }
        } content: {
          .navigationTitle("Daily Sync-ups") {
            List {
              ForEach {
                [1] {
                  HStack {
                    Button "Design"
                    Button "Delete" role: .destructive
                  }
                }
                [2] {
                  HStack {
                    Button "Engineering"
                    Button "Delete" role: .destructive
                  }
                }
              }
            }
          }
        }
      }
      """)
  }

  @Test func forEachIdentifiesElementsByTheirIDs() throws {
    let store = makeStore()
    let view = SyncUpsListView(store: store)

    let before = try #require(forEach(in: ResolvedView.resolve(view)))
    store.send(.deleteButtonTapped(id: 1))
    store.send(.destination(.presented(.alert(.confirmDeletion(id: 1)))))
    let after = try #require(forEach(in: ResolvedView.resolve(view)))

    #expect(before.count == 2)
    #expect(after.count == 1)
    #expect(after.id(0) == AnyHashable(2))
    // The remaining element keeps its identity although it moved up a place.
    #expect(after.content(0).map(\.id) == before.content(1).map(\.id))
  }

  @Test func anAlertResolvesOverTheScreenWithItsButtonsAndSendsTheirActions() throws {
    let store = makeStore()
    let view = SyncUpsListView(store: store)

    try #require(button("Delete", in: ResolvedView.resolve(view))).action()
    let outline = Outline.of(view)

    #expect(outline.hasSuffix("""
          }
        }
        alert {
          VStack(spacing: 1) {
            Text "Delete?" bold
            Text "Are you sure you want to delete this sync-up?"
            HStack(spacing: 2) {
              Button "Yes" role: .destructive
              .prefersFocus {
                Button "Nevermind" role: .cancel
              }
            }
          }
        }
      }
      """))

    try #require(button("Yes", in: ResolvedView.resolve(view))).action()

    #expect(store.syncUps.map(\.title) == ["Engineering"])
    #expect(store.destination == nil)
    #expect(!Outline.of(view).contains("alert {"))
  }

  @Test func dismissingAPresentationClearsIt() throws {
    let store = makeStore()
    let view = SyncUpsListView(store: store)
    try #require(button("Delete", in: ResolvedView.resolve(view))).action()

    try #require(presentation(in: ResolvedView.resolve(view))).dismiss()

    #expect(store.destination == nil)
    #expect(store.syncUps.count == 2)
  }

  @Test func aSheetResolvesAFormWhoseControlsAreBoundToTheStore() throws {
    let store = makeStore()
    let view = SyncUpsListView(store: store)
    try #require(button("New sync-up", in: ResolvedView.resolve(view))).action()

    let sheet = try #require(presentation(in: ResolvedView.resolve(view)))
    #expect(sheet.style == .sheet)
    var outline = Outline()
    outline.add(sheet.content, depth: 0)
    #expect(outline.text == """
      .toolbar {
        ToolbarItem(.confirmationAction) {
          Button "Add" (Ctrl-S)
        }
      } content: {
        Form {
          Section {
            header {
              Text "Sync-up info" bold
            }
            TextField "Title" = ""
            Toggle "Reminders" = off
            Picker "Theme" = bubblegum {
              ForEach {
                [bubblegum] {
                  Text "bubblegum"
                }
                [buttercup] {
                  Text "buttercup"
                }
                [lavender] {
                  Text "lavender"
                }
              }
            }
          }
        }
      }
      """)

    for view in controls(in: sheet.content) {
      switch view.kind {
      case let .textField(_, text): text.wrappedValue = "Retro"
      case let .toggle(_, isOn): isOn.wrappedValue.toggle()
      case let .picker(_, selection, _):
        #expect(selection.accepts(AnyHashable(Theme.lavender)))
        #expect(!selection.accepts(AnyHashable("lavender")))
        selection.select(AnyHashable(Theme.lavender))
      default: break
      }
    }
    #expect(store.destination?.add?.syncUp == SyncUp(id: 3, title: "Retro", theme: .lavender, isReminderOn: true))

    try #require(button("Add", in: ResolvedView.resolve(view))).action()
    #expect(store.syncUps.map(\.title) == ["Design", "Engineering", "Retro"])
    #expect(presentation(in: ResolvedView.resolve(view)) == nil)
  }

  @Test func aNavigationStackResolvesItsTopScreenAndPopsIt() throws {
    let store = makeStore()
    let view = SyncUpsListView(store: store)

    try #require(button("Engineering", in: ResolvedView.resolve(view))).action()
    let pushed = try #require(navigationStack(in: ResolvedView.resolve(view)))

    #expect(pushed.elementIDs.count == 1)
    var outline = Outline()
    outline.add(pushed.screen, depth: 0)
    #expect(outline.text == """
      .navigationTitle("Engineering") {
        VStack {
          Text "Engineering" bold
          Button "Start meeting" (m)
        }
      }
      """)

    let pop = try #require(pushed.pop)
    pop()

    let root = try #require(navigationStack(in: ResolvedView.resolve(view)))
    #expect(root.elementIDs.isEmpty)
    #expect(root.pop == nil)
    #expect(store.path.isEmpty)
  }
}

/// The `ForEach` of the sync-ups list, under the screen's presentations, toolbar and title.
@MainActor
private func forEach(in views: [ResolvedView]) -> ResolvedForEach? {
  var views = navigationStack(in: views)?.screen ?? []
  while let view = views.first {
    switch view.kind {
    case let .forEach(forEach): return forEach
    case let .presentation(_, content), let .toolbar(_, content), let .navigationTitle(_, content),
      let .list(_, content):
      views = content
    default: return nil
    }
  }
  return nil
}

@MainActor
private func navigationStack(in views: [ResolvedView]) -> ResolvedNavigationStack? {
  guard case let .navigationStack(stack) = views.first?.kind else { return nil }
  return stack
}

/// The presentation of the sync-ups screen: it sits around the list's title and toolbar.
@MainActor
private func presentation(in views: [ResolvedView]) -> ResolvedPresentation? {
  guard let stack = navigationStack(in: views) else { return nil }
  var views = stack.screen
  while let view = views.first {
    switch view.kind {
    case let .presentation(presentation?, _): return presentation
    case let .presentation(nil, content), let .toolbar(_, content), let .navigationTitle(_, content):
      views = content
    default: return nil
    }
  }
  return nil
}

/// The form controls in `views`, in order.
@MainActor
private func controls(in views: [ResolvedView]) -> [ResolvedView] {
  views.flatMap { view -> [ResolvedView] in
    switch view.kind {
    case .textField, .toggle, .picker: [view]
    case let .toolbar(_, content), let .form(content), let .section(_, content, _): controls(in: content)
    default: []
    }
  }
}
