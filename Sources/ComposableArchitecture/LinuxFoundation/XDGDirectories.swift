#if !canImport(Darwin) && !os(Windows) && !os(WASI)
  import Foundation

  /// Where the XDG specifications put a user's directories, read from an environment and the
  /// user-dirs file as `xdg-user-dir` reads them.
  ///
  /// Linux's Foundation resolves `FileManager.urls(for:in:)` through the same files, but takes the
  /// user-dirs file's values literally: `"$HOME/Documents"`, as every desktop writes it, becomes a
  /// relative path with quotes in it. This reads it as the shell does.
  struct XDGDirectories {
    var environment: [String: String]
    var homeDirectory: String
    var readFile: (String) -> String?

    /// The directories of the running process's user.
    static var current: Self {
      Self(
        environment: ProcessInfo.processInfo.environment,
        homeDirectory: URL.homeDirectory.path,
        readFile: { try? String(contentsOfFile: $0, encoding: .utf8) }
      )
    }

    /// A base directory (`XDG_DATA_HOME`, `XDG_CACHE_HOME`, …): the variable's value when it is
    /// an absolute path, otherwise its default under the home directory.
    func base(_ variable: String, default relativePath: String) -> URL {
      if let path = self.environment[variable], path.hasPrefix("/") {
        return URL(fileURLWithPath: path, isDirectory: true)
      }
      return self.home(relativePath)
    }

    /// A user directory (`DOCUMENTS`, `DOWNLOAD`, …): its line in `user-dirs.dirs`, else its
    /// `XDG_<NAME>_DIR` variable, else its default under the home directory.
    func user(_ name: String, default relativePath: String) -> URL {
      let variable = "XDG_\(name)_DIR"
      let configuration = self.base("XDG_CONFIG_HOME", default: ".config")
        .appendingPathComponent("user-dirs.dirs").path
      if let path = self.readFile(configuration).flatMap({ self.value(of: variable, in: $0) }) {
        return URL(fileURLWithPath: path, isDirectory: true)
      }
      if let path = self.environment[variable].flatMap(self.expanded) {
        return URL(fileURLWithPath: path, isDirectory: true)
      }
      return self.home(relativePath)
    }

    private func home(_ relativePath: String) -> URL {
      URL(fileURLWithPath: self.homeDirectory, isDirectory: true)
        .appendingPathComponent(relativePath, isDirectory: true)
    }

    /// The last assignment to `variable` in a user-dirs file (a shell fragment of lines such as
    /// `XDG_DOCUMENTS_DIR="$HOME/Documents"`).
    private func value(of variable: String, in file: String) -> String? {
      var value: String?
      for line in file.split(whereSeparator: \.isNewline) {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("\(variable)=") else { continue }
        var assigned = line.dropFirst(variable.count + 1)
        if assigned.count >= 2, assigned.hasPrefix("\""), assigned.hasSuffix("\"") {
          assigned = assigned.dropFirst().dropLast()
        }
        if let path = self.expanded(String(assigned)) {
          value = path
        }
      }
      return value
    }

    /// A path as the specification allows it: absolute, or relative to `$HOME`.
    private func expanded(_ path: String) -> String? {
      if path == "$HOME" || path.hasPrefix("$HOME/") {
        return self.homeDirectory + path.dropFirst("$HOME".count)
      }
      return path.hasPrefix("/") ? path : nil
    }
  }
#endif
