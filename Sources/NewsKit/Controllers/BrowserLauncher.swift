import Foundation

/// Decides how to open a link: `$BROWSER`, else `xdg-open`, else nothing (the link is printed).
public enum BrowserLauncher {
  /// The command line that opens `link`, or nil when no browser is configured or installed.
  ///
  /// `$BROWSER` may hold several commands separated by colons (the first one found is used), each
  /// with arguments; `%s` in it stands for the link, which is otherwise appended.
  public static func command(
    for link: String, environment: [String: String], isExecutable: (String) -> Bool
  ) -> [String]? {
    let search = searchPath(environment)
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
  /// given); false when there is none or it failed.
  public static func open(_ link: String, in environment: NewsEnvironment, apiKey: String?) async
    -> Bool
  {
    guard
      let command = command(
        for: link, environment: environment.variables, isExecutable: environment.isExecutable)
    else { return false }
    let variables = ChildEnvironment.variables(for: environment, apiKey: apiKey)
    return await environment.launch(command, variables) == 0
  }
}
