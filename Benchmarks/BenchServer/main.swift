import Foundation
import TestSupport

// Serves generated Newscatcher pages on 127.0.0.1 for the benchmark until stdin closes:
//   /api/search, /api/latest_headlines  a 50-article page
//   /big/search                        a 1,000-article page (about 1.5 MB)
// Prints the port on the first line of stdout.
let small = PayloadGenerator.page(count: 50)
let big = PayloadGenerator.page(count: 1000)
let server = try LoopbackServer { request in
  let body = request.path.hasPrefix("/big/") ? big : small
  return CannedResponse(status: 200, headers: [("Content-Type", "application/json")], body: body)
}
FileHandle.standardOutput.write(Data("\(server.port)\n".utf8))
while readLine() != nil {}
server.stop()
