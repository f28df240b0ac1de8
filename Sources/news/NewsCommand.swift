import NewsKit

/// A subcommand that runs in an environment and returns its output instead of printing it.
protocol NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput
}
