import SharedRows
import Testing

@Suite struct SaveWindowTests {
  @Test func aSaveAloneEndsLastAndReadsNothingAgain() {
    var saves = SaveWindow()
    saves.beginSave()
    #expect(saves.isOpen)
    let end = saves.endSave()
    #expect(end == SaveEnd(isLast: true, readAgain: false))
    #expect(!saves.isOpen)
  }

  @Test func aChangeReadWithNoSaveUnderWayDoesNotWait() {
    var saves = SaveWindow()
    let waits = saves.noteChange()
    #expect(!waits)
    saves.beginSave()
    let end = saves.endSave()
    #expect(end == SaveEnd(isLast: true, readAgain: false))
  }

  @Test func aChangeReadDuringSavesIsReadAgainByTheLastOneOnly() {
    var saves = SaveWindow()
    saves.beginSave()
    saves.beginSave()
    let waits = saves.noteChange()
    #expect(waits)
    let first = saves.endSave()
    let last = saves.endSave()
    #expect(first == SaveEnd(isLast: false, readAgain: false))
    #expect(last == SaveEnd(isLast: true, readAgain: true))
  }

  @Test func aChangeReadAfterTheFirstSaveEndedStillReachesTheLast() {
    var saves = SaveWindow()
    saves.beginSave()
    saves.beginSave()
    let first = saves.endSave()
    let waits = saves.noteChange()
    let last = saves.endSave()
    #expect(first == SaveEnd(isLast: false, readAgain: false))
    #expect(waits)
    #expect(last == SaveEnd(isLast: true, readAgain: true))
  }

  @Test func theNextWindowStartsWithoutTheLastOnesChange() {
    var saves = SaveWindow()
    saves.beginSave()
    saves.noteChange()
    let first = saves.endSave()
    saves.beginSave()
    let next = saves.endSave()
    #expect(first.readAgain)
    #expect(next == SaveEnd(isLast: true, readAgain: false))
  }
}
