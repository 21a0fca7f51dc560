import ComposableTerminal
import FuzzingEngine

// The terminal's input parser: the keys of a byte stream must not depend on how reads split it.
// The input's first byte says how many split points follow (0–7), each one byte (an offset into
// the rest, modulo its length); the rest is what the terminal sent. Fed whole and then flushed, and
// fed in the pieces the split points make and then flushed, it must give the same keys.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzInputParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzBytes(data, size)
  guard let first = input.first else { return 0 }
  let splitCount = min(Int(first % 8), input.count - 1)
  let bytes = Array(input.dropFirst(1 + splitCount))
  let splits = input.dropFirst().prefix(splitCount)
    .map { bytes.isEmpty ? 0 : Int($0) % (bytes.count + 1) }
    .sorted()

  var whole = InputParser()
  let wholeKeys = whole.feed(bytes) + whole.flush()

  var pieces = InputParser()
  var pieceKeys: [Key] = []
  var start = 0
  for end in splits + [bytes.count] {
    pieceKeys += pieces.feed(bytes[start..<end])
    start = end
  }
  pieceKeys += pieces.flush()
  require(
    pieceKeys == wholeKeys,
    "split at \(splits) of \(bytes): \(pieceKeys) != whole \(wholeKeys)"
  )
  return 0
}

@_cdecl("fuzz_input_parser_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzInputParser)
}
