import Foundation

/// The JSON fixtures in `Tests/Fixtures`, written from the API documentation and real captures.
public enum Fixtures {
  /// The folder holding the fixtures, found from this source file so a clean clone needs no
  /// resource bundle.
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures")

  /// The bytes of a fixture, by file name.
  public static func data(_ name: String) -> Data {
    let url = directory.appendingPathComponent(name)
    guard let data = try? Data(contentsOf: url) else {
      fatalError("missing fixture \(url.path)")
    }
    return data
  }

  /// The text of a fixture.
  public static func text(_ name: String) -> String {
    String(decoding: data(name), as: UTF8.self)
  }
}
