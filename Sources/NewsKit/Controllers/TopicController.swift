import Foundation

/// Fetches the latest headlines of a topic: the topic-picker screen of the app `news`
/// descends from.
public struct TopicController: Sendable {
  let service: any NewsProvider

  /// A controller that works in an environment with the given settings.
  public init(environment: NewsEnvironment, settings: Settings) {
    service = Providers.make(environment: environment, settings: settings)
  }

  /// The topic a person typed, by id or Polish name; throws `NewsError.usage(.unknownTopic)`
  /// with the nearest topic when none matches.
  public static func topic(named input: String?) throws -> Topic {
    try Topic.named(input)
  }

  /// The latest headlines of a topic. Throws `NewsError`.
  public func headlines(_ topic: Topic) async throws -> NewsModel {
    try await service.fetch(.topic(topic))
  }
}
