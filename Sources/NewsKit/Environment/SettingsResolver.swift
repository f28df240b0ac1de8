import Foundation
import Localization

/// Checks option values and combines them with the environment into `Settings`.
public enum SettingsResolver {
  /// Checks the values typed on the command line alone; throws `NewsError.usage`.
  public static func validate(_ options: CommandLineOptions) throws(NewsError) {
    if let lang = options.lang, Language(rawValue: lang.lowercased()) == nil {
      throw invalid("--lang", lang, Language.allCases.map(\.rawValue))
    }
    if let theme = options.theme, ThemeChoice(rawValue: theme.lowercased()) == nil {
      throw invalid("--theme", theme, ThemeChoice.allCases.map(\.rawValue))
    }
    if let color = options.color, ColorChoice(rawValue: color.lowercased()) == nil {
      throw invalid("--color", color, ColorChoice.allCases.map(\.rawValue))
    }
    if let api = options.api, APIVersion(name: api) == nil {
      throw invalid("--api", api, APIVersion.allCases.map(\.rawValue))
    }
    if let count = options.count, parseCount(count) == nil {
      throw NewsError.usage(.invalidCount(count))
    }
    if let page = options.page, parsePage(page) == nil {
      throw NewsError.usage(.invalidPage(page))
    }
    if let provider = options.provider, ProviderKind(rawValue: provider.lowercased()) == nil {
      throw invalid("--provider", provider, ProviderKind.allCases.map(\.rawValue))
    }
    if let timeout = options.timeout, parseTimeout(timeout) == nil {
      throw NewsError.usage(.invalidTimeout(timeout))
    }
  }

