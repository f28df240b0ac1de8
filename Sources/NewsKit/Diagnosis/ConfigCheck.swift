import Foundation
import Localization

/// The configuration part of `news doctor`: every bad line of the file (not only the first, as
/// a run reports), the settings the environment adds, and the warnings a run would give.
struct ConfigCheck {
  let environment: NewsEnvironment
  let values: CommandLineOptions

  /// The lines to report, and the settings when nothing is broken (else the provider is not
  /// asked).
  func run() -> (lines: [DoctorLine], settings: Settings?) {
    let variables = environment.variables
    let path = ConfigLoader.path(environment: variables)
    let contents = path.flatMap(environment.readFile)
    let reading =
      contents.map { ConfigFile.parseAll($0.text) } ?? (file: ConfigFile(), problems: [])
    var lines = reading.problems.map {
      DoctorLine(.config, .failed(.configuration(.configFile(path: path ?? "", error: $0))))
    }
    if contents == nil, let path, RegularFile.kind(path) == .special {
      lines.append(DoctorLine(.config, .failed(.notARegularFile(path))))
    }
    var settings: Settings?
    do {
      settings = try SettingsResolver.resolve(
        values, environment: variables, config: reading.file, configPath: path)
    } catch {
      lines.append(DoctorLine(.config, .failed(error)))
    }
    if lines.isEmpty {
      let shown = path ?? "$XDG_CONFIG_HOME/news/config.toml"
      lines.append(DoctorLine(.config, contents == nil ? .configNone(shown) : .configValid(shown)))
    }
    if let path, let contents, reading.file.key != nil, contents.permissions & 0o044 != 0 {
      lines.append(DoctorLine(.config, .notice(.keyReadableByOthers(path))))
    }
    if values.lang == nil, let value = variables["NEWS_LANG"],
      !value.trimmingCharacters(in: .whitespaces).isEmpty, Language(code: value) == nil
    {
      let used = settings?.language ?? LanguageResolver.resolve(flag: nil, environment: variables)
      lines.append(DoctorLine(.config, .notice(.unknownLanguage(value, used: used))))
    }
    return (lines, reading.problems.isEmpty ? settings : nil)
  }
}
