#!/usr/bin/env python3
"""A loopback farm for the editions benchmark: a Newscatcher-shaped API on 127.0.0.1 whose
headlines link to N article pages spread over H hosts (127.0.0.1 … 127.0.0.H), each answered
after a latency, each a recorded page from Tests/NewsKitTests/Pages padded to ~100 KB with what
real pages carry around the article (scripts, styles, a mega-menu).

Usage: edition_farm.py PAGES HOSTS LATENCY_SECONDS   → prints "api http://…/api/" then "ready".
"""
import glob, http.server, json, os, socketserver, sys, threading, time

pages_wanted, hosts, latency = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
root = os.path.join(os.path.dirname(__file__), "..", "Tests", "NewsKitTests", "Pages")
sources = [open(p, "rb").read() for p in sorted(glob.glob(os.path.join(root, "*.html")))
           if "consent" not in p]

def padded(page: bytes) -> bytes:
    script = b"<script>" + b"window.x=function(a,b){return a<b&&b>a};" * 1500 + b"</script>"
    style = b"<style>" + b".c-1{margin:0 auto;padding:4px}" * 500 + b"</style>"
    links = b"".join(b'<li class="menu-item"><a href="/s/%d">Section %d</a></li>' % (i, i) for i in range(300))
    page = page.replace(b"<body", script + style + b"</head><body data-x", 1)
    return page.replace(b"</body>", b'<ul class="mega-menu">' + links + b"</ul></body>", 1)

bodies = [padded(p) for p in sources]

class Quiet(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def send(self, status, kind, body):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

class Page(Quiet):
    def do_GET(self):
        time.sleep(latency)
        number = int(self.path.rsplit("/", 1)[-1] or 0)
        self.send(200, "text/html; charset=utf-8", bodies[number % len(bodies)])

class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    request_queue_size = 256

ports = []
for h in range(hosts):
    server = Server(("127.0.0.%d" % (h + 1), 0), Page)
    ports.append(server.server_address)
    threading.Thread(target=server.serve_forever, daemon=True).start()

class API(Quiet):
    def do_GET(self):
        articles = []
        for i in range(pages_wanted):
            host, port = ports[i % hosts]
            articles.append({"title": "Story %d" % i, "link": "http://%s:%d/article/%d" % (host, port, i),
                             "description": "Summary %d." % i, "domain_url": host,
                             "published_date": "2026-11-23 10:00:00"})
        self.send(200, "application/json", json.dumps({"status": "ok", "total_hits": len(articles),
                                                       "articles": articles}).encode())

api = Server(("127.0.0.1", 0), API)
threading.Thread(target=api.serve_forever, daemon=True).start()
print("api http://127.0.0.1:%d/api/" % api.server_address[1])
print("page bytes %d–%d" % (min(map(len, bodies)), max(map(len, bodies))))
print("ready", flush=True)
threading.Event().wait()
