import ArgumentParser
import NewsKit

/// A subcommand that runs in an environment and returns its output instead of printing it.
protocol NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput
}

/// A command `news` runs by name: its configuration is `base`, marked as run under `news`, so
/// that parsed alone (`NewsMain.parse`) argument-parser skips its search of the line for
/// `--generate-completion-script`, which `main` answers before any parse.
protocol TopLevelCommand: ParsableCommand {
  static var base: CommandConfiguration { get }
}

extension TopLevelCommand {
  static var configuration: CommandConfiguration {
    var configuration = base
    configuration._superCommandName = "news"
    return configuration
  }
}
