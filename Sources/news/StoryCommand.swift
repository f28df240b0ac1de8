import ArgumentParser
import NewsKit

/// `news story N`: every article of the story of line N of the last list, as a list.
struct StoryCommand: NumberedCommand, TopLevelCommand, StyledCommand {
  static var base: CommandConfiguration {
    let strings = HelpLanguage.strings.stories
    return CommandConfiguration(
      commandName: "story", abstract: strings.storyAbstract, discussion: strings.storyDiscussion)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption
  @OptionGroup var stories: StoriesOption
  @OptionGroup var number: ArticleNumber

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    try await LibraryOutput.story(
      number, library: library, settings: settings, environment: environment)
  }
}
