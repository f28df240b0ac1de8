import Foundation
import TestSupport
import Testing

/// The built binary with a configuration file.
@Suite("news, end to end, with a configuration file")
struct ConfigEndToEndTests {
  final class Folder: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-config-\(UUID().uuidString)")

    func write(_ text: String, permissions: Int = 0o600) throws {
      let file = directory.appendingPathComponent("news/config.toml")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: file.path)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// A value that is not the default, for each setting `news config` shows.
  static let samples: [String: (line: String, shown: String)] = [
    "lang": ("lang = \"pl\"", "pl"), "theme": ("theme = \"dark\"", "dark"),
    "color": ("color = \"never\"", "never"), "count": ("count = 12", "12"),
    "api": ("api = \"v2\"", "v2"), "provider": ("provider = \"newscatcher\"", "newscatcher"),
    "mark_read": ("mark_read = \"listed\"", "listed"), "timeout": ("timeout = 30", "30"),
    "key": ("key = \"k-1\"", "set"), "stories": ("stories = false", "false"),
    "edition.topics": ("edition.topics = [\"sport\", \"world\"]", "sport, world"),
    "edition.keep": ("[edition]\nkeep = 7", "7"), "edition.max_mb": ("edition.max_mb = 64", "64"),
    "start": ("start = \"news\"", "news"),
    "browser": ("browser = \"w3m %u\"", "w3m %u"),
    "bookmark": ("bookmark = \"~/bin/mark\"", "~/bin/mark"),
    "download-path": ("download-path = \"/srv/podcasts\"", "/srv/podcasts"),
    "player": ("player = \"mpv --no-video\"", "mpv --no-video"),
    "images": ("images = \"on\"", "on"),
    "watch.notify": ("[watch]\nnotify = \"~/bin/notify\"", "~/bin/notify"),
  ]

  @Test("Every setting news config shows can be set in the file, and shows what the file set")
  func everyShownKeySettable() async throws {
    let folder = Folder()
    // Nothing else sets them: no NO_COLOR, no --lang.
    let variables = ["XDG_CONFIG_HOME": folder.directory.path]
    let shown = try await NewsBinary.run(["config"], environment: variables)
    // The rows that are settings, not places (the file, the store).
    let keys = shown.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
      .map(String.init).filter { !["config", "store"].contains($0) }
    #expect(keys.count >= 12, "\(shown.stdout)")
    for key in keys {
      let sample = try #require(Self.samples[key], "no sample for \(key): can the file set it?")
      try folder.write(sample.line + "\n")
      let result = try await NewsBinary.run(["config"], environment: variables)
      #expect(result.exitCode == 0, "\(key): \(result.stderr)")
      let row = result.stdout.split(separator: "\n").first { $0.hasPrefix(key + " ") } ?? ""
      #expect(row.hasSuffix(" " + sample.shown) || row.contains(" " + sample.shown + " "), "\(row)")
    }
  }

  @Test("The file's defaults apply, its key is used, flags still win")
  func defaults() async throws {
    let folder = Folder()
    try folder.write("lang = \"pl\"\ncount = 1\nkey = \"file-key-9\"\nprovider = \"newscatcher\"\n")
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    let variables = [
      "XDG_CONFIG_HOME": folder.directory.path, "NEWSCATCHER_API_URL": server.baseURL,
    ]
    let result = try await NewsBinary.run(["search", "x"], environment: variables)
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("Wyszukiwanie: „x”\nZnaleziono 87 artykułów, pokazano 1\n"))
    #expect(server.requests.first?.headers["x-api-token"] == "file-key-9")
    // count = 1 shows in the lines above; the request asks for the first hundred.
    #expect(server.requests.first?.queryValue("page_size") == "100")
    let flagged = try await NewsBinary.run(
      ["search", "x", "-l", "en", "-n", "2"], environment: variables)
    #expect(flagged.stdout.hasPrefix("Search: “x”\nFound 87 articles, showing 2\n"))
    let config = try await NewsBinary.run(["config"], environment: variables)
    #expect(config.exitCode == 0 && !config.stdout.contains("file-key-9"))
    #expect(config.stdout.contains("key             ustawiony (ukryty)\n"))
  }

  @Test("A key in a file others can read gets a warning; a broken file is exit 78 naming the line")
  func warningsAndErrors() async throws {
    let folder = Folder()
    try folder.write("key = \"file-key-9\"\n", permissions: 0o644)
    let variables = ["XDG_CONFIG_HOME": folder.directory.path]
    let exposed = try await NewsBinary.run(["topics"], environment: variables)
    #expect(exposed.exitCode == 0)
    #expect(
      exposed.stderr.contains("holds your API key and other users can read it; run chmod 600"))
    #expect(!exposed.stderr.contains("file-key-9"))
    try folder.write("lang = \"pl\"\n\ncolour = \"never\"\n")
    let broken = try await NewsBinary.run(["topics"], environment: variables)
    #expect(broken.exitCode == 78)
    // The file says lang = "pl": its own mistakes are said in Polish, with the setting meant.
    #expect(
      broken.stderr.hasPrefix(
        "news: W wierszu 3 pliku \(folder.directory.path)/news/config.toml jest nieznane ustawienie „colour”. Czy chodziło o „color”?\n"
      ), "\(broken.stderr)")
  }
}

@Suite("news, end to end, shell completions")
struct CompletionTests {
  @Test("Completion scripts are generated for bash, zsh and fish, and complete topics and values")
  func scripts() async throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try await NewsBinary.run(["--generate-completion-script", shell])
      #expect(result.exitCode == 0 && result.stderr.isEmpty)
      #expect(result.stdout.contains("entertainment"), "\(shell)")
      #expect(result.stdout.contains("newscatcher"), "\(shell)")
    }
  }
}
