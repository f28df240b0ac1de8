import Localization

/// Renders `news --version`: one line for people, one JSON document for programs.
public enum VersionView {
  /// `news 0.1.0 (commit 1a2b3c4d5e6f, dirty)`, or the JSON object with `--json`.
  public static func render(_ build: BuildInfo, json: Bool, strings: StringTable) -> String {
    guard json else {
      return strings.tools.versionLine(build.version, build.commit, build.dirty) + "\n"
    }
    let object = JSONValue.object([
      ("version", .string(build.version)),
      ("commit", .string(build.commit)),
      ("dirty", .bool(build.dirty)),
    ])
    return object.rendered() + "\n"
  }

  /// Whether a command line asks only for the version: `--version`, with at most `--json` and
  /// a language (`--lang pl`, `-l pl`, `--lang=pl`) beside it; then whether it wants JSON.
  public static func request(in arguments: [String]) -> (json: Bool, lang: String?)? {
    guard arguments.contains("--version") else { return nil }
    var json = false
    var lang: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--version": break
      case "--json": json = true
      case "--lang", "-l":
        guard index + 1 < arguments.count else { return nil }
        lang = arguments[index + 1]
        index += 1
      case _ where argument.hasPrefix("--lang="): lang = String(argument.dropFirst(7))
      default: return nil
      }
      index += 1
    }
    return (json, lang)
  }
}
