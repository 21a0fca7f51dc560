#if !canImport(Darwin) && !os(Windows) && !os(WASI)
  import Foundation
  import Testing

  @testable import ComposableArchitecture

  /// The XDG directories the `URL.…Directory` statics resolve to.
  struct XDGDirectoriesTests {
    func directories(
      _ environment: [String: String] = [:],
      userDirs: String? = nil
    ) -> XDGDirectories {
      XDGDirectories(environment: environment, homeDirectory: "/home/blob") { path in
        path == "/home/blob/.config/user-dirs.dirs" ? userDirs : nil
      }
    }

    @Test func userDirectoriesDefaultToTheHomeDirectory() {
      let directories = self.directories()
      #expect(directories.user("DOCUMENTS", default: "Documents").path == "/home/blob/Documents")
      #expect(directories.user("VIDEOS", default: "Videos").path == "/home/blob/Videos")
    }

    @Test func userDirectoriesAreReadAsTheShellReadsTheUserDirsFile() {
      let directories = self.directories(
        userDirs: """
          # This file is written by xdg-user-dirs-update
          XDG_DESKTOP_DIR="$HOME/Bureau"
          XDG_DOCUMENTS_DIR="$HOME/Dokumente"
          XDG_DOCUMENTS_DIR="$HOME/Documents/Work"
          XDG_MUSIC_DIR="/srv/music"
          XDG_PICTURES_DIR="Pictures"
          XDG_PUBLICSHARE_DIR="$HOME"
          """
      )
      #expect(directories.user("DESKTOP", default: "Desktop").path == "/home/blob/Bureau")
      // The last assignment wins, as when the shell sources the file.
      #expect(
        directories.user("DOCUMENTS", default: "Documents").path == "/home/blob/Documents/Work"
      )
      #expect(directories.user("MUSIC", default: "Music").path == "/srv/music")
      // Neither absolute nor relative to $HOME: not a path the specification allows.
      #expect(directories.user("PICTURES", default: "Pictures").path == "/home/blob/Pictures")
      #expect(directories.user("PUBLICSHARE", default: "Public").path == "/home/blob")
    }

    @Test func theUserDirsFileIsFoundThroughXDGConfigHome() {
      let directories = XDGDirectories(
        environment: ["XDG_CONFIG_HOME": "/etc/blob"],
        homeDirectory: "/home/blob"
      ) { path in
        path == "/etc/blob/user-dirs.dirs" ? #"XDG_DOWNLOAD_DIR="$HOME/dl""# : nil
      }
      #expect(directories.user("DOWNLOAD", default: "Downloads").path == "/home/blob/dl")
    }

    @Test func aVariableStandsInForAMissingUserDirsFile() {
      let directories = self.directories(["XDG_DOCUMENTS_DIR": "/data/docs"])
      #expect(directories.user("DOCUMENTS", default: "Documents").path == "/data/docs")
    }

    @Test func baseDirectoriesTakeAbsoluteVariablesOnly() {
      #expect(
        self.directories().base("XDG_DATA_HOME", default: ".local/share").path
          == "/home/blob/.local/share"
      )
      #expect(
        self.directories(["XDG_DATA_HOME": "/data"]).base("XDG_DATA_HOME", default: ".local/share")
          .path == "/data"
      )
      #expect(
        self.directories(["XDG_CACHE_HOME": "cache"]).base("XDG_CACHE_HOME", default: ".cache")
          .path == "/home/blob/.cache"
      )
    }

    @Test func theStaticsResolveTheProcessDirectories() {
      let current = XDGDirectories.current
      #expect(URL.documentsDirectory == current.user("DOCUMENTS", default: "Documents"))
      #expect(URL.downloadsDirectory == current.user("DOWNLOAD", default: "Downloads"))
      #expect(URL.moviesDirectory == current.user("VIDEOS", default: "Videos"))
      #expect(URL.sharedPublicDirectory == current.user("PUBLICSHARE", default: "Public"))
      #expect(
        URL.applicationSupportDirectory == current.base("XDG_DATA_HOME", default: ".local/share")
      )
      #expect(URL.cachesDirectory == current.base("XDG_CACHE_HOME", default: ".cache"))
      #expect(
        URL.trashDirectory.path == URL.applicationSupportDirectory.appending(component: "Trash").path
      )
      #expect(
        URL.documentsDirectory.appending(component: "sync-ups.json").lastPathComponent
          == "sync-ups.json"
      )
    }

    @Test func nanosecondsPerUnit() {
      #expect(NSEC_PER_SEC == 1_000_000_000)
      #expect(NSEC_PER_MSEC == 1_000_000)
      #expect(NSEC_PER_USEC == 1_000)
      #expect(type(of: NSEC_PER_SEC / 2) == UInt64.self)
    }
  }
#endif
