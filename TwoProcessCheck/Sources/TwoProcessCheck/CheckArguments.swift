/// The check's command line.
struct CheckArguments {
  var seeds: [UInt64] = []
  var steps = 40

  /// `[--seed N]… [--random-seeds N] [--steps N]`: no seed asked for means one random seed.
  static func check(_ arguments: [String]) throws -> CheckArguments {
    var check = CheckArguments()
    var randomSeeds = 0
    var rest = arguments[...]
    while let option = rest.popFirst() {
      guard let argument = rest.popFirst() else { throw CheckError("\(option) needs a value") }
      switch option {
      case "--seed": check.seeds.append(try number(argument, for: option))
      case "--random-seeds": randomSeeds = Int(try number(argument, for: option))
      case "--steps": check.steps = Int(try number(argument, for: option))
      default: throw CheckError("unknown option \(option) (--seed N, --random-seeds N, --steps N)")
      }
    }
    if check.seeds.isEmpty && randomSeeds == 0 { randomSeeds = 1 }
    check.seeds += (0..<randomSeeds).map { _ in UInt64.random(in: 1...999_999) }
    return check
  }

  /// `--location L --collection C --value V --seed N --process A|B --steps N`, which the check
  /// passes to the workers it starts.
  static func worker(_ arguments: [String]) throws -> WorkerOptions {
    var values: [String: String] = [:]
    var rest = arguments[...]
    while let option = rest.popFirst(), let value = rest.popFirst() { values[option] = value }
    guard let location = values["--location"], let collection = values["--collection"],
      let valueName = values["--value"], let seed = values["--seed"].flatMap(UInt64.init),
      let process = values["--process"], let steps = values["--steps"].flatMap(Int.init)
    else { throw CheckError("a worker needs --location, --collection, --value, --seed, --process, --steps") }
    return WorkerOptions(
      location: location, collection: collection, valueName: valueName, seed: seed,
      process: process, steps: steps
    )
  }

  /// The worker's command line for `options`.
  static func arguments(_ options: WorkerOptions) -> [String] {
    [
      "worker", "--location", options.location, "--collection", options.collection,
      "--value", options.valueName, "--seed", String(options.seed), "--process", options.process,
      "--steps", String(options.steps),
    ]
  }

  private static func number(_ text: String, for option: String) throws -> UInt64 {
    guard let number = UInt64(text) else { throw CheckError("\(option) needs a number, not \(text)") }
    return number
  }
}
