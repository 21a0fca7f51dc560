import ComposableArchitecture
import Testing

@Suite struct ObservableStateIDTests {
  @Test func copiesShareAnIdentity() {
    let state = Tutorial.CounterFeature.State()
    var copy = state
    copy.count += 1
    #expect(copy._$id == state._$id)
  }

  @Test func freshStatesHaveTheirOwn() {
    #expect(Tutorial.CounterFeature.State()._$id != Tutorial.CounterFeature.State()._$id)
  }

  @Test func willModifyGivesANewIdentity() {
    var state = Tutorial.CounterFeature.State()
    let id = state._$id
    state._$willModify()
    #expect(state._$id != id)
  }

  @Test func enumIdentityFollowsCaseAndPayload() {
    let child = ChildFeature.State()
    let destination = ParentFeature.Destination.child(child)
    #expect(destination._$id == ParentFeature.Destination.child(child)._$id)
    #expect(destination._$id != ParentFeature.Destination.child(ChildFeature.State())._$id)
    #expect(ParentFeature.Destination.empty._$id == ParentFeature.Destination.empty._$id)
    // A payload that is not observable state gives the case an identity that names it only.
    let message = ParentFeature.Destination.message("A")._$id
    #expect(message == ParentFeature.Destination.message("B")._$id)
    #expect(message != ParentFeature.Destination.empty._$id)
    #expect(!message._$isIdentical(to: message))
    #expect(destination._$id._$isIdentical(to: ParentFeature.Destination.child(child)._$id))
  }

  @Test func labeledCases() {
    let child = ChildFeature.State()
    var destination = ParentFeature.Destination.labeled(child: child)
    #expect(destination._$id == ParentFeature.Destination.labeled(child: child)._$id)
    #expect(destination._$id != ParentFeature.Destination.child(child)._$id)
    destination._$willModify()
    #expect(destination._$id != ParentFeature.Destination.labeled(child: child)._$id)
  }

  @Test func enumWillModifyRenewsThePayloadsIdentity() {
    var destination = ParentFeature.Destination.child(ChildFeature.State())
    let id = destination._$id
    destination._$willModify()
    #expect(destination._$id != id)
  }

  @Test func hashing() {
    let id = ObservableStateID()
    #expect(Set([id, id, ObservableStateID()]).count == 2)
    #expect(id._$tag(1) != id._$tag(2))
    #expect(id._$tag(1) == id._$tag(1))
  }
}
