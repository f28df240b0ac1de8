"""A loopback feed farm for bench/feeds: FEEDS feeds spread over HOSTS addresses 127.0.1.x,
each answer held LATENCY seconds, ITEMS items a feed, with ETags (a matching If-None-Match
gets 304). Prints the feed URLs, one a line, then serves until killed. PORT 0 takes a free
one (the scripts' farms: a port in use stops the farm with a message, not a wait).

FARM_TEXT=typical gives items as news feeds carry them (a title of 6-12 words, a description of
two or three HTML paragraphs, 250-700 characters, from a 2,000-word vocabulary, the same on
every run); by default each item is one short line.

FARM_DATES=now dates the items of the last day (item i, i hours before the farm started)
instead of 14 November 2023: a refresh then joins them to the stories of now in a store
seeded with `news-bench-seed STORE COUNT feed FEEDS year`."""
import http.server
import os
import random
import sys
import threading
import time

feeds, hosts, latency, items = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
port = int(sys.argv[5]) if len(sys.argv) > 5 else 18080


typical = os.environ.get("FARM_TEXT") == "typical"
started = time.time()


def pub_date(i):
    if os.environ.get("FARM_DATES") != "now":
        return f"Tue, 14 Nov 2023 {i % 24:02d}:00:00 GMT"
    return time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(started - 3600 * (i % 24)))
def made_up_word(n):
    rng = random.Random(n)
    return "".join(rng.choice("abcdefghijklmnoprstuwyz") for _ in range(2 + n % 9))


# Words as often as in text: the r-th most common one in 1/r of the places (Zipf).
vocabulary = [made_up_word(n) for n in range(2000)]
weights = [1 / (rank + 1) for rank in range(2000)]


def words(rng, count):
    return " ".join(rng.choices(vocabulary, weights, k=count))


def text(name, i):
    if not typical:
        return f"{name} story {i}", f"Summary of story {i} of {name}, with a few words of text."
    rng = random.Random(f"{name}-{i}")
    title = words(rng, rng.randint(6, 12)).capitalize()
    paragraphs = "".join(
        f"&lt;p&gt;{words(rng, rng.randint(15, 40)).capitalize()}.&lt;/p&gt;"
        for _ in range(rng.randint(2, 3)))
    return title, paragraphs


def document(name):
    entries = "".join(
        f"<item><title>{text(name, i)[0]}</title><link>https://example.org/{name}/{i}</link>"
        f"<guid>{name}-{i}</guid><pubDate>{pub_date(i)}</pubDate>"
        f"<description>{text(name, i)[1]}</description></item>"
        for i in range(items))
    return (f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>{name}</title>'
            f"<link>https://example.org/{name}/</link>{entries}</channel></rss>").encode()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    cache = {}

    def do_GET(self):
        time.sleep(latency)
        name = self.path.strip("/").replace(".xml", "")
        etag = f'"{name}-v1"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = Handler.cache.get(name) or document(name)
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
        self.send_header("ETag", etag)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256


addresses = [f"127.0.1.{h + 1}" for h in range(hosts)]
for address in addresses:
    try:
        server = Server((address, port), Handler)
    except OSError as error:
        sys.exit(f"feed_farm: cannot listen on {address}:{port}: {error}")
    # Port 0: the first address's free port, for every address.
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
# Every document made before the first request, so that no answer waits on making one.
for index in range(feeds):
    Handler.cache[f"feed{index}"] = document(f"feed{index}")
for index in range(feeds):
    print(f"http://{addresses[index % hosts]}:{port}/feed{index}.xml", flush=True)
print("ready", flush=True)
threading.Event().wait()
