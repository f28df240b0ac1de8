"""Compares news's feed parser (JSON lines from news-feed-dump) with feedparser, per field.

Titles are compared as plain text (tags stripped, entities decoded, whitespace collapsed),
links as strings, dates as ISO 8601 UTC to the second. A field both leave empty agrees.
"""
import html
import json
import re
import sys
import time
import warnings

import feedparser

warnings.filterwarnings("ignore")


def plain(text):
    if text is None:
        return None
    text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    text = re.sub(r"\s+", " ", text).strip()
    return text or None


def iso(struct):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", struct) if struct else None


def reference(path):
    """feedparser's reading, with the same base address news is given; None when it fails."""
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        parsed = feedparser.parse(
            data, response_headers={"content-location": "http://example.org/feed.xml"})
    except Exception:  # feedparser stops on some of its own test files
        return None
    items = []
    for entry in parsed.entries:
        date = entry.get("published_parsed") or entry.get("updated_parsed")
        detail = entry.get("title_detail") or {}
        title = entry.get("title")
        if "html" not in (detail.get("type") or "html") and title is not None:
            title = re.sub(r"\s+", " ", title).strip() or None
        else:
            title = plain(title)
        items.append({
            "title": title,
            "link": entry.get("link") or None,
            "published": iso(date) if date and 1 <= date.tm_year <= 9999 else None,
        })
    return items


def main():
    rows = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
    shown = int(sys.argv[2])
    counts = {field: [0, 0] for field in ("items", "title", "link", "published")}
    differences = []
    failed = []
    for row in rows:
        theirs = reference(row["file"])
        ours = row.get("items", [])
        name = row["file"].split("/tests/")[-1]
        if theirs is None:
            failed.append(name)
            continue
        if not theirs and not ours:
            continue
        counts["items"][1] += 1
        if len(theirs) == len(ours):
            counts["items"][0] += 1
        else:
            differences.append((name, "items", len(theirs), len(ours)))
        for mine, reference_item in zip(ours, theirs):
            for field in ("title", "link", "published"):
                counts[field][1] += 1
                # news's titles are plain text already: only whitespace is folded.
                a = mine.get(field)
                if field == "title" and a is not None:
                    a = re.sub(r"\s+", " ", a).strip() or None
                b = reference_item[field]
                if a == b:
                    counts[field][0] += 1
                else:
                    differences.append((name, field, b, a))
    print(f"{len(rows)} documents; {counts['items'][1]} with entries by either parser; "
          f"feedparser failed on {len(failed)}")
    for field, (same, total) in counts.items():
        share = 100.0 * same / total if total else 100.0
        print(f"{field:10} {same:5} of {total:5} agree  ({share:.1f} %)")
    print(f"\nfirst {shown} differences (file, field, feedparser, news):")
    for difference in differences[:shown]:
        print("  ", *difference)


if __name__ == "__main__":
    main()
