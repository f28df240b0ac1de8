import Foundation

/// Decides how to open a link: the configuration's `browser`, else `$BROWSER`, else
/// `xdg-open`, else nothing (the link is printed).
public enum BrowserLauncher {
  /// The command line that opens `link`, or nil when no browser is configured or installed;
  /// `configured` is the configuration's `browser` (words, `%u` for the link).
  ///
  /// `$BROWSER` may hold several commands separated by colons (the first one found is used), each
  /// with arguments; `%s` in it stands for the link, which is otherwise appended.
  public static func command(
    for link: String, environment: [String: String], isExecutable: (String) -> Bool,
    configured: String? = nil
  ) -> [String]? {
    let search = searchPath(environment)
    if let configured, !configured.trimmingCharacters(in: .whitespaces).isEmpty {
      guard
        var words = CommandTemplate.words(configured, address: link, home: environment["HOME"]),
        let path = resolve(words[0], in: search, isExecutable)
      else { return nil }
      words[0] = path
      return words
    }
    if let browsers = environment["BROWSER"], !browsers.isEmpty {
      for browser in browsers.split(separator: ":") {
        var words = browser.split(separator: " ").map(String.init)
        guard let name = words.first, let path = resolve(name, in: search, isExecutable) else {
          continue
        }
        words[0] = path
        if words.contains(where: { $0.contains("%s") }) {
          return words.map { $0.replacingOccurrences(of: "%s", with: link) }
        }
        return words + [link]
      }
    }
    if let opener = resolve("xdg-open", in: search, isExecutable) {
      return [opener, link]
    }
    return nil
  }

  static func searchPath(_ environment: [String: String]) -> [String] {
    (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
  }

  static func resolve(_ name: String, in path: [String], _ isExecutable: (String) -> Bool)
    -> String?
  {
    if name.contains("/") { return isExecutable(name) ? name : nil }
    return path.lazy.map { $0 + "/" + name }.first(where: isExecutable)
  }

  /// Opens `link` in the reader's browser, which gets no secret of `news` (the API key in use
  /// given), and says how it went.
  public static func open(
    _ link: String, in environment: NewsEnvironment, settings: Settings
  ) async -> ProgramOutcome {
    let configured = settings.browser
    guard
      let command = command(
        for: link, environment: environment.variables, isExecutable: environment.isExecutable,
        configured: configured)
    else {
      // A browser the configuration names that is not there is said as such; none at all is
      // not an error.
      guard let configured else { return .none }
      let program = ShellWords.split(configured)?.first ?? configured
      return .notStarted(program: program)
    }
    let variables = ChildEnvironment.variables(for: environment, apiKey: settings.apiKey)
    let program = (command[0] as NSString).lastPathComponent
    switch await environment.launch(command, variables) {
    case 0: return .done
    case nil: return .notStarted(program: program)
    case let status?: return .failed(program: program, status: status)
    }
  }
}
