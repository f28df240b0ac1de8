import Foundation
import Localization
import NewsKit
import Testing

@Suite("The configuration file")
struct ConfigTests {
  @Test("Settings, comments, both kinds of quotes and numbers are read")
  func parses() throws {
    let file = try ConfigFile.parse(
      """
      # news defaults
      lang = "pl"        # Polish
      theme = 'light'
      color = "never"
      count = 12

      api = "v2"
      provider = "google"
      key = "abc#123"
      """)
    #expect(file.lang == "pl" && file.theme == "light" && file.color == "never")
    #expect(file.count == "12" && file.api == "v2" && file.provider == "google")
    #expect(file.key == "abc#123")
  }

  @Test(
    "A bad line is reported with its number, never echoing the key",
    arguments: [
      (
        "lang = \"pl\"\ncolour = \"never\"",
        ConfigFileError(line: 2, problem: .unknownKey("colour"))
      ),
      ("\n\nlang pl", ConfigFileError(line: 3, problem: .syntax)),
      ("lang = pl", ConfigFileError(line: 1, problem: .unquoted(key: "lang"))),
      ("[edition]\nkeep = x", ConfigFileError(line: 2, problem: .unquoted(key: "edition.keep"))),
      ("[edition]\nlang = \"pl\"", ConfigFileError(line: 2, problem: .unknownKey("edition.lang"))),
      ("count = 500", ConfigFileError(line: 1, problem: .invalidValue(key: "count"))),
      ("theme = \"pink\"", ConfigFileError(line: 1, problem: .invalidValue(key: "theme"))),
      ("key = \"  \"", ConfigFileError(line: 1, problem: .invalidValue(key: "key"))),
      // A key with "=" written with the wrong separator: the name would carry the secret.
      ("key: \"s3cr3t=abc\"", ConfigFileError(line: 1, problem: .unknownKey(nil))),
      ("\"s3cr3t\" = \"x\"", ConfigFileError(line: 1, problem: .unknownKey(nil))),
      ("[news]", ConfigFileError(line: 1, problem: .unknownKey("[news]"))),
      (
        "mark_read = \"sometimes\"",
        ConfigFileError(line: 1, problem: .invalidValue(key: "mark_read"))
      ),
      // Kinds: a number in quotes, a number for text, a list for one value.
      (
        "count = \"10\"",
        ConfigFileError(line: 1, problem: .wrongType(key: "count", written: .text))
      ),
      (
        "[watch]\nnotify = 5",
        ConfigFileError(line: 2, problem: .wrongType(key: "watch.notify", written: .number))
      ),
      (
        "lang = [\"pl\"]",
        ConfigFileError(line: 1, problem: .wrongType(key: "lang", written: .list))
      ),
      (
        "timeout = \"30\"",
        ConfigFileError(line: 1, problem: .wrongType(key: "timeout", written: .text))
      ),
      ("timeout = 0", ConfigFileError(line: 1, problem: .invalidValue(key: "timeout"))),
      // A key set twice: the second line, naming the first.
      (
        "lang = \"pl\"\n# a comment\nlang = \"en\"",
        ConfigFileError(line: 3, problem: .duplicate(key: "lang", firstLine: 1))
      ),
      (
        "[edition]\nkeep = 3\n[edition]\nkeep = 4",
        ConfigFileError(line: 4, problem: .duplicate(key: "edition.keep", firstLine: 2))
      ),
      // A list item that is not a topic is named.
      (
        "edition.topics = [\"news\", \"nauka\"]",
        ConfigFileError(line: 1, problem: .unknownItem(key: "edition.topics", item: "nauka"))
      ),
      (
        "edition.topics = \"news, wrold\"",
        ConfigFileError(line: 1, problem: .unknownItem(key: "edition.topics", item: "wrold"))
      ),
    ])
  func errors(text: String, expected: ConfigFileError) {
    #expect(throws: expected) { try ConfigFile.parse(text) }
  }

