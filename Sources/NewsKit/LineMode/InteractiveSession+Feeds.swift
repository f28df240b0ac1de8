import Foundation
import Localization

/// The feeds entry of the interactive mode: a picker that numbers its own menu (1, 2, 3 … in
/// the order shown, whatever the subscriptions' ids), with every subscription at once as 0.
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

  /// The picker: entry 0 for all, then each subscription by its place in the menu.
  func feedPicker(_ feeds: [FeedSubscription]) -> String {
    let lines = feeds.enumerated().map {
      "\($0.offset + 1). " + TerminalSanitizer.sanitize($0.element.name)
    }
    return
      ([strings.feeds.listHeading, "0. " + strings.interactive.allFeeds] + lines + [
        strings.interactive.pickFeed
      ]).joined(separator: "\n") + "\n"
  }

  /// The list for a feed chosen by its number in the menu, or by its address or part of its
  /// title; all of them with 0.
  mutating func pickFeed(_ line: String, from feeds: [FeedSubscription]) async -> String {
    let typed = line.trimmingCharacters(in: .whitespaces)
    if typed == "0" { return await show(.feeds(nil), page: 1) }
    if let number = Int(typed), (1...feeds.count).contains(number) {
      return await show(.feeds(feeds[number - 1]), page: 1)
    }
    do {
      return await show(.feeds(try FeedsController.find(line, in: feeds)), page: 1)
    } catch {
      screen = .feeds(feeds)
      return failure(error) + feedPicker(feeds)
    }
  }
}
