import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The home directory when `HOME` is not set (cron, systemd units, `env -i`): the account's,
/// from the password database, as ssh and git find it.
public enum AccountHome {
  /// `variables` with `HOME` filled from `account` when it is missing or empty; unchanged when
  /// the account has no home either (then the store and the settings need `XDG_*`).
  public static func filling(_ variables: [String: String], account: () -> String?)
    -> [String: String]
  {
    guard variables["HOME"]?.isEmpty ?? true, let home = account(), home.hasPrefix("/") else {
      return variables
    }
    var filled = variables
    filled["HOME"] = home
    return filled
  }

  /// The running account's home directory from the password database, if it has one.
  public static func fromPasswordDatabase() -> String? {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
      let directory = entry.pw_dir
    else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }
}
