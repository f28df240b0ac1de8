import Foundation
import NewsKit

extension CommandOutput {
  /// A list on stdout and its notices on stderr.
  static func listing(
    _ listing: Listing, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment
  ) -> CommandOutput {
    CommandOutput(
      stdout: ListPresenter.render(
        listing.model, heading: heading, settings: settings, environment: environment),
      stderr: ListPresenter.render(listing.notices, settings: settings, environment: environment))
  }
}
