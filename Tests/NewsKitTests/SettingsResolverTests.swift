import Foundation
import Localization
import NewsKit
import Testing

@Suite("Settings from options and environment")
struct SettingsResolverTests {
  @Test("Defaults: five articles, page 1, v3, 10 s, auto colour and theme")
  func defaults() throws {
    let settings = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
    #expect(settings.count == 5 && settings.page == 1 && settings.timeout == 10)
    #expect(settings.api == .v3 && settings.theme == .auto && settings.color == .auto)
    #expect(settings.baseURL == APIVersion.v3.defaultBaseURL)
    #expect(settings.apiKey == nil && settings.language == .en && !settings.json)
  }

  @Test("Options are read")
  func options() throws {
    let options = CommandLineOptions(
      lang: "PL", count: "12", page: "3", theme: "light", color: "never", api: "v1",
      timeout: "2.5", json: true)
    let settings = try SettingsResolver.resolve(options, environment: [:])
    #expect(settings.language == .pl && settings.count == 12 && settings.page == 3)
    #expect(settings.theme == .light && settings.color == .never && settings.api == .v1)
    #expect(settings.timeout == 2.5 && settings.json)
    #expect(settings.baseURL == APIVersion.v1.defaultBaseURL)
  }

  @Test("The environment supplies key, version and URL; the flag beats the version variable")
  func environment() throws {
    let environment = [
      "NEWSCATCHER_API_KEY": " secret ", "NEWSCATCHER_API_VERSION": "v2",
      "NEWSCATCHER_API_URL": "http://127.0.0.1:9999/v2", "NEWS_LANG": "pl",
    ]
    let settings = try SettingsResolver.resolve(CommandLineOptions(), environment: environment)
    #expect(settings.apiKey == "secret" && settings.api == .v2 && settings.language == .pl)
    #expect(settings.baseURL.absoluteString == "http://127.0.0.1:9999/v2")
    let flagged = try SettingsResolver.resolve(
      CommandLineOptions(api: "v3"), environment: environment)
    #expect(flagged.api == .v3)
    let empty = try SettingsResolver.resolve(
      CommandLineOptions(), environment: ["NEWSCATCHER_API_KEY": ""])
    #expect(empty.apiKey == nil)
  }

  @Test(
    "Bad option values are usage errors (64)",
    arguments: [
      (
        CommandLineOptions(lang: "de"),
        UsageProblem.invalidValue(option: "--lang", value: "de", allowed: ["pl", "en"])
      ),
      (CommandLineOptions(count: "0"), .invalidCount("0")),
      (CommandLineOptions(count: "101"), .invalidCount("101")),
      (CommandLineOptions(count: "five"), .invalidCount("five")),
      (CommandLineOptions(page: "0"), .invalidPage("0")),
      (CommandLineOptions(timeout: "-1"), .invalidTimeout("-1")),
      (CommandLineOptions(timeout: "nan"), .invalidTimeout("nan")),
      (
        CommandLineOptions(theme: "pink"),
        .invalidValue(option: "--theme", value: "pink", allowed: ["auto", "light", "dark"])
      ),
      (
        CommandLineOptions(color: "yes"),
        .invalidValue(option: "--color", value: "yes", allowed: ["auto", "always", "never"])
      ),
      (
        CommandLineOptions(api: "v4"),
        .invalidValue(option: "--api", value: "v4", allowed: ["v1", "v2", "v3"])
      ),
    ])
  func usage(options: CommandLineOptions, problem: UsageProblem) {
    #expect(throws: NewsError.usage(problem)) { try SettingsResolver.validate(options) }
    #expect(NewsError.usage(problem).exitCode == 64)
  }

