import Foundation

/// The timer that runs the watches: a systemd user service and timer, enabled when a user
/// systemd answers, or else the crontab line to use; removed again by `watch uninstall`.
public enum WatchTimer {
  /// The units' file names.
  public static let serviceName = "news-watch.service"
  public static let timerName = "news-watch.timer"

  /// What `install` did: the folder written, whether the timer was enabled, and the crontab
  /// line when it was not.
  public struct Installed: Sendable, Equatable {
    public var folder: String
    public var enabled: Bool
    public var cronLine: String?
  }

  /// Minutes from `--every` as typed: `30m`, `30min`, `2h` or bare minutes; 5–59 minutes or
  /// 1–24 whole hours (what both systemd and cron can say).
  public static func minutes(_ typed: String) throws -> Int {
    let text = typed.trimmingCharacters(in: .whitespaces).lowercased()
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let unit = text.dropFirst(digits.count)
    guard let number = Int(digits), digits.count <= 4 else {
      throw NewsError.usage(.invalidInterval(typed))
    }
    switch unit {
    case "", "m", "min":
      if (5...59).contains(number) { return number }
      if number % 60 == 0, (1...24).contains(number / 60) { return number }
    case "h":
      if (1...24).contains(number) { return number * 60 }
    default: break
    }
    throw NewsError.usage(.invalidInterval(typed))
  }

  /// `$XDG_CONFIG_HOME/systemd/user`, or `~/.config/systemd/user`.
  public static func folder(_ variables: [String: String]) -> URL? {
    let base: URL
    if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else if let home = variables["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    } else {
      return nil
    }
    return base.appendingPathComponent("systemd/user", isDirectory: true)
  }

  /// The service: one run of `news watch run --notify` by its absolute path.
  public static func service(executable: String, language: String) -> String {
    """
    [Unit]
    Description=news: run the watches and notify of new matches

    [Service]
    Type=oneshot
    Environment=NEWS_LANG=\(language)
    ExecStart=\(systemdQuoted(executable)) watch run --notify

    """
  }

  /// The timer: a few minutes after boot, then every `minutes`.
  public static func timer(minutes: Int) -> String {
    """
    [Unit]
    Description=news: run the watches every \(minutes) minutes

    [Timer]
    OnBootSec=2min
    OnUnitActiveSec=\(minutes)min
    Unit=\(serviceName)

    [Install]
    WantedBy=timers.target

    """
  }

  /// The crontab line that does the same.
  public static func cronLine(executable: String, minutes: Int) -> String {
    let schedule =
      minutes < 60
      ? "*/\(minutes) * * * *" : minutes == 24 * 60 ? "0 0 * * *" : "0 */\(minutes / 60) * * *"
    let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return "\(schedule) \(quoted) watch run --notify"
  }

  /// An argument for a unit's `ExecStart`: quoted when it holds spaces or quotes, `%` doubled
  /// (systemd's specifier sign).
  static func systemdQuoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "%", with: "%%")
    guard escaped.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "'" }) else {
      return escaped
    }
    return "\""
      + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }

  /// Writes the units and enables the timer when a user systemd answers.
  public static func install(
    minutes: Int, executable: String, language: String, environment: NewsEnvironment
  ) async throws -> Installed {
    guard let folder = folder(environment.variables) else { throw NewsError.homeNotSet }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(service(executable: executable, language: language).utf8).write(
        to: folder.appendingPathComponent(serviceName), options: .atomic)
      try Data(timer(minutes: minutes).utf8).write(
        to: folder.appendingPathComponent(timerName), options: .atomic)
    } catch {
      throw NewsError.fileNotWritable(folder.path)
    }
    var enabled = await systemctl(["daemon-reload"], environment)
    if enabled { enabled = await systemctl(["enable", "--now", timerName], environment) }
    return Installed(
      folder: folder.path, enabled: enabled,
      cronLine: enabled ? nil : cronLine(executable: executable, minutes: minutes))
  }

  /// Disables the timer (when a user systemd answers) and removes exactly the two units;
  /// returns the folder when there was something to remove.
  public static func uninstall(environment: NewsEnvironment) async throws -> String? {
    guard let folder = folder(environment.variables) else { throw NewsError.homeNotSet }
    let files = [serviceName, timerName].map { folder.appendingPathComponent($0) }
    guard files.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
      return nil
    }
    _ = await systemctl(["disable", "--now", timerName], environment)
    for file in files where FileManager.default.fileExists(atPath: file.path) {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        throw NewsError.fileNotWritable(file.path)
      }
    }
    _ = await systemctl(["daemon-reload"], environment)
    return folder.path
  }

  /// Runs `systemctl --user …`; true when it answered with success.
  static func systemctl(_ arguments: [String], _ environment: NewsEnvironment) async -> Bool {
    await environment.runQuietly(["systemctl", "--user"] + arguments, environment.variables, 10)
      == .exited(0)
  }
}
