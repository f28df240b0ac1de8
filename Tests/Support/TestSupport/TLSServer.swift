import Foundation

/// An https server on a loopback address, for the client's TLS: Python's `ssl` over a
/// certificate made for the run by the `openssl` command, signed by a CA of the run's own
/// (`caFile`, trusted only by a process pointed at it with `SSL_CERT_FILE`).
///
/// It answers every request with `body` as JSON and logs, a JSON object a line, each
/// handshake's server name (`{"sni": …}`, null when none was sent), each failed handshake
/// (`{"handshake": "failed"}`) and each request head it read (`{"request": …}`).
public final class TLSServer: @unchecked Sendable {
  /// The port it listens on.
  public let port: Int
  /// The CA that signed its certificate, in PEM.
  public let caFile: URL
  private let folder: URL
  private let process: Process

  /// Makes the CA and a certificate for `names` (subjectAltName entries such as
  /// `IP:127.0.0.1` or `DNS:localhost`) and starts listening on `host`.
  public init(host: String = "127.0.0.1", names: [String], body: Data) async throws {
    precondition(host.hasPrefix("127."), "tests never listen beyond loopback")
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    caFile = folder.appendingPathComponent("ca.pem")
    let path = folder.path
    let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    try Data("subjectAltName=\(names.joined(separator: ","))\n".utf8)
      .write(to: folder.appendingPathComponent("names.cnf"))
    for step in [
      ["openssl", "req", "-x509"] + curve + [
        "-keyout", "\(path)/ca.key", "-out", "\(path)/ca.pem", "-days", "30", "-subj",
        "/CN=news test CA", "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign",
      ],
      ["openssl", "req"] + curve + [
        "-keyout", "\(path)/leaf.key", "-out", "\(path)/leaf.csr", "-subj", "/CN=news test",
      ],
      [
        "openssl", "x509", "-req", "-in", "\(path)/leaf.csr", "-CA", "\(path)/ca.pem",
        "-CAkey", "\(path)/ca.key", "-CAcreateserial", "-days", "30", "-out",
        "\(path)/leaf.pem", "-extfile", "\(path)/names.cnf",
      ],
    ] {
      let run = try await Program.run(step)
      guard run.exitCode == 0 else { throw TLSServerError.certificate(run.stderr) }
    }
    try body.write(to: folder.appendingPathComponent("body.json"))
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c", Self.script, host, "\(path)/leaf.pem", "\(path)/leaf.key",
      "\(path)/body.json", "\(path)/log", "\(path)/port",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let portFile = folder.appendingPathComponent("port")
    // The server writes the port aside and renames it into place: once there, it is whole.
    for _ in 0..<250 {
      if FileManager.default.fileExists(atPath: portFile.path) {
        let text = try String(contentsOf: portFile, encoding: .utf8)
        guard let port = Int(text) else { break }
        self.port = port
        return
      }
      guard process.isRunning else { break }
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    throw TLSServerError.didNotStart
  }

  /// What it logged, in order: each line's object (none before its first event).
  public func events() throws -> [[String: Any]] {
    let log = folder.appendingPathComponent("log")
    guard FileManager.default.fileExists(atPath: log.path) else { return [] }
    return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
  }

  /// The request heads it read.
  public func requests() throws -> [String] {
    try events().compactMap { $0["request"] as? String }
  }

  /// Stops the server and removes its files.
  public func stop() {
    // SIGKILL: a child started from one of Swift's threads inherits their blocked signals,
    // SIGTERM among them.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  static let script = """
    import json, os, socket, ssl, sys
    host, cert, key, body, log, port_file = sys.argv[1:7]
    body = open(body, "rb").read()
    def note(event):
        with open(log, "a") as f:
            f.write(json.dumps(event) + "\\n")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.sni_callback = lambda tls, name, _: note({"sni": name})
    server = socket.socket()
    server.bind((host, 0))
    server.listen(16)
    with open(port_file + ".new", "w") as f:
        f.write(str(server.getsockname()[1]))
    os.rename(port_file + ".new", port_file)
    while True:
        connection, _ = server.accept()
        connection.settimeout(10)
        try:
            tls = context.wrap_socket(connection, server_side=True)
        except (ssl.SSLError, OSError):
            note({"handshake": "failed"})
            connection.close()
            continue
        try:
            head = b""
            while b"\\r\\n\\r\\n" not in head:
                piece = tls.recv(4096)
                if not piece:
                    break
                head += piece
            if head:
                note({"request": head.decode("latin-1")})
                tls.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\n"
                            + b"Content-Length: %d\\r\\n\\r\\n" % len(body) + body)
        except (ssl.SSLError, OSError):
            pass
        tls.close()
    """
}

/// Why a TLS server could not be started.
public enum TLSServerError: Error {
  case certificate(String)
  case didNotStart
}
