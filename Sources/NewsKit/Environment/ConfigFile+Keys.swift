extension ConfigFile {
  /// Reads a line of `[keys]` (`next-unread = "j"` or a list of keys) or of `[macros]` (`v =
  /// "mpv %u"`); throws what is wrong: an action there is not, a key that cannot be written.
  static func readBinding(_ key: String, _ rawValue: String, into file: inout ConfigFile)
    throws(ConfigFileError.Problem)
  {
    var parts = key.split(separator: ".", maxSplits: 1).map(String.init)
    // A key that is no bare word is written in quotes (`"," = "…"`).
    if parts.count == 2, let unquoted = quoted(parts[1]) { parts[1] = unquoted }
    guard parts.count == 2, let written = written(rawValue) else {
      throw rawValue.isEmpty || "\"'[".contains(rawValue.first ?? " ")
        ? .syntax : .unquoted(key: key)
    }
    if parts[0] == "keys" {
      guard KeyAction(rawValue: parts[1]) != nil else {
        throw .unknownKey(isPlainName(key) ? key : nil)
      }
      let names: [String]
      switch written {
      case .text(let name): names = [name]
      case .list(let list): names = list
      case .number, .boolean: throw .wrongType(key: key, written: written.kind)
      }
      guard !names.isEmpty, names.allSatisfy({ KeyName.key($0) != nil }) else {
        throw .invalidValue(key: key)
      }
      file.keyBindings[parts[1]] = names
      return
    }
    guard case .character = KeyName.key(parts[1]) else {
      throw .unknownKey(isPlainName(key) ? key : nil)
    }
    guard case .text(let command) = written else {
      throw .wrongType(key: key, written: written.kind)
    }
    guard ShellWords.split(command)?.isEmpty == false else {
      throw .invalidValue(key: key)
    }
    file.macros[parts[1]] = command
  }
}
