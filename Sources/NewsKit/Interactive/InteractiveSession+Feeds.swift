import Foundation
import Localization

/// The feeds entry of the interactive mode: a picker of the subscriptions by their ids (those of
/// `news feed list`), with every subscription at once as entry 0.
extension InteractiveSession {
  /// `f` alone opens the picker; `f` with a number or a name shows that feed at once.
  mutating func openFeeds(_ choice: String) async -> String {
    let feeds: [FeedSubscription]
    do {
      feeds = try actions.subscriptions()
    } catch {
      return failure(error)
    }
    guard !feeds.isEmpty else {
      return wrapped(strings.feeds.noFeeds) + wrapped(strings.feeds.noFeedsHint) + help()
    }
    guard choice.isEmpty else { return await pickFeed(choice, from: feeds) }
    screen = .feeds(feeds)
    return feedPicker(feeds)
  }

  /// The picker: entry 0 for all, then each subscription by its id.
  func feedPicker(_ feeds: [FeedSubscription]) -> String {
    let lines = feeds.map { "\($0.id). " + TerminalSanitizer.sanitize($0.name) }
    return
      ([strings.feeds.listHeading, "0. " + strings.interactive.allFeeds] + lines + [
        strings.interactive.pickFeed
      ]).joined(separator: "\n") + "\n"
  }

  /// The list for a feed chosen as `feed remove` chooses one (its id, address or part of its
  /// title), or for all with 0.
  mutating func pickFeed(_ line: String, from feeds: [FeedSubscription]) async -> String {
    if line.trimmingCharacters(in: .whitespaces) == "0" { return await show(.feeds(nil), page: 1) }
    do {
      return await show(.feeds(try FeedsController.find(line, in: feeds)), page: 1)
    } catch {
      screen = .feeds(feeds)
      return failure(error) + feedPicker(feeds)
    }
  }
}