  /// The settings for a run: flags beat the environment, which beats the configuration file,
  /// which beats the defaults. Throws `NewsError.usage` or `.configuration`.
  public static func resolve(
    _ options: CommandLineOptions, environment: [String: String], config: ConfigFile = ConfigFile(),
    configPath: String? = nil
  ) throws(NewsError) -> Settings {
    try validate(options)
    var options = options
    if options.lang == nil, environment["NEWS_LANG"].flatMap(Language.init(code:)) == nil {
      options.lang = config.lang
    }
    options.theme = options.theme ?? config.theme
    options.count = options.count ?? config.count
    options.timeout = options.timeout ?? config.timeout
    options.provider = options.provider ?? config.provider
    let colorFromEnvironment = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    if !colorFromEnvironment { options.color = options.color ?? config.color }
    if nonEmpty(environment["NEWSCATCHER_API_VERSION"]) == nil {
      options.api = options.api ?? config.api
    }
    var environment = environment
    var keySource = KeySource.environment
    if nonEmpty(environment["NEWSCATCHER_API_KEY"]) == nil, let key = config.key {
      environment["NEWSCATCHER_API_KEY"] = key
      keySource = .configFile(configPath ?? "config.toml")
    }
    let api = try apiVersion(options.api, environment: environment)
    let apiKey = nonEmpty(environment["NEWSCATCHER_API_KEY"])
    // A key goes into a request header: a line break in it would add headers of its own.
    if let apiKey, !isHeaderSafe(apiKey) {
      throw NewsError.invalidKey(keySource)
    }
    var settings = Settings(
      language: LanguageResolver.resolve(flag: options.lang, environment: environment),
      count: options.count.flatMap(parseCount) ?? Settings.defaultCount,
      page: options.page.flatMap(parsePage) ?? 1,
      theme: options.theme.flatMap { ThemeChoice(rawValue: $0.lowercased()) } ?? .auto,
      color: options.color.flatMap { ColorChoice(rawValue: $0.lowercased()) } ?? .auto,
      json: options.json,
      verbose: options.verbose,
      storeURL: options.noStore ? nil : StoreLocation.databaseURL(environment: environment),
      keepDays: environment["NEWS_KEEP_DAYS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        ?? Settings.defaultKeepDays,
      api: api,
      timeout: options.timeout.flatMap(parseTimeout) ?? Settings.defaultTimeout,
      baseURL: try baseURL(environment: environment, api: api),
      apiKey: apiKey,
      provider: options.provider.flatMap { ProviderKind(rawValue: $0.lowercased()) }
        ?? (apiKey == nil ? .google : .newscatcher),
      providerChosen: options.provider != nil,
      googleBaseURL: try httpURL(
        environment["NEWS_GOOGLE_RSS_URL"], name: "NEWS_GOOGLE_RSS_URL",
        default: ProviderKind.googleNewsBaseURL)
    )
    settings.edition = EditionSettings(config)
    settings.noStore = options.noStore
    settings.filtersApply = !options.noFilter
    settings.listsMarkRead = config.markRead == "listed"
    settings.readerStart = config.start.flatMap(ReaderStart.init(rawValue:))
    settings.storiesFold = !options.noStories && config.stories != "false"
    if let command = environment["NEWS_NOTIFY_COMMAND"] ?? config.watchNotify,
      !command.trimmingWhitespace().isEmpty
    {
      settings.notifyCommand = command
    }
    settings.browser = config.browser
    settings.bookmarkCommand = config.bookmark
    settings.player = config.player
    settings.images = config.images.flatMap(PictureSetting.init(rawValue:)) ?? .ask
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    settings.downloadPath =
      config.downloadPath.map { ShellWords.expandingHome([$0], home: home)[0] }
      ?? home.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/Downloads" }
    settings.keyBindings = KeyBindings(keys: config.keyBindings, macros: config.macros)
    return settings
  }

  static func apiVersion(_ flag: String?, environment: [String: String]) throws(NewsError)
    -> APIVersion
  {
    if let flag, let version = APIVersion(name: flag) { return version }
    guard let value = nonEmpty(environment["NEWSCATCHER_API_VERSION"]) else { return .v3 }
    guard let version = APIVersion(name: value) else {
      throw NewsError.configuration(.invalidAPIVersion(value))
    }
    return version
  }

  static func baseURL(environment: [String: String], api: APIVersion) throws(NewsError) -> URL {
    try httpURL(
      environment["NEWSCATCHER_API_URL"], name: "NEWSCATCHER_API_URL", default: api.defaultBaseURL)
  }

  /// An http(s) address from a variable, or the default when it is unset or empty.
  static func httpURL(_ value: String?, name: String, default fallback: URL) throws(NewsError)
    -> URL
  {
    guard let value = nonEmpty(value) else { return fallback }
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false,
      url.port.map({ (1...65_535).contains($0) }) ?? true,
      URLComponents(string: value)?.port.map({ (1...65_535).contains($0) }) ?? true
    else {
      throw NewsError.configuration(.invalidBaseURL(value, variable: name))
    }
    return url
  }

  /// Whether a value can go into an HTTP header as it is: no control characters (C0, DEL, C1)
  /// and no Unicode line separators.
  static func isHeaderSafe(_ value: String) -> Bool {
    !value.unicodeScalars.contains {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028
        || $0.value == 0x2029
    }
  }

  static func parseCount(_ text: String) -> Int? {
    Int(text.trimmingWhitespace()).flatMap { (1...100).contains($0) ? $0 : nil }
  }

  static func parsePage(_ text: String) -> Int? {
    Int(text.trimmingWhitespace()).flatMap { (1...10_000).contains($0) ? $0 : nil }
  }

  static func parseTimeout(_ text: String) -> Double? {
    Double(text.trimmingWhitespace()).flatMap {
      $0.isFinite && $0 > 0 && $0 <= 3600 ? $0 : nil
    }
  }

  static func nonEmpty(_ value: String?) -> String? {
    guard let trimmed = value?.trimmingWhitespace(), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }

  static func invalid(_ option: String, _ value: String, _ allowed: [String]) -> NewsError {
    .usage(.invalidValue(option: option, value: value, allowed: allowed))
  }
}
