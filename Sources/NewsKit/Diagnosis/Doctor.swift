import Foundation
import Localization

/// `news doctor`: checks libcurl, the store, the configuration, the provider and key, sync and
/// the terminal, in that order, and says what it found; it changes nothing (a damaged store is
/// left where it is) and never shows the key.
public struct Doctor: Sendable {
  let environment: NewsEnvironment
  let values: CommandLineOptions

  /// A doctor for an environment and the options typed.
  public init(environment: NewsEnvironment, values: CommandLineOptions) {
    self.environment = environment
    self.values = values
  }

  /// Runs every check.
  public func examine() async -> DoctorReport {
    let configuration = ConfigCheck(environment: environment, values: values).run()
    var lines = [libcurl(), store(keepDays: configuration.settings?.keepDays)]
    if !values.noStore, let url = StoreLocation.databaseURL(environment: environment.variables),
      StoreHealth.keysReplaced(url)
    {
      lines.append(DoctorLine(.store, .storeKeysReplaced))
    }
    lines.append(feeds())
    lines += configuration.lines
    lines.append(await provider(configuration.settings))
    lines.append(await sync(timeout: configuration.settings?.timeout ?? Settings.defaultTimeout))
    let terminal = TerminalCheck(
      environment: environment, settings: configuration.settings, values: values)
    lines += terminal.run()
    lines += await terminal.pictures()
    return DoctorReport(lines: lines)
  }

  func libcurl() -> DoctorLine {
    guard let version = environment.httpLibrary() else {
      return DoctorLine(.libcurl, .libcurlMissing)
    }
    // Its own version and its TLS library's; the other twelve libraries it names are noise.
    let named = version.split(separator: " ").prefix(2).joined(separator: " ")
    return DoctorLine(.libcurl, .libcurlLoaded(TerminalSanitizer.sanitize(named)))
  }

  /// The store's state, size, articles, and what compacting and pruning (unsaved articles not
  /// fetched for `keepDays`, the default when the settings are broken) would free.
  func store(keepDays: Int?) -> DoctorLine {
    if values.noStore { return DoctorLine(.store, .storeOff) }
    guard let url = StoreLocation.databaseURL(environment: environment.variables) else {
      return DoctorLine(.store, .failed(.homeNotSet))
    }
    let days = keepDays ?? Settings.defaultKeepDays
    let cutoff = environment.now().addingTimeInterval(-Double(days) * 86_400)
    switch StoreHealth.inspect(url, schema: NewsSchema.all, pruneBefore: cutoff) {
    case .absent: return DoctorLine(.store, .storeNotYet(url.path))
    case .intact(let bytes, let articles, let space):
      return DoctorLine(
        .store,
        .storeIntact(path: url.path, bytes: bytes, articles: articles, space: space, keepDays: days)
      )
    case .damaged: return DoctorLine(.store, .storeDamaged(url.path))
    case .busy: return DoctorLine(.store, .failed(.storeBusy(url.path)))
    case .notWritable:
      return DoctorLine(.store, .failed(.storeNotWritable(url.path, diskFull: false)))
    }
  }

  /// The subscriptions whose last refresh failed (a feed gone, a 404, a host that does not
  /// answer): a warning naming them, read from the store without writing to it.
  func feeds() -> DoctorLine {
    guard !values.noStore, let url = StoreLocation.databaseURL(environment: environment.variables),
      FileManager.default.fileExists(atPath: url.path),
      let store = try? StoreOpener.openReadOnly(url, schema: NewsSchema.all),
      let subscriptions = try? FeedStore(store).feeds(counting: false)
    else { return DoctorLine(.feeds, .feedsNone) }
    guard !subscriptions.isEmpty else { return DoctorLine(.feeds, .feedsNone) }
    let failing = subscriptions.filter { $0.status == "error" }
    guard !failing.isEmpty else { return DoctorLine(.feeds, .feedsFine(subscriptions.count)) }
    return DoctorLine(
      .feeds,
      .feedsFailing(
        failed: failing.count, total: subscriptions.count,
        names: failing.prefix(5).map { TerminalSanitizer.sanitize($0.name) }))
  }

  /// One small request to the provider the settings name; skipped when they are broken.
  func provider(_ settings: Settings?) async -> DoctorLine {
    guard var settings else { return DoctorLine(.provider, .providerSkipped) }
    settings.count = 1
    let started = environment.now()
    do {
      _ = try await Providers.make(environment: environment, settings: settings)
        .fetch(.topic(.news))
      return DoctorLine(
        .provider,
        .providerAnswered(
          google: settings.provider == .google, api: settings.api,
          milliseconds: milliseconds(since: started)))
    } catch NewsError.rateLimited(let seconds) {
      return DoctorLine(.provider, .providerLimited(seconds: seconds))
    } catch let error as NewsError {
      return DoctorLine(.provider, Self.finding(error))
    } catch {
      return DoctorLine(.provider, .failed(.undecodable(.unexpectedShape)))
    }
  }

  /// One request with the saved sign-in, when there is one.
  func sync(timeout: Double) async -> DoctorLine {
    guard let account = SyncAccountFile.load(environment: environment) else {
      return DoctorLine(.sync, .syncNotSignedIn)
    }
    let started = environment.now()
    do {
      try await SyncController.verify(account, environment: environment, timeout: timeout)
      return DoctorLine(
        .sync,
        .syncAnswered(
          server: account.displayServer, user: account.user,
          milliseconds: milliseconds(since: started)))
    } catch let error as NewsError {
      return DoctorLine(.sync, Self.finding(error))
    } catch {
      return DoctorLine(
        .sync, .failed(.syncUndecodable(server: account.displayServer, kind: account.kind)))
    }
  }

  /// What a request's error says about the setup: a server that cannot be reached now (69) is a
  /// warning; anything else (a key refused, an answer that cannot be used) a problem.
  static func finding(_ error: NewsError) -> DoctorFinding {
    error.exitCode == 69 ? .unreachable(error) : .failed(error)
  }

  func milliseconds(since start: Date) -> Int {
    max(0, Int((environment.now().timeIntervalSince(start) * 1000).rounded()))
  }
}