  @Test("Each problem says the line, the key and how to write it, in both languages")
  func problemMessages() throws {
    for (text, english, polish) in [
      (
        "count = \"10\"",
        "Line 1 of /c.toml gives count text in quotes.\nGive a whole number from 1 to"
          + " 100, without quotes, e.g. count = 10.",
        "W wierszu 1 pliku /c.toml count ma wartość w cudzysłowie.\nPodaj liczbę całkowitą od"
          + " 1 do 100, bez cudzysłowu, np. count = 10."
      ),
      (
        "[watch]\nnotify = 5",
        "Line 2 of /c.toml gives watch.notify a number.\nGive text in"
          + " quotes, e.g. watch.notify = \"notify-send\".",
        "W wierszu 2 pliku /c.toml watch.notify ma wartość liczbową.\nPodaj tekst w cudzysłowie, np."
          + " watch.notify = \"notify-send\"."
      ),
      (
        "lang = \"en\"\nlang = \"pl\"",
        "Line 2 of /c.toml sets lang again; line 1 set it"
          + " first.\nKeep one of the two lines.",
        "Wiersz 2 pliku /c.toml ponownie ustawia lang; wcześniej zrobił to wiersz 1.\nZostaw jeden"
          + " z tych dwóch wierszy."
      ),
      (
        "edition.topics = [\"news\", \"wrold\"]",
        "Line 1 of /c.toml lists “wrold” in"
          + " edition.topics, which is not a topic. Did you mean “world”?",
        "Wiersz 1 pliku /c.toml podaje w edition.topics „wrold”, a to nie jest temat. Czy chodziło"
          + " o „world”?"
      ),
      (
        "tiemout = 30",
        "Line 1 of /c.toml sets “tiemout”, which news does not know. Did you mean"
          + " “timeout”?",
        "W wierszu 1 pliku /c.toml jest nieznane ustawienie „tiemout”. Czy chodziło o „timeout”?"
      ),
    ] {
      let error = try #require(throws: ConfigFileError.self) { try ConfigFile.parse(text) }
      let wrapped = NewsError.configuration(.configFile(path: "/c.toml", error: error))
      #expect(ErrorView.render(wrapped, strings: .english).contains(english), "\(text)")
      #expect(ErrorView.render(wrapped, strings: .polish).contains(polish), "\(text)")
    }
    // A list's example is a list.
    let topics = try #require(throws: ConfigFileError.self) {
      try ConfigFile.parse("edition.topics = [\"nauka\"]")
    }
    let message = ErrorView.render(
      .configuration(.configFile(path: "/c.toml", error: topics)), strings: .english)
    #expect(message.contains("e.g. edition.topics = [\"news\", \"sport\"]"), "\(message)")
  }

  @Test("timeout in the file is the seconds per request; --timeout beats it")
  func timeoutInFile() throws {
    let file = try ConfigFile.parse("timeout = 2.5")
    #expect(
      try SettingsResolver.resolve(CommandLineOptions(), environment: [:], config: file).timeout
        == 2.5)
    let flag = CommandLineOptions(timeout: "7")
    #expect(try SettingsResolver.resolve(flag, environment: [:], config: file).timeout == 7)
  }

  @Test("mark_read: opened by default, listed when the file says so")
  func markRead() throws {
    let options = CommandLineOptions()
    #expect(try !SettingsResolver.resolve(options, environment: [:]).listsMarkRead)
    for (value, listed) in [("opened", false), ("listed", true)] {
      let file = try ConfigFile.parse("mark_read = \"\(value)\"")
      let settings = try SettingsResolver.resolve(options, environment: [:], config: file)
      #expect(settings.listsMarkRead == listed)
    }
  }

  @Test(
    "No error about a file line ever shows a value, and each points to a fix that exists",
    arguments: [
      "lang = \"s3cr3t-value\"", "key: \"s3cr3t-value=\"", "theme = \"s3cr3t-value\"",
      "count = \"s3cr3t-value\"", "'s3cr3t-value' = 1", "provider = 's3cr3t-value'",
    ])
  func errorsNeverEchoValues(line: String) throws {
    let error = try #require(throws: ConfigFileError.self) { try ConfigFile.parse(line) }
    for strings in [StringTable.english, .polish] {
      let text = ErrorView.render(
        .configuration(.configFile(path: "/c.toml", error: error)), strings: strings)
      #expect(!text.contains("s3cr3t"), "\(text)")
      #expect(!text.contains("--key"), "\(text)")
    }
  }

  @Test(
    "A key with a line break or another control character is refused (78), never echoed",
    arguments: ["abc\r\nX-Injected: 1", "abc\nd", "ab\u{7}c", "ab\u{85}c", "a\tb"])
  func controlCharactersInKey(key: String) throws {
    #expect(throws: NewsError.invalidKey(.environment)) {
      try SettingsResolver.resolve(CommandLineOptions(), environment: ["NEWSCATCHER_API_KEY": key])
    }
    var file = ConfigFile()
    file.key = key
    let error = try #require(throws: NewsError.self) {
      try SettingsResolver.resolve(
        CommandLineOptions(), environment: [:], config: file, configPath: "/home/a/config.toml")
    }
    #expect(error == .invalidKey(.configFile("/home/a/config.toml")))
    #expect(error.exitCode == 78)
    // The secret itself, and every visible piece of it, is absent from the message.
    let pieces = key.split {
      $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
    .filter { $0.count >= 2 }
    for strings in [StringTable.english, .polish] {
      let message = ErrorView.render(error, strings: strings)
      #expect(!message.contains(key))
      for piece in pieces { #expect(!message.contains(piece), "\(piece)") }
    }
    // Surrounding whitespace (a key read with $(cat file)) is trimmed, not refused.
    let trimmed = try SettingsResolver.resolve(
      CommandLineOptions(), environment: ["NEWSCATCHER_API_KEY": " good-key\n"])
    #expect(trimmed.apiKey == "good-key")
  }

  @Test("Flags beat the environment, which beats the file, which beats the defaults")
  func precedence() throws {
    var file = ConfigFile()
    file.lang = "pl"
    file.count = "7"
    file.color = "always"
    file.api = "v1"
    file.provider = "google"
    file.key = "from-file"
    let fromFile = try SettingsResolver.resolve(
      CommandLineOptions(), environment: ["LANG": "en_US"], config: file)
    #expect(fromFile.language == .pl && fromFile.count == 7 && fromFile.color == .always)
    #expect(fromFile.api == .v1 && fromFile.provider == .google && fromFile.providerChosen)
    #expect(fromFile.apiKey == "from-file")
    let environment = [
      "NEWS_LANG": "en", "NO_COLOR": "1", "NEWSCATCHER_API_VERSION": "v3",
      "NEWSCATCHER_API_KEY": "from-env",
    ]
    let fromEnvironment = try SettingsResolver.resolve(
      CommandLineOptions(), environment: environment, config: file)
    #expect(fromEnvironment.language == .en && fromEnvironment.color == .auto)
    #expect(fromEnvironment.api == .v3 && fromEnvironment.apiKey == "from-env")
    let fromFlags = try SettingsResolver.resolve(
      CommandLineOptions(
        lang: "en", count: "3", color: "never", api: "v2", provider: "newscatcher"),
      environment: [:], config: file)
    #expect(fromFlags.language == .en && fromFlags.count == 3 && fromFlags.color == .never)
    #expect(fromFlags.api == .v2 && fromFlags.provider == .newscatcher)
  }

  @Test("Loading: the XDG place, a missing file, a key readable by others, a broken file")
  func loading() throws {
    let files: [String: (text: String, permissions: Int)] = [
      "/cfg/news/config.toml": ("key = \"k\"", 0o644),
      "/home/a/.config/news/config.toml": ("lang = \"pl\"", 0o644),
      "/bad/news/config.toml": ("lang = \"pl\"\nnope", 0o600),
    ]
    func environment(_ variables: [String: String]) -> NewsEnvironment {
      NewsEnvironment(
        send: { _ in HTTPResponse(status: 500) }, variables: variables, readFile: { files[$0] })
    }
    let exposed = try ConfigLoader.load(environment: environment(["XDG_CONFIG_HOME": "/cfg"]))
    #expect(exposed.exists && exposed.keyReadableByOthers && exposed.file.key == "k")
    let home = try ConfigLoader.load(environment: environment(["HOME": "/home/a"]))
    #expect(home.file.lang == "pl" && !home.keyReadableByOthers)
    let missing = try ConfigLoader.load(environment: environment(["HOME": "/nobody"]))
    #expect(!missing.exists && missing.path == "/nobody/.config/news/config.toml")
    #expect(
      throws: NewsError.configuration(
        .configFile(
          path: "/bad/news/config.toml", error: ConfigFileError(line: 2, problem: .syntax)))
    ) {
      try ConfigLoader.load(environment: environment(["XDG_CONFIG_HOME": "/bad"]))
    }
    let message = ErrorView.render(
      .configuration(
        .configFile(
          path: "/bad/news/config.toml", error: ConfigFileError(line: 2, problem: .syntax))),
      strings: .polish)
    #expect(message.hasPrefix("news: Wiersz 2 pliku /bad/news/config.toml nie jest ustawieniem.\n"))
  }

  @Test("news config shows the key only as set or not")
  func view() throws {
    var file = ConfigFile()
    file.key = "secret-in-file"
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: ["HOME": "/h"], config: file)
    let loaded = LoadedConfig(
      file: file, path: "/h/.config/news/config.toml", exists: true, keyReadableByOthers: false)
    let text = ConfigView.render(settings, config: loaded)
    #expect(text.contains("key             set (hidden)\n") && !text.contains("secret-in-file"))
    #expect(text.contains("config          /h/.config/news/config.toml\n"))
    #expect(
      text.hasSuffix(
        "edition.topics  news, world, tech\nedition.keep    30\nedition.max_mb  200\n"
          + "watch.notify    notify-send\n"))
    // Where the reader opens: the feeds (when there are any) unless the file says news.
    #expect(
      text.contains("start           feeds\n")
    )
    var json = settings
    json.json = true
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(ConfigView.render(json, config: loaded).utf8))
        as? [String: Any])
    #expect(object["key_set"] as? Bool == true && object["count"] as? Int == 5)
    // The key itself is never in the JSON, under any name; numbers are numbers.
    let rendered = ConfigView.render(json, config: loaded)
    let key = try #require(settings.apiKey)
    #expect(!rendered.contains(key))
    #expect(object["key"] == nil)
    #expect(object["timeout"] as? Int == Int(settings.timeout))
    let edition = try #require(object["edition"] as? [String: Any])
    #expect(
      edition["topics"] as? [String] == ["news", "world", "tech"] && edition["keep"] as? Int == 30)
  }

  @Test("[edition] tables read like dotted keys; the file's language is found past a bad line")
  func tablesAndLanguage() throws {
    let file = try ConfigFile.parse("lang = \"pl\"\n[edition]\nkeep = 5\ntopics = [\"tech\"]\n")
    #expect(file.lang == "pl" && file.editionKeep == "5" && file.editionTopics == "tech")
    #expect(ConfigFile.language(in: "them = \"x\"\nlang = 'pl'\n") == "pl")
    #expect(ConfigFile.language(in: "[edition]\nlang = \"pl\"\n") == nil)
    #expect(ConfigFile.language(in: "lang = \"de\"\n") == nil)
  }

  @Test(
    "Config errors suggest the setting meant, list every setting, give the allowed values or range, say how to quote"
  )
  func helpfulMessages() {
    func text(_ problem: ConfigFileError.Problem, _ strings: StringTable = .english) -> ErrorText {
      ErrorView.text(
        .configuration(
          .configFile(path: "c.toml", error: ConfigFileError(line: 2, problem: problem))),
        strings: strings)
    }
    let unknown = text(.unknownKey("them"))
    #expect(unknown.what.hasSuffix("Did you mean “theme”?"))
    #expect(
      unknown.fix
        == "The settings are: lang, theme, color, count, api, provider, timeout, key, mark_read, stories, start, browser, bookmark, download-path, player, images; [edition] topics, keep, max_mb; [watch] notify; [keys] <action> = \"<key>\"; [macros] <key> = \"<command> %u\"."
    )
    #expect(text(.unknownKey("them"), .polish).what.hasSuffix("Czy chodziło o „theme”?"))
    #expect(
      text(.invalidValue(key: "count")).fix
        == "Give a whole number from 1 to 100, without quotes, e.g. count = 10.")
    #expect(text(.invalidValue(key: "lang")).fix.contains("pl, en"))
    #expect(
      text(.invalidValue(key: "edition.keep"), .polish).fix.hasPrefix(
        "Podaj liczbę całkowitą od 1 do 10"))
    #expect(text(.unquoted(key: "lang")).fix.hasPrefix("Put text in double quotes: lang = \"…\""))
  }
}
