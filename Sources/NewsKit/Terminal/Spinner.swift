/// A small progress indicator on stderr while `news` waits for the network.
///
/// It appears only after a short delay, so fast answers show nothing, and erases its line when
/// the work ends, leaving no trace. The command shows it only when stderr is a terminal and the
/// output is not JSON.
public struct Spinner: Sendable {
  /// The frames, drawn one after another.
  public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Seconds before the first frame.
  public static let delay = 0.15
  /// Seconds between frames.
  public static let interval = 0.08
  /// Goes back to the start of the line and clears it.
  public static let erase = "\r\u{1B}[K"

  /// What is waited for ("Searching…"), beside the frame; cut to the terminal's width, so
  /// that the line never wraps (a wrapped line cannot be erased by `\r`).
  let label: String
  let write: @Sendable (String) -> Void
  let sleep: @Sendable (Double) async throws -> Void

  /// A spinner labelled `label`, on a terminal `width` columns wide, writing with `write` and
  /// waiting with `sleep`.
  public init(
    label: String = "", width: Int = 80,
    write: @escaping @Sendable (String) -> Void,
    sleep: @escaping @Sendable (Double) async throws -> Void
  ) {
    let room = max(0, width - 3)
    self.label = DisplayWidth.of(label) <= room ? label : ""
    self.write = write
    self.sleep = sleep
  }

  /// Runs `work`, spinning while it lasts longer than the delay.
  public func during<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
    let animation = Task { [write, sleep] in
      var frame = 0
      do {
        try await sleep(Self.delay)
        while !Task.isCancelled {
          write("\r" + Self.frames[frame % Self.frames.count] + " " + label)
          frame += 1
          try await sleep(Self.interval)
        }
      } catch {}
      return frame > 0
    }
    defer { animation.cancel() }
    do {
      let result = try await work()
      await finish(animation)
      return result
    } catch {
      await finish(animation)
      throw error
    }
  }

  /// Stops the animation and, if it drew anything, clears its line.
  private func finish(_ animation: Task<Bool, Never>) async {
    animation.cancel()
    if await animation.value { write(Self.erase) }
  }
}
