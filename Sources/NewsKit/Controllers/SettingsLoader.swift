import Foundation
import Localization

/// The settings for a run from the options typed and the configuration file read, with what
/// must be said at once about them.
public enum SettingsLoader {
  /// The settings for a command's run: its options as typed over the environment over the
  /// configuration file, with `--no-store` and `--no-filter` from anywhere in `arguments`.
  public static func load(
    typed: CommandLineOptions, arguments: [String], environment: NewsEnvironment
  ) throws -> Settings {
    let config = try ConfigLoader.load(environment: environment)
    return try load(
      typed.withStoreFlags(in: arguments), config: config, environment: environment)
  }

  /// The options over the environment over the configuration file. Said at once on stderr,
  /// wrapped like every notice: a configuration file with the key that others can read, and a
  /// `NEWS_LANG` news does not speak (passed over unless `--lang` overrides it).
  public static func load(
    _ values: CommandLineOptions, config: LoadedConfig, environment: NewsEnvironment
  ) throws -> Settings {
    let settings = try SettingsResolver.resolve(
      values, environment: environment.variables, config: config.file, configPath: config.path)
    var notices: [StoreNotice] = []
    if config.keyReadableByOthers, let path = config.path {
      notices.append(.keyReadableByOthers(path))
    }
    if values.lang == nil, let value = environment.variables["NEWS_LANG"],
      !value.trimmingCharacters(in: .whitespaces).isEmpty, Language(code: value) == nil
    {
      notices.append(.unknownLanguage(value, used: settings.language))
    }
    if !notices.isEmpty {
      StandardStream.write(
        ListPresenter.render(notices, settings: settings, environment: environment), to: 2)
    }
    return settings
  }
}
