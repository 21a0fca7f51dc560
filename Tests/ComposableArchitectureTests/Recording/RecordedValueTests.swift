import ComposableArchitecture
import Testing

/// `recordedValue` decodes an `@ObservableState` value from JSON with its fields' names, as
/// `tca-recording` writes it, not its storage's.
struct RecordedValueTests {
  @ObservableState
  struct Form: Codable, Equatable {
    var title = ""
    var note: String?
    var child: Child?
    @ObservationStateIgnored var revision = 0
  }

  @ObservableState
  struct Child: Codable, Equatable {
    var name = ""
    var tags: [String] = []
  }

  @Test func observableStateDecodesFromItsFieldsNames() throws {
    let form: Form = try recordedValue(
      #"{"child":{"name":"x","tags":["a"]},"note":"n","revision":3,"title":"T"}"#
    )
    #expect(form == Form(title: "T", note: "n", child: Child(name: "x", tags: ["a"]), revision: 3))
    let forms: [Form] = try recordedValue(
      #"[{"revision":0,"title":"A"},{"note":null,"revision":0,"title":"B"}]"#
    )
    #expect(forms.map(\.title) == ["A", "B"])
    #expect(forms[0].note == nil)
  }

  @Test func storageNamesStillDecode() throws {
    let form: Form = try recordedValue(
      #"{"_$observationRegistrar":{},"_child":null,"_note":"n","_title":"T","revision":1}"#
    )
    #expect(form == Form(title: "T", note: "n", child: nil, revision: 1))
  }

  @Test func aMissingFieldIsStillAnError() {
    #expect(throws: DecodingError.self) {
      let _: Child = try recordedValue(#"{"name":"x"}"#)
    }
  }
}
