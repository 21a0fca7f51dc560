// Two processes edit one PostgreSQL database's `.postgresRows` and `.postgres` keys on a seeded
// random schedule, and the check verifies that the database kept every acknowledged change and
// that each process shows what the database holds (RELIABILITY.md, "Two processes, a random
// schedule"). The database is POSTGRES_URL's, which Scripts/with-postgres sets:
//
//     Scripts/with-postgres swift run --package-path SharingPostgres --scratch-path .build \
//       sharing-postgres-two-process-check [--seed N]… [--random-seeds N] [--steps N]
import Foundation
import TwoProcessCheck

await TwoProcessCheck.main(
  storage: "PostgreSQL",
  reproduction:
    "Scripts/with-postgres swift run --package-path SharingPostgres --scratch-path .build "
    + "sharing-postgres-two-process-check",
  location: { _ in
    // Each seed's keys have names of their own, so that seeds share the database.
    guard let url = ProcessInfo.processInfo.environment["POSTGRES_URL"], !url.isEmpty else {
      throw PostgresURLMissing()
    }
    return url
  },
  open: { try PostgresCheckedStorage(url: $0) }
)

struct PostgresURLMissing: Error, CustomStringConvertible {
  var description: String {
    "POSTGRES_URL is not set: run the check through Scripts/with-postgres, which starts a server"
  }
}
