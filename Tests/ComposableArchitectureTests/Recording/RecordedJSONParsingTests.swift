@testable import ComposableArchitecture
import Foundation
import Testing

/// A recording's lines are parsed without `JSONDecoder`'s trial and error, to the same values.
struct RecordedJSONParsingTests {
  @Test func parsesWhatTheDecoderDecodes() throws {
    let texts = [
      #"{"a":[1,-2,18446744073709551615,0.5,-1.25e-07,817581815.8729421],"b":{"c":null,"d":true,"e":false}}"#,
      #"{"s":"plain","t":"quote \" back\\slash \n tab\t \u00e9 é 🙂","":"empty key"}"#,
      #" [ {} , [ ] , "x" , 3 ] "#,
      #""just a string""#,
    ]
    for text in texts {
      let parsed = try RecordedJSON(parsing: Data(text.utf8))
      let decoded = try JSONDecoder().decode(RecordedJSON.self, from: Data(text.utf8))
      #expect(parsed == decoded, "\(text)")
    }
  }

  @Test func rejectsWhatIsNotJSON() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    for text in [#"{"a":1"#, #"{"a" 1}"#, "[1,]x", #""open"#, "nope", deep] {
      #expect(throws: DecodingError.self, "\(text.prefix(20))") {
        try RecordedJSON(parsing: Data(text.utf8))
      }
    }
  }
}
