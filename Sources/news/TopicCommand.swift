import ArgumentParser
import NewsKit

/// `news topic <topic>`: the latest headlines of a topic.
struct TopicCommand: TopLevelCommand, NewsCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "topic", abstract: HelpLanguage.strings.help.topicAbstract)
  }

  @OptionGroup var options: GlobalOptions

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.topicArgument, valueName: HelpLanguage.strings.help.topicValue),
    completion: .list(Topic.allCases.map(\.rawValue)))
  var topic: String

  func validate() throws {
    try ValidationError.localizing { _ = try TopicController.topic(named: topic) }
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await ListCommandLine(.topic(topic), options: options.values).execute(in: environment)
  }
}
