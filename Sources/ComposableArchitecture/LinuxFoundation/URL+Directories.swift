#if !canImport(Darwin) && !os(Windows) && !os(WASI)
  import Foundation

  // Apple's Foundation has these (macOS 13, iOS 16); Linux's has `homeDirectory`,
  // `temporaryDirectory` and `currentDirectory()` only. Each is disfavored, so that when Linux's
  // Foundation declares one, code that imports both modules uses Foundation's, unambiguously.
  extension URL {
    /// The user's documents directory: `XDG_DOCUMENTS_DIR` (from `~/.config/user-dirs.dirs`),
    /// `~/Documents` by default.
    ///
    /// Apple's Foundation declares it; Linux's does not. Upstream's SyncUps keeps its data there:
    ///
    /// ```swift
    /// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
    ///   static var syncUps: Self {
    ///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
    ///   }
    /// }
    /// ```
    @_disfavoredOverload
    public static var documentsDirectory: URL {
      XDGDirectories.current.user("DOCUMENTS", default: "Documents")
    }

    /// The user's desktop directory: `XDG_DESKTOP_DIR`, `~/Desktop` by default.
    @_disfavoredOverload
    public static var desktopDirectory: URL {
      XDGDirectories.current.user("DESKTOP", default: "Desktop")
    }

    /// The user's downloads directory: `XDG_DOWNLOAD_DIR`, `~/Downloads` by default.
    @_disfavoredOverload
    public static var downloadsDirectory: URL {
      XDGDirectories.current.user("DOWNLOAD", default: "Downloads")
    }

    /// The user's movies directory: `XDG_VIDEOS_DIR`, `~/Videos` by default.
    @_disfavoredOverload
    public static var moviesDirectory: URL {
      XDGDirectories.current.user("VIDEOS", default: "Videos")
    }

    /// The user's music directory: `XDG_MUSIC_DIR`, `~/Music` by default.
    @_disfavoredOverload
    public static var musicDirectory: URL {
      XDGDirectories.current.user("MUSIC", default: "Music")
    }

    /// The user's pictures directory: `XDG_PICTURES_DIR`, `~/Pictures` by default.
    @_disfavoredOverload
    public static var picturesDirectory: URL {
      XDGDirectories.current.user("PICTURES", default: "Pictures")
    }

    /// The user's shared public directory: `XDG_PUBLICSHARE_DIR`, `~/Public` by default.
    @_disfavoredOverload
    public static var sharedPublicDirectory: URL {
      XDGDirectories.current.user("PUBLICSHARE", default: "Public")
    }

    /// Where applications keep their data: `$XDG_DATA_HOME`, `~/.local/share` by default.
    @_disfavoredOverload
    public static var applicationSupportDirectory: URL {
      XDGDirectories.current.base("XDG_DATA_HOME", default: ".local/share")
    }

    /// Where applications keep caches: `$XDG_CACHE_HOME`, `~/.cache` by default.
    @_disfavoredOverload
    public static var cachesDirectory: URL {
      XDGDirectories.current.base("XDG_CACHE_HOME", default: ".cache")
    }

    /// The user's trash, as the FreeDesktop trash specification places it:
    /// `$XDG_DATA_HOME/Trash`, `~/.local/share/Trash` by default.
    @_disfavoredOverload
    public static var trashDirectory: URL {
      XDGDirectories.current.base("XDG_DATA_HOME", default: ".local/share")
        .appendingPathComponent("Trash", isDirectory: true)
    }
  }
#endif
