import Foundation
import TimeZones

/// The environment of a real run, wired here because its requests go through libcurl (this
/// room); the environment's shape lives below, in Environment, for every room to take.
extension NewsEnvironment {
  /// The real world: libcurl, the system clock, this process's environment and terminal.
  public static func live() -> NewsEnvironment {
    // Read once, from the C library's table (`ProcessVariables`), not through Foundation.
    let given = ProcessVariables.read()
    var environment = NewsEnvironment(
      send: CurlTransport.send,
      now: { Date() },
      // Cron and `env -i` leave HOME out: the account's home stands in, as for ssh and git.
      variables: AccountHome.filling(
        given, account: AccountHome.fromPasswordDatabase),
      isTerminal: TerminalProbe.isTerminal,
      terminalColumns: { TerminalProbe.columns($0) },
      timeZone: { ZoneRules.current(environment: given) },
      sleep: { seconds in try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9)) },
      random: { Double.random(in: 0..<1) },
      launch: { await ProcessLauncher.run($0, environment: $1) },
      isExecutable: { FileManager.default.isExecutableFile(atPath: $0) },
      readFile: { path in
        // A pipe or a device in a setting file's place is no file: never waited on.
        guard let data = (try? RegularFile.read(path, limit: 16 << 20)) ?? nil,
          let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return nil }
        let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
        return (String(decoding: data, as: UTF8.self), permissions)
      },
      terminalBackground: TerminalProbe.background
    )
    environment.httpLibrary = CurlTransport.library
    environment.terminalGraphics = TerminalProbe.graphics
    environment.runQuietly = { await ProcessLauncher.runQuietly($0, environment: $1, seconds: $2) }
    environment.runCapturing = {
      await ProcessLauncher.runCapturing(
        $0, input: $1, environment: $2, seconds: $3, limit: $4)
    }
    return environment
  }
}
