import ArgumentParser
import NewsKit

/// `news feed tag <feed> <tag>...`
struct FeedTagCommand: FeedSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "tag", abstract: HelpLanguage.strings.tags.tagAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var tagged: TaggedFeed

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    FeedCommandRuns.tags(
      of: try feeds.tag(tagged.reference, with: tagged.tags), settings: settings,
      environment: environment)
  }
}

/// `news feed untag <feed> <tag>...`
struct FeedUntagCommand: FeedSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "untag", abstract: HelpLanguage.strings.tags.untagAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var tagged: TaggedFeed

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    FeedCommandRuns.untagged(
      try feeds.untag(tagged.reference, removing: tagged.tags), settings: settings,
      environment: environment)
  }
}

/// `news feed rename <feed> <name>`
struct FeedRenameCommand: FeedSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "rename", abstract: HelpLanguage.strings.tags.renameAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var feed: FeedArgument
  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.tags.nameArgument, valueName: HelpLanguage.strings.help.nameValue))
  var name: String

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    FeedCommandRuns.renamed(
      try feeds.rename(feed.reference, to: name), settings: settings, environment: environment)
  }
}

/// A feed and the tags a command adds or removes.
struct TaggedFeed: ParsableArguments {
  @OptionGroup var feed: FeedArgument
  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.tags.tagArgument, valueName: HelpLanguage.strings.tags.tagValue))
  var tags: [String]

  var reference: String { feed.reference }
}

/// The feed a command acts on: its id, title or address, completed from the subscriptions.
struct FeedArgument: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedReferenceArgument,
      valueName: HelpLanguage.strings.help.feedValue),
    completion: .custom { _, _, _ in ShellCompletion.feeds(in: .live()) })
  var reference: String
}
