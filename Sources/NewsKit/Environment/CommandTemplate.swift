/// A command the configuration names for an address (`browser`, a macro): its words as a
/// shell would split them (no shell runs it), a leading `~/` the home folder, `%u` (newsboat's)
/// or `%s` (`$BROWSER`'s) replaced by the address, which is appended when neither is there.
public enum CommandTemplate {
  /// The words to run; nil when the command cannot be split (a quote not closed) or is empty.
  public static func words(_ command: String, address: String, home: String?) -> [String]? {
    guard let split = ShellWords.split(command), !split.isEmpty else { return nil }
    let words = ShellWords.expandingHome(split, home: home)
    let marked = words.contains { $0.contains("%u") || $0.contains("%s") }
    guard marked else { return words + [address] }
    return words.map {
      $0.replacingOccurrences(of: "%u", with: address).replacingOccurrences(
        of: "%s", with: address)
    }
  }
}
