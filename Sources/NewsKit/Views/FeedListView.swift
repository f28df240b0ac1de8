import Foundation
import Localization

/// Renders subscriptions for `news feed list`, and the outcomes of add, remove and import.
///
/// ```
/// Feeds
///
///  3  Example Blog
///     https://blog.example.org/feed.xml
///     tags: Tech, linux
///     refreshed 2 hours ago (updated) · 20 articles, 5 unread
/// ```
public struct FeedListView: Sendable {
  let context: RenderContext
  let now: Date

  /// A view for a reader at a moment (for "2 hours ago").
  public init(context: RenderContext, now: Date) {
    self.context = context
    self.now = now
  }

  /// The list as text, ending in a newline.
  public func render(_ feeds: [FeedSubscription]) -> String {
    let strings = context.strings
    let theme = context.theme
    var lines = wrap(strings.feeds.listHeading, theme.heading)
    guard !feeds.isEmpty else {
      lines +=
        wrap(strings.feeds.noFeeds, theme.detail) + wrap(strings.feeds.noFeedsHint, theme.detail)
      return lines.joined(separator: "\n") + "\n"
    }
    let idWidth = feeds.map { String($0.id).count }.max() ?? 1
    let indent = String(repeating: " ", count: idWidth + 2)
    let width = max(context.width - indent.count, 12)
    for unsafeFeed in feeds {
      let feed = Self.sanitized(unsafeFeed)
      lines.append("")
      let number = String(repeating: " ", count: idWidth - String(feed.id).count) + "\(feed.id)"
      for (offset, line) in TextWrapper.wrap(DisplayCut.middle(feed.name), width: width)
        .enumerated()
      {
        let lead = offset == 0 ? context.styled(number, theme.index) + "  " : indent
        lines.append(lead + context.styled(line, theme.title))
      }
      lines += context.linkLines(DisplayCut.middle(feed.url), width: width).map {
        indent + context.styled($0, theme.link)
      }
      // The folder is the first tag; a store made before tags has only the folder.
      let tags = feed.tags.isEmpty ? feed.folder.map { [$0] } ?? [] : feed.tags
      if !tags.isEmpty {
        lines += TextWrapper.wrap(strings.feeds.tags(tags), width: width).map {
          indent + context.styled($0, theme.detail)
        }
      }
      let refreshed =
        feed.lastRefresh.map { at in
          let age = NoticeView.age(of: at, now: now, strings: strings)
          // A refresh that failed is said as an attempt that failed, not as a refresh.
          if let failure = feed.error.flatMap(FeedFailure.init(code:)), failure != .gone,
            feed.status != "updated", feed.status != "not_modified", feed.status != "skipped"
          {
            return strings.feeds.refreshFailed(
              age, FeedRefreshView.reason(failure, strings: strings))
          }
          return strings.feeds.refreshed(
            age, FeedRefreshView.stored(status: feed.status, error: feed.error, strings: strings))
        } ?? strings.feeds.neverRefreshed
      let state =
        refreshed + " · " + strings.feeds.counts(feed.articles, feed.unread)
        + (feed.hidden ? " · " + strings.tags.hiddenFeed : "")
      lines += TextWrapper.wrap(state, width: width).map {
        indent + context.styled($0, theme.detail)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"feeds": [{"id", "title", "url", "site", "folder", "tags", "last_refresh", "status",
  /// "error", "articles", "unread", "hidden"}]}`, as the contract has it; `folder` is the first
  /// tag; `hidden` is newsboat's `!`.
  public static func renderJSON(_ feeds: [FeedSubscription]) -> String {
    let items = feeds.map(sanitized).map { feed -> JSONValue in
      .object([
        ("id", .int(Int(feed.id))), ("title", .string(feed.title)), ("url", .string(feed.url)),
        ("site", .string(feed.site)), ("folder", .string(feed.folder)),
        ("tags", .array(feed.tags.map { .string($0) })),
        ("last_refresh", .string(feed.lastRefresh.flatMap(JSONView.representableISO8601))),
        ("status", .string(feed.status)), ("error", .string(feed.error)),
        ("articles", .int(feed.articles)), ("unread", .int(feed.unread)),
        ("hidden", .bool(feed.hidden)),
      ])
    }
    return JSONValue.object([("feeds", .array(items))]).rendered() + "\n"
  }

  /// One line per outcome of `news feed add`, wrapped to the width, for stdout (added or
  /// already there) and stderr (failures, as errors).
  public static func render(_ outcomes: [FeedAddOutcome], strings: StringTable, width: Int)
    -> (stdout: String, stderr: String)
  {
    var out: [String] = []
    var err = ""
    for outcome in outcomes {
      switch outcome {
      case .added(let feed):
        out.append(strings.feeds.added(sanitized(feed).name, feed.id))
      case .alreadySubscribed(let feed):
        out.append(strings.feeds.alreadySubscribed(sanitized(feed).name, feed.id))
      case .failed(_, let error):
        err += ErrorView.render(error, strings: strings)
      }
    }
    return (TextWrapper.paragraphs(out, width: width), err)
  }

  /// A subscription with its text fields safe for a terminal.
  static func sanitized(_ feed: FeedSubscription) -> FeedSubscription {
    var safe = feed
    safe.title = feed.title.map(TerminalSanitizer.sanitize)
    safe.url = AddressMask.mask(TerminalSanitizer.sanitize(feed.url))
    safe.site = feed.site.map(TerminalSanitizer.sanitize)
    safe.folder = feed.folder.map(TerminalSanitizer.sanitize)
    safe.tags = feed.tags.map(TerminalSanitizer.sanitize)
    safe.error = feed.error.map { AddressMask.mask(TerminalSanitizer.sanitize($0)) }
    return safe
  }

  func wrap(_ text: String, _ style: TextStyle) -> [String] {
    TextWrapper.wrap(text, width: context.width).map { context.styled($0, style) }
  }
}
