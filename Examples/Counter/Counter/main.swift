import CounterKit

await CounterApp.run(arguments: Array(CommandLine.arguments.dropFirst()))
