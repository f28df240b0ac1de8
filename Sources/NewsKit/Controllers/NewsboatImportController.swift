import Foundation

/// `news import newsboat`: finds newsboat's files, reads them (each bounded), imports them in
/// one transaction, and takes its `notify-program` as `watch.notify` when the configuration
/// has none.
public struct NewsboatImportController: Sendable {
  let settings: Settings
  let environment: NewsEnvironment
  let session: StoreSession

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// The largest `urls`, `config` or read-state file read.
  static let maximumFileBytes = 64 * 1_048_576

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> NewsboatImportController
  {
    NewsboatImportController(
      settings: settings, environment: environment,
      session: try NewsSchema.required(settings: settings, environment: environment))
  }

  /// Where newsboat keeps its files: `urls` and `config`, and `cache.db`. `--from` names one
  /// folder for all three; else `~/.newsboat` when it is there, else the XDG folders.
  public static func places(from folder: String?, variables: [String: String]) -> (
    configuration: String, data: String
  ) {
    if let folder { return (folder, folder) }
    let home = variables["HOME"] ?? ""
    let dotted = home + "/.newsboat"
    if FileManager.default.fileExists(atPath: dotted) { return (dotted, dotted) }
    let config =
      variables["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.config"
    let data =
      variables["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.local/share"
    return (config + "/newsboat", data + "/newsboat")
  }

  /// Imports; `savedFlags` are the letters that make a flagged article saved.
  public func run(from folder: String?, readState: String?, savedFlags: String?) throws
    -> NewsboatImportSummary
  {
    let flags = try Self.flags(savedFlags)
    let (configuration, data) = Self.places(from: folder, variables: environment.variables)
    let urlsPath = configuration + "/urls"
    let cachePath = data + "/cache.db"
    let urls = try Self.read(urlsPath)
    let hasCache = FileManager.default.fileExists(atPath: cachePath)
    guard urls != nil || hasCache else {
      throw NewsError.usage(.noNewsboatFiles(Array(Set([configuration, data])).sorted()))
    }
    var importer = NewsboatImporter()
    importer.savedFlags = flags
    var sources: [String] = []
    if let urls {
      importer.urls = NewsboatURLs.parse(urls)
      sources.append(urlsPath)
    }
    if let config = try Self.read(configuration + "/config") {
      importer.config = NewsboatConfig.parse(config)
      sources.append(configuration + "/config")
    }
    if hasCache {
      try RegularFile.require(cachePath)
      importer.cache = try NewsboatCache.open(URL(fileURLWithPath: cachePath))
      sources.append(cachePath)
    }
    if let readState {
      guard let text = try Self.read(readState) else {
        throw NewsError.usage(.unreadableFile(readState))
      }
      importer.readGuids = NewsboatReadState.parse(text)
      sources.append(readState)
    }
    var summary = try session.checked { try importer.write(into: $0, at: environment.now()) }
    summary.sources = sources
    if let notify = importer.config.notifyProgram {
      if !Self.isUsable(program: notify.program) {
        summary.skipped.append(
          .init(file: "config", number: notify.number, line: notify.line, why: .notifyUnusable))
      } else if takeNotifyProgram(notify.program) {
        summary.notifyProgram = notify.program
      } else {
        summary.skipped.append(
          .init(file: "config", number: notify.number, line: notify.line, why: .notifyKept))
      }
    }
    takeSettings(importer.config.settings, into: &summary)
    summary.skipped.sort(by: NewsboatSkip.inFileOrder)
    return summary
  }

  /// Writes newsboat's browser, bookmark command, key bindings and macros into the
  /// configuration where it does not set them; what it sets otherwise, or a file that cannot
  /// be written, leaves the lines said as kept.
  func takeSettings(_ settings: [NewsboatConfig.Setting], into summary: inout NewsboatImportSummary)
  {
    guard !settings.isEmpty else { return }
    let kept = { (setting: NewsboatConfig.Setting) in
      NewsboatSkip(
        file: "config", number: setting.number, line: Substring(setting.line),
        why: .settingKept(setting.key.split(separator: ".").first.map(String.init) ?? setting.key))
    }
    guard let path = ConfigLoader.path(environment: environment.variables),
      let existing = try? Self.read(path) ?? ""
    else {
      summary.skipped += settings.map(kept)
      return
    }
    let merged = NewsboatSettingsMerge.merge(existing, settings)
    summary.skipped += merged.kept.map(kept)
    guard let text = merged.text else { return }
    if ConfigFile.parseAll(text).problems.isEmpty, Self.replace(path, with: text) {
      summary.configWritten = merged.written
    } else {
      summary.skipped += settings.map(kept)
    }
  }

  /// Writes the configuration's new text in place: the file keeps its permissions (it may
  /// hold the API key); a new one is the reader's alone.
  static func replace(_ path: String, with text: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      if !FileManager.default.fileExists(atPath: path) {
        guard
          FileManager.default.createFile(
            atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { return false }
      }
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      return true
    } catch {
      return false
    }
  }

  /// Whether a `notify-program` can be written into the configuration: not empty, at most
  /// 8 KB, no control or format character (DEL and C1 included) to break or hide in the file.
  static func isUsable(program: String) -> Bool {
    NewsboatSettingsMerge.usable(program)
  }

  /// The saved flags typed: letters only (newsboat's flags are `A`–`Z`, `a`–`z`).
  static func flags(_ typed: String?) throws -> Set<Character> {
    guard let typed else { return ["s"] }
    guard !typed.isEmpty, typed.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw NewsError.usage(
        .invalidValue(
          option: "--saved-flags", value: TerminalSanitizer.sanitize(typed), allowed: ["s", "sF"]))
    }
    return Set(typed)
  }

  /// A file's text, at most `maximumFileBytes`; nil when it cannot be read, an error when
  /// the path names a pipe, a device or a folder.
  static func read(_ path: String) throws(NewsError) -> String? {
    try RegularFile.read(path, limit: maximumFileBytes).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `watch.notify = "<program>"` into the configuration when it sets no notification
  /// program and has no `[watch]` table; whether it did. `~/` is the home folder.
  func takeNotifyProgram(_ written: String) -> Bool {
    guard let path = ConfigLoader.path(environment: environment.variables) else { return false }
    var program = written
    if program.hasPrefix("~/"), let home = environment.variables["HOME"] {
      program = home + program.dropFirst(1)
    }
    guard Self.isUsable(program: program) else { return false }
    let existing: String
    do {
      existing = try Self.read(path) ?? ""
    } catch {
      return false
    }
    let quoted = program.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    // Taken before (the import run again): nothing to write.
    if existing.contains("[watch]\nnotify = \"\(quoted)\"\n") { return true }
    guard !existing.contains("[watch]"), !existing.contains("watch.notify") else { return false }
    let text =
      (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n")
      + "\n[watch]\nnotify = \"\(quoted)\"\n"
    // Written in place: the file keeps its permissions (it may hold the API key).
    return Self.replace(path, with: existing + text)
  }
}
