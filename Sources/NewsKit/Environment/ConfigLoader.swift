import Foundation

/// The configuration file as found: its settings, where it is, and whether it exposes the key.
public struct LoadedConfig: Sendable, Equatable {
  /// The settings; empty when there is no file.
  public var file: ConfigFile
  /// The file's path, whether or not it exists; nil when no home folder is known.
  public var path: String?
  /// Whether the file exists.
  public var exists: Bool
  /// Whether the file holds a key and other users may read it.
  public var keyReadableByOthers: Bool

  /// A loaded configuration from its parts.
  public init(file: ConfigFile, path: String?, exists: Bool, keyReadableByOthers: Bool) {
    self.file = file
    self.path = path
    self.exists = exists
    self.keyReadableByOthers = keyReadableByOthers
  }
}

/// Finds and reads `$XDG_CONFIG_HOME/news/config.toml` (by default `~/.config/news/config.toml`).
public enum ConfigLoader {
  /// The file's place for an environment.
  public static func path(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/news/config.toml"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/news/config.toml"
  }

  /// The configuration; throws `NewsError.configuration(.configFile)` naming the bad line.
  public static func load(environment: NewsEnvironment) throws -> LoadedConfig {
    guard let path = path(environment: environment.variables),
      let contents = environment.readFile(path)
    else {
      // A pipe or a device in its place is not read (it could block for ever), and is said.
      if let path = path(environment: environment.variables), RegularFile.kind(path) == .special {
        throw NewsError.notARegularFile(path)
      }
      return LoadedConfig(
        file: ConfigFile(), path: path(environment: environment.variables), exists: false,
        keyReadableByOthers: false)
    }
    do {
      let file = try ConfigFile.parse(contents.text)
      return LoadedConfig(
        file: file, path: path, exists: true,
        keyReadableByOthers: file.key != nil && contents.permissions & 0o044 != 0)
    } catch {
      throw NewsError.configuration(.configFile(path: path, error: error))
    }
  }
}
