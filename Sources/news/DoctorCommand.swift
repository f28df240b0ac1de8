import ArgumentParser
import NewsKit

/// `news doctor`: what is wrong with this machine's setup, one line per check.
struct DoctorCommand: TopLevelCommand, NewsCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "doctor", abstract: HelpLanguage.strings.tools.doctorAbstract,
      discussion: HelpLanguage.strings.tools.doctorDiscussion)
  }

  @OptionGroup var options: GlobalOptions

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await DoctorCommandRuns.run(
      values: options.values.withStoreFlags(in: Invocation.arguments),
      language: HelpLanguage.current, environment: environment)
  }
}
