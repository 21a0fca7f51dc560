import CaseStudies
import Foundation

// Drives each case study through a recorded store, as a user would, and leaves a recording per
// feature in the folder given (see `recordCaseStudies(in:)`).
guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: record-case-studies FOLDER\n".utf8))
  exit(64)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
await recordCaseStudies(in: folder)
print("recorded notes, fact, timer, stack and title in \(folder.path)")
