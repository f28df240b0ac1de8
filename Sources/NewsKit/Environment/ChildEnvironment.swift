/// The environment `news` gives the programs it starts (a browser, a notify program): its own,
/// without a secret it knows.
///
/// Removed: the variables that hold secrets by name (`NEWSCATCHER_API_KEY`,
/// `NEWS_SYNC_PASSWORD`), and any variable whose value holds one of the secrets `news` is
/// using (the API key from the configuration file, the sync token), whatever its name.
public enum ChildEnvironment {
  /// Variables that hold a secret by definition.
  public static let secretNames: Set<String> = ["NEWSCATCHER_API_KEY", "NEWS_SYNC_PASSWORD"]
  /// Secrets shorter than this are not looked for in values (they would match by chance).
  static let shortestSecret = 6

  /// `variables` without the secret ones.
  public static func scrubbed(_ variables: [String: String], secrets: [String?]) -> [String: String]
  {
    let known =
      secrets.compactMap { $0 }.filter { $0.count >= shortestSecret }
      + secretNames.compactMap { variables[$0] }.filter { $0.count >= shortestSecret }
    return variables.filter { name, value in
      !secretNames.contains(name) && !known.contains { value.contains($0) }
    }
  }
}
