/// The sync token is one of the secrets a program `news` starts must not see; it is read from
/// the account file here, where the file is known.
extension ChildEnvironment {
  /// What a program started in `environment` gets, the API key in use given.
  public static func variables(for environment: NewsEnvironment, apiKey: String?)
    -> [String: String]
  {
    scrubbed(
      environment.variables,
      secrets: [apiKey, SyncAccountFile.load(environment: environment)?.token])
  }
}
