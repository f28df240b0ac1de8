import Foundation
import NewsKit

/// libFuzzer's driver: runs the callback on every input it makes, with its own options.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// `news-fuzz TARGET [libFuzzer options] [CORPUS…]` fuzzes one of NewsKit's `FuzzTargets`;
/// `news-fuzz TARGET --run FILE…` runs files through it once, without the fuzzer (to reproduce
/// a crash, or to check a corpus). Swift's backtracer must be off (`SWIFT_BACKTRACE=enable=no`)
/// so that AddressSanitizer and libFuzzer see a crash first.
@main
enum NewsFuzz {
  /// The target libFuzzer's callback runs: a C callback cannot capture it. Set once, before
  /// the driver starts.
  nonisolated(unsafe) static var target: FuzzTargets.Target?

  static func main() {
    var arguments = CommandLine.arguments
    // libFuzzer starts itself again for -merge, -fork and -jobs with its own options only: the
    // target goes to those children in the environment.
    if arguments.count < 2 || FuzzTargets.named(arguments[1]) == nil,
      let inherited = ProcessInfo.processInfo.environment["NEWS_FUZZ_TARGET"]
    {
      arguments.insert(inherited, at: 1)
    }
    guard arguments.count >= 2, let chosen = FuzzTargets.named(arguments[1]) else {
      let names = FuzzTargets.all.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(
        Data("usage: news-fuzz TARGET [options]; targets: \(names)\n".utf8))
      exit(64)
    }
    setenv("NEWS_FUZZ_TARGET", chosen.name, 1)
    target = chosen
    if arguments.count >= 3, arguments[2] == "--run" {
      for file in arguments.dropFirst(3) {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        chosen.run(data)
      }
      print("ran \(arguments.count - 3) inputs through \(chosen.name)")
      exit(0)
    }
    let driverArguments = [arguments[0]] + arguments.dropFirst(2)
    var count = Int32(driverArguments.count)
    var pointers: [UnsafeMutablePointer<CChar>?] = driverArguments.map { strdup($0) } + [nil]
    let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
      var base = buffer.baseAddress
      return runDriver(&count, &base) { bytes, length in
        let data = bytes.map { Data(bytes: $0, count: length) } ?? Data()
        NewsFuzz.target?.run(data)
        return 0
      }
    }
    exit(status)
  }
}
