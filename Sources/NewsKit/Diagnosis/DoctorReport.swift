/// What `news doctor` found: one line per finding, in the order of the checks.
public struct DoctorReport: Sendable, Equatable {
  /// The findings, check by check; a check may have several (a configuration file with two
  /// bad lines) or one.
  public var lines: [DoctorLine]

  /// A report from its lines.
  public init(lines: [DoctorLine]) {
    self.lines = lines
  }

  /// 0 when nothing is wrong, else the code of the first problem: 69, 74 or 78.
  public var exitCode: Int32 { lines.first { $0.status == .problem }?.exitCode ?? 0 }

  /// How many lines have a status.
  public func count(_ status: DoctorStatus) -> Int { lines.filter { $0.status == status }.count }
}

/// One finding of one check.
public struct DoctorLine: Sendable, Equatable {
  public var check: DoctorCheck
  public var finding: DoctorFinding

  /// A line from its parts.
  public init(_ check: DoctorCheck, _ finding: DoctorFinding) {
    self.check = check
    self.finding = finding
  }

  /// Whether the finding is fine, worth a look, a problem, or a check that was not made.
  public var status: DoctorStatus {
    switch finding {
    case .failed, .libcurlMissing, .storeDamaged: return .problem
    case .notUTF8, .tmuxPassthroughOff, .notice, .providerLimited, .unreachable, .storeKeysReplaced,
      .feedsFailing:
      return .warning
    case .storeOff, .providerSkipped, .syncNotSignedIn: return .skipped
    default: return .ok
    }
  }

  /// The exit code a problem stands for: 74 for the store, 78 for what the settings or the
  /// account must mend (a key or password refused included), 69 for a missing libcurl and an
  /// answer that cannot be used; 0 for a line that is not a problem.
  public var exitCode: Int32 {
    switch finding {
    case .storeDamaged: return 74
    case .libcurlMissing: return 69
    // The settings file is a pipe or a device: the settings' code.
    case .failed(.notARegularFile): return 78
    case .failed(let error):
      switch error.exitCode {
      case 74: return 74
      case 64, 77, 78: return 78
      default: return 69
      }
    default: return 0
    }
  }

  /// The configuration file's line a problem is about, if it is one.
  public var configLine: Int? {
    guard case .failed(.configuration(.configFile(_, let error))) = finding else { return nil }
    return error.line
  }
}

/// The checks, in the order they run.
public enum DoctorCheck: String, Sendable, CaseIterable {
  case libcurl, store, feeds, config, provider, sync, terminal
}

/// How a line ended.
public enum DoctorStatus: String, Sendable {
  case ok, warning, problem, skipped
}

/// What a check found, as data; the view words it.
public enum DoctorFinding: Sendable, Equatable {
  /// libcurl loaded: its version text.
  case libcurlLoaded(String)
  case libcurlMissing
  /// The store opened and passed SQLite's integrity check.
  case storeIntact(path: String, bytes: Int, articles: Int, space: StoreSpace, keepDays: Int)
  /// No store yet (its folder can be made).
  case storeNotYet(String)
  /// `--no-store`.
  case storeOff
  /// Not a database, or the integrity check failed: the file, left where it is.
  case storeDamaged(String)
  /// The store's key salt was replaced after articles were stored (deleted or garbled).
  case storeKeysReplaced
  /// No subscriptions.
  case feedsNone
  /// Every subscription's last refresh worked: how many there are.
  case feedsFine(Int)
  /// Subscriptions whose last refresh failed: how many, of how many, and their names.
  case feedsFailing(failed: Int, total: Int, names: [String])
  /// Every line of the configuration file is valid.
  case configValid(String)
  /// No configuration file: where it would be.
  case configNone(String)
  /// The provider answered a one-article request.
  case providerAnswered(google: Bool, api: APIVersion, milliseconds: Int)
  /// The settings are broken, so the provider was not asked.
  case providerSkipped
  /// The key works but the API limits it for now.
  case providerLimited(seconds: Int?)
  case syncNotSignedIn
  /// The reader service accepted the saved sign-in.
  case syncAnswered(server: String, user: String, milliseconds: Int)
  /// The terminal: its width (nil when stdout is not one), colour, theme, a UTF-8 locale.
  case terminal(columns: Int?, color: Bool, dark: Bool, unicode: Bool)
  /// The locale is not UTF-8: the variable and its value.
  case notUTF8(String)
  /// What pictures are drawn with (a protocol's name), and who said so.
  case pictures(String, source: PicturesSource)
  /// Inside tmux, its passthrough is off: pictures other than half blocks cannot pass.
  case tmuxPassthroughOff
  /// A warning a run would also give (a key others can read, an unknown `NEWS_LANG`).
  case notice(StoreNotice)
  /// The provider or the reader service could not be reached (a network error, a timeout, a
  /// server error): a warning, since the network may only be down for now; as the command
  /// that met it would say it.
  case unreachable(NewsError)
  /// A problem, as the command that met it would report it.
  case failed(NewsError)
}
