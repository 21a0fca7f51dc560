import SyncUpsKit

await SyncUpsApp.run(arguments: Array(CommandLine.arguments.dropFirst()))
