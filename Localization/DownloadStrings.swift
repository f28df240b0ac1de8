/// The texts of `news download` and of the reader's enclosure keys (`e`, `P`).
public struct DownloadStrings: Sendable {
  /// `news download --help`.
  public let abstract: String
  /// `--enclosure`'s help.
  public let enclosureHelp: String
  /// `--play`'s help.
  public let playHelp: String
  /// The progress line: the file's name, bytes so far, the whole size when known.
  public let progress: @Sendable (String, Int, Int?) -> String
  /// Done: the size and the path.
  public let downloaded: @Sendable (Int, String) -> String
  /// Done, going on from what an earlier run left: the size, the path, the bytes it had.
  public let resumed: @Sendable (Int, String, Int) -> String
  /// The file was there already: the path.
  public let alreadyThere: @Sendable (String) -> String
  /// After a failure: the bytes kept and the article's number, to go on.
  public let kept: @Sendable (Int, Int) -> String
  /// Ctrl-C: the article's number, to go on.
  public let stopped: @Sendable (Int) -> String
  /// The reader: the article has no enclosure.
  public let noEnclosure: String
  /// The reader: `P` before the file is downloaded.
  public let notDownloaded: String
  /// The reader: done, the file's name; whether a player is set (`P` plays it).
  public let downloadedInReader: @Sendable (String, Bool) -> String
  /// The reader: `P` with no player configured.
  public let noPlayer: String
  /// The reader: the player ended well.
  public let played: String

  public init(
    abstract: String, enclosureHelp: String, playHelp: String,
    progress: @escaping @Sendable (String, Int, Int?) -> String,
    downloaded: @escaping @Sendable (Int, String) -> String,
    resumed: @escaping @Sendable (Int, String, Int) -> String,
    alreadyThere: @escaping @Sendable (String) -> String,
    kept: @escaping @Sendable (Int, Int) -> String, stopped: @escaping @Sendable (Int) -> String,
    noEnclosure: String, notDownloaded: String,
    downloadedInReader: @escaping @Sendable (String, Bool) -> String, noPlayer: String,
    played: String
  ) {
    self.abstract = abstract
    self.enclosureHelp = enclosureHelp
    self.playHelp = playHelp
    self.progress = progress
    self.downloaded = downloaded
    self.resumed = resumed
    self.alreadyThere = alreadyThere
    self.kept = kept
    self.stopped = stopped
    self.noEnclosure = noEnclosure
    self.notDownloaded = notDownloaded
    self.downloadedInReader = downloadedInReader
    self.noPlayer = noPlayer
    self.played = played
  }
}

extension StringTable {
  static let englishDownloads = DownloadStrings(
    abstract: "Download the enclosure of article N (a podcast's episode) into download-path.",
    enclosureHelp: "Which enclosure, when the article has several (1 is the first).",
    playHelp: "Play it with the player of config.toml once it is downloaded.",
    progress: { name, bytes, total in
      "Downloading \(name): " + amount(bytes, of: total, word: "of", in: .en)
    },
    downloaded: { bytes, path in "Downloaded \(StringTable.sizeText(bytes, in: .en)) to \(path)" },
    resumed: { bytes, path, before in
      "Downloaded \(StringTable.sizeText(bytes, in: .en)) to \(path) (going on from "
        + "\(StringTable.sizeText(before, in: .en)) downloaded before)"
    },
    alreadyThere: { "Already downloaded: \($0)" },
    kept: { bytes, number in
      "\(StringTable.sizeText(bytes, in: .en)) of it is kept; news download \(number) goes on"
        + " from there."
    },
    stopped: { "Stopped; news download \($0) goes on from where it stopped." },
    noEnclosure: "This article has no enclosure to download.",
    notDownloaded: "Not downloaded yet: e downloads it.",
    downloadedInReader: { name, player in "Downloaded \(name)" + (player ? "; P plays it." : ".") },
    noPlayer: "No player: set player = \"mpv\" in config.toml.",
    played: "The player has ended."
  )

  static let polishDownloads = DownloadStrings(
    abstract: "Pobierz załącznik artykułu N (odcinek podcastu) do folderu download-path.",
    enclosureHelp: "Który załącznik, gdy artykuł ma kilka (1 to pierwszy).",
    playHelp: "Po pobraniu odtwórz go odtwarzaczem z config.toml.",
    progress: { name, bytes, total in
      "Pobieranie \(name): " + amount(bytes, of: total, word: "z", in: .pl)
    },
    downloaded: { bytes, path in "Pobrano \(StringTable.sizeText(bytes, in: .pl)) do \(path)" },
    resumed: { bytes, path, before in
      "Pobrano \(StringTable.sizeText(bytes, in: .pl)) do \(path) (wznowiono od "
        + "\(StringTable.sizeText(before, in: .pl)) pobranych wcześniej)"
    },
    alreadyThere: { "Już pobrano: \($0)" },
    kept: { bytes, number in
      "Pobrane \(StringTable.sizeText(bytes, in: .pl)) zostaje; news download \(number)"
        + " dokończy pobieranie."
    },
    stopped: { "Przerwano; news download \($0) wznowi pobieranie od tego miejsca." },
    noEnclosure: "Ten artykuł nie ma załącznika do pobrania.",
    notDownloaded: "Jeszcze nie pobrano: e pobierze plik.",
    downloadedInReader: { name, player in "Pobrano \(name)" + (player ? "; P odtworzy." : ".") },
    noPlayer: "Brak odtwarzacza: ustaw player = \"mpv\" w config.toml.",
    played: "Odtwarzacz zakończył pracę."
  )

  /// "12.3 of 24.3 MB", or only the bytes when the size is not known.
  static func amount(_ bytes: Int, of total: Int?, word: String, in language: Language) -> String {
    guard let total, total > 0 else { return StringTable.sizeText(bytes, in: language) }
    let percent = Int(Double(bytes) * 100 / Double(total))
    return StringTable.sizeText(bytes, in: language) + " \(word) "
      + StringTable.sizeText(total, in: language)
      + (language == .pl ? " (\(min(percent, 100)) %)" : " (\(min(percent, 100))%)")
  }
}
