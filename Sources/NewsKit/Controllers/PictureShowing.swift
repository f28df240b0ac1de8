import Foundation
import Localization

/// An article's picture with its details (`news show N`): drawn above them on a terminal when
/// asked for (`--images`, or `images = "on"`), else a line under them saying there is one
/// (`images = "ask"`, the default); nothing is fetched from its host until then.
public enum PictureShowing {
  /// The most cells a picture takes in `show`.
  static let maximumColumns = 64
  static let maximumRows = 16

  /// What goes above the details, below them, and on stderr.
  public struct Parts: Sendable, Equatable {
    public var above = ""
    public var below = ""
    public var stderr = ""
  }

  /// The parts for article `number`; `asked` is `--images`.
  public static func parts(
    _ article: Article, number: Int, asked: Bool, context: RenderContext, settings: Settings,
    environment: NewsEnvironment
  ) async -> Parts {
    var parts = Parts()
    guard let address = article.image, !settings.json, asked || settings.images != .off else {
      return parts
    }
    let strings = settings.language.strings.pictures
    guard asked || settings.images.drawsOnOpening, environment.isTerminal(1) else {
      if settings.images == .ask, !asked {
        let host = URL(string: address)?.host ?? address
        parts.below = strings.hint(TerminalSanitizer.sanitize(host), number) + "\n"
      }
      return parts
    }
    let drawing = await PictureDrawing.live(
      environment: environment, colorEnabled: context.colorEnabled)
    do {
      let cache = PictureCache(variables: environment.variables)
      let data = try await PictureFetcher(
        environment: environment, timeout: settings.timeout, cache: cache,
        stored: EditionsController.storedPicture(settings: settings, environment: environment)
      ).fetch(address)
      let picture = try DecodedPicture.decode(data)
      parts.above = drawing.draw(
        picture, data: data, columns: min(context.width, maximumColumns), rows: maximumRows)
      if parts.above.isEmpty {
        parts.stderr = ErrorView.prefix + strings.failed(strings.needsColor) + "\n"
      }
    } catch {
      parts.stderr =
        ErrorView.prefix + strings.failed(reason(error, strings: settings.language.strings)) + "\n"
    }
    return parts
  }

  /// Why a picture could not be shown, in a few words.
  public static func reason(_ error: Error, strings: StringTable) -> String {
    switch error {
    case PictureProblem.tooLarge: return strings.pictures.tooLarge
    case PictureProblem.noLibrary: return strings.pictures.noLibrary
    case let error as NewsError:
      // A sentence said after a colon: its first letter small, its full stop the line's own.
      var what = ErrorView.text(error, strings: strings).what
      if what.hasSuffix(".") { what.removeLast() }
      return what.prefix(1).lowercased() + what.dropFirst()
    default: return strings.pictures.unreadable
    }
  }
}
