#!/usr/bin/env python3
"""Build the held-out extraction corpus: real pages outside the repository, each with its text.

    scripts/make-held-out-corpus.py ZYTE_REPO READABILITY_REPO OUT

ZYTE_REPO is a clone (or bare mirror) of github.com/scrapinghub/article-extraction-benchmark
(MIT): its 181 pages (`html/<id>.html.gz`) with the article body a person marked
(`ground-truth.json`). READABILITY_REPO is one of github.com/mozilla/readability (Apache-2.0):
its real test pages (`test/test-pages/<name>/source.html`, the synthetic ones under 10 KB left
out) with Readability's own output (`expected.html`) as the text, figure captions left out as
the bench leaves them out. Writes OUT/zyte/<id>.html and OUT/readability/<name>.html, each
beside its <name>.txt, for `news-extraction-bench --thirds OUT/zyte OUT/readability`.
"""

import gzip
import html.parser
import json
import os
import re
import subprocess
import sys


def git(repo, *args):
    return subprocess.check_output(["git", "-C", repo, *args])


class TextOf(html.parser.HTMLParser):
    """The text of an HTML fragment, a line per block, captions and scripts left out."""

    SKIPPED = {"figcaption", "script", "style", "noscript"}
    BLOCKS = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "tr",
              "td", "th", "br", "section", "article", "figure", "ul", "ol", "table", "dd", "dt"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skipping = 0
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIPPED:
            self.skipping += 1
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIPPED and self.skipping:
            self.skipping -= 1
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)

    def text(self):
        joined = re.sub(r"[ \t\r\f\v]+", " ", "".join(self.parts))
        return "\n".join(line.strip() for line in joined.split("\n") if line.strip()) + "\n"


def zyte(repo, out):
    os.makedirs(out, exist_ok=True)
    truth = json.loads(git(repo, "show", "HEAD:ground-truth.json"))
    for page_id, item in truth.items():
        page = gzip.decompress(git(repo, "show", f"HEAD:html/{page_id}.html.gz"))
        with open(os.path.join(out, page_id + ".html"), "wb") as f:
            f.write(page)
        with open(os.path.join(out, page_id + ".txt"), "w") as f:
            f.write(item["articleBody"] + "\n")
    return len(truth)


def readability(repo, out):
    os.makedirs(out, exist_ok=True)
    count = 0
    for name in git(repo, "ls-tree", "--name-only", "HEAD:test/test-pages").decode().split():
        if name.endswith(".json"):
            continue
        source = f"HEAD:test/test-pages/{name}/source.html"
        if int(git(repo, "cat-file", "-s", source)) < 10_000:
            continue
        parser = TextOf()
        parser.feed(git(repo, "show", f"HEAD:test/test-pages/{name}/expected.html").decode())
        with open(os.path.join(out, name + ".html"), "wb") as f:
            f.write(git(repo, "show", source))
        with open(os.path.join(out, name + ".txt"), "w") as f:
            f.write(parser.text())
        count += 1
    return count


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    zyte_repo, readability_repo, out = sys.argv[1:]
    print("zyte:", zyte(zyte_repo, os.path.join(out, "zyte")), "pages")
    print("readability:", readability(readability_repo, os.path.join(out, "readability")), "pages")
