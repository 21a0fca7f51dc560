@testable import ComposableArchitecture
import Testing

/// The case key path a recording gives an effect's action stops where an enum is not
/// `@CasePathable`, so that the `receive` that `tca-recording` writes with it compiles.
struct RecordingCasePathTests {
  @CasePathable
  enum Parent {
    case child(PresentationAction<Child>)
    case pair(Int, String)
    case tapped
  }

  @CasePathable
  enum Child {
    case delegate(Delegate)
    case saved(Int)

    // Not `@CasePathable`, as upstream's Onboarding case study's.
    enum Delegate {
      case saved
    }
  }

  enum Plain {
    case tapped
  }

  @Test func theCasePathIsAsDeepAsTheEnumsAreCasePathable() {
    #expect(recordedCasePath(of: Parent.child(.presented(.delegate(.saved)))) == "child.presented.delegate")
    #expect(recordedCasePath(of: Parent.child(.presented(.saved(1)))) == "child.presented.saved")
    #expect(recordedCasePath(of: Parent.child(.dismiss)) == "child.dismiss")
    #expect(recordedCasePath(of: Parent.pair(1, "a")) == "pair")
    #expect(recordedCasePath(of: Parent.tapped) == "tapped")
    #expect(recordedCasePath(of: Plain.tapped) == nil)
    // The paths as a test writes them.
    let _: CaseKeyPath<Parent, Child.Delegate> = \.child.presented.delegate
    let _: CaseKeyPath<Parent, Int> = \.child.presented.saved
  }
}
