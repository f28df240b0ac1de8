import ArgumentParser
import NewsKit

/// `news story N`: every article of the story of line N of the last list, as a list.
struct StoryCommand: TopLevelCommand, NumberedLineCommand, StyledCommand {
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

  /// What argument-parser read, as `NumberedCommandLine.parse` reads a line: one run for both.
  var line: NumberedCommandLine {
    NumberedCommandLine(.story, number: number.value, options: values)
  }
}
