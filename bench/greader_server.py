#!/usr/bin/env python3
"""A Google Reader API server on loopback with a large account, for bench/sync-scale.

FEEDS feeds of ITEMS_PER_FEED items each, all unread, item ids from 1; ids handed out as short
decimal by stream/items/ids and read back in the long form only (as Miniflux 2.2.6 reads
`i=` right only in that form). Answers what `news sync` asks: ClientLogin, token,
subscription/list, stream/items/ids (n, c, xt, s), stream/items/contents, edit-tag.

Usage: bench/greader_server.py PORT FEEDS ITEMS_PER_FEED   (prints "ready" when listening)
"""
import json
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PORT, FEEDS, PER_FEED = (int(a) for a in sys.argv[1:4])
TOTAL = FEEDS * PER_FEED
PREFIX = "tag:google.com,2005:reader/item/"
lock = threading.Lock()
read = set()
starred = set()


def item(number):
    feed = (number - 1) // PER_FEED + 1
    return {
        "id": PREFIX + format(number, "016x"),
        "title": f"Article {number} of feed {feed}",
        "published": 1764000000 + number,
        "canonical": [{"href": f"https://site{feed}.example/articles/{number}"}],
        "summary": {"content": f"<p>The summary of article {number}, with a few words.</p>"},
        "origin": {"streamId": f"feed/{feed}", "title": f"Feed {feed}"},
        "author": "Someone",
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, body, kind="application/json"):
        data = body if isinstance(body, bytes) else body.encode()
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def fields(self):
        length = int(self.headers.get("Content-Length") or 0)
        return urllib.parse.parse_qsl(self.rfile.read(length).decode())

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        if url.path.endswith("/token"):
            return self.answer("bench-token", "text/plain")
        if url.path.endswith("/subscription/list"):
            feeds = [
                {
                    "id": f"feed/{n}", "title": f"Feed {n}",
                    "url": f"https://site{n}.example/feed.xml",
                    "htmlUrl": f"https://site{n}.example/",
                    "categories": [{"id": f"user/-/label/Group {n % 10}", "label": f"Group {n % 10}"}],
                }
                for n in range(1, FEEDS + 1)
            ]
            return self.answer(json.dumps({"subscriptions": feeds}))
        if url.path.endswith("/stream/items/ids"):
            count = min(int(query.get("n", "20")), 10000)
            start = int(query.get("c", "0"))
            with lock:
                if query.get("s", "").endswith("/starred"):
                    ids = sorted(starred)
                elif "xt" in query:
                    ids = [n for n in range(1, TOTAL + 1) if n not in read]
                else:
                    ids = list(range(1, TOTAL + 1))
            page = ids[start:start + count]
            body = {"itemRefs": [{"id": str(n)} for n in page]}
            if start + count < len(ids):
                body["continuation"] = str(start + count)
            return self.answer(json.dumps(body))
        self.send_error(404)

    def do_POST(self):
        url = urllib.parse.urlsplit(self.path)
        fields = self.fields()
        if url.path.endswith("/accounts/ClientLogin"):
            return self.answer("SID=bench/1\nLSID=bench/1\nAuth=bench/1\n", "text/plain")
        ids = [int(v[len(PREFIX):], 16) for k, v in fields if k == "i" and v.startswith(PREFIX)]
        if url.path.endswith("/stream/items/contents"):
            return self.answer(json.dumps({"items": [item(n) for n in ids if 1 <= n <= TOTAL]}))
        if url.path.endswith("/edit-tag"):
            with lock:
                for key, value in fields:
                    target = read if value.endswith("/read") else starred
                    if key == "a":
                        target.update(ids)
                    elif key == "r":
                        target.difference_update(ids)
            return self.answer("OK", "text/plain")
        self.send_error(404)


server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
print("ready", flush=True)
server.serve_forever()