  @Test("A broken environment is a configuration error (78)")
  func configuration() {
    #expect(throws: NewsError.configuration(.invalidAPIVersion("v9"))) {
      try SettingsResolver.resolve(
        CommandLineOptions(), environment: ["NEWSCATCHER_API_VERSION": "v9"])
    }
    #expect(
      throws: NewsError.configuration(.invalidBaseURL("ftp://x", variable: "NEWSCATCHER_API_URL"))
    ) {
      try SettingsResolver.resolve(
        CommandLineOptions(), environment: ["NEWSCATCHER_API_URL": "ftp://x"])
    }
    #expect(
      NewsError.configuration(.invalidBaseURL("x", variable: "NEWS_GOOGLE_RSS_URL")).exitCode == 78)
  }

  @Test("The language flag is found before parsing, in every spelling")
  func argumentScan() {
    #expect(ArgumentScan.languageFlags(in: ["search", "x", "--lang", "pl"]).last == "pl")
    #expect(ArgumentScan.languageFlags(in: ["--lang=pl", "topics"]).last == "pl")
    #expect(ArgumentScan.languageFlags(in: ["-l", "en", "search"]).last == "en")
    #expect(ArgumentScan.languageFlags(in: ["-lpl", "topics"]).last == "pl")
    #expect(ArgumentScan.languageFlags(in: ["search", "--", "--lang", "pl"]).isEmpty)
    #expect(ArgumentScan.languageFlags(in: ["search", "x"]).isEmpty)
    #expect(ArgumentScan.languageFlags(in: ["-l", "pl", "--lang", "de"]) == ["pl", "de"])
    #expect(ArgumentScan.subcommand(in: ["-l", "pl", "topic", "x"], among: ["topic"]) == "topic")
  }

  @Test("HOME missing or empty: the account's home fills it; one that is set stays")
  func accountHome() {
    let account = { "/home/ania" }
    #expect(AccountHome.filling([:], account: account)["HOME"] == "/home/ania")
    #expect(AccountHome.filling(["HOME": ""], account: account)["HOME"] == "/home/ania")
    #expect(AccountHome.filling(["HOME": "/srv/me"], account: account)["HOME"] == "/srv/me")
    #expect(AccountHome.filling([:], account: { nil })["HOME"] == nil)
    #expect(AccountHome.filling([:], account: { "relative" })["HOME"] == nil)
    #expect(AccountHome.fromPasswordDatabase()?.hasPrefix("/") == true)
  }

  @Test("No home and no XDG_DATA_HOME is HOME not set (78); --no-store is said only when given")
  func noHomeIsNotNoStore() throws {
    let settings = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
    #expect(settings.storeURL == nil && !settings.noStore)
    let environment = NewsEnvironment(send: { _ in throw TransportError.connectionFailed })
    #expect(throws: NewsError.homeNotSet) {
      try NewsSchema.required(settings: settings, environment: environment)
    }
    #expect(NewsError.homeNotSet.exitCode == 78)
    let off = try SettingsResolver.resolve(
      CommandLineOptions(noStore: true), environment: ["HOME": "/home/ania"])
    #expect(throws: NewsError.usage(.storeDisabled)) {
      try NewsSchema.required(settings: off, environment: environment)
    }
    #expect(NewsError.storeUnavailable("/x").exitCode == 74)
  }

  @Test(
    "--no-store and --no-filter count anywhere before --, not as another option's value",
    arguments: [
      (["--no-store", "show", "1"], true, false),
      (["search", "x", "--no-filter"], false, true),
      (["feed", "add", "--user", "--no-store"], false, false),
      (["search", "x", "--", "--no-store", "--no-filter"], false, false),
      (["search", "x"], false, false),
    ])
  func storeFlagsFromTheLine(line: [String], noStore: Bool, noFilter: Bool) {
    let options = CommandLineOptions(lang: "pl").withStoreFlags(in: line)
    #expect(options.noStore == noStore, "\(line)")
    #expect(options.noFilter == noFilter, "\(line)")
    #expect(options.lang == "pl")
    #expect(CommandLineOptions(noStore: true).withStoreFlags(in: line).noStore)
  }
}
