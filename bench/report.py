#!/usr/bin/env python3
"""Turns hyperfine's JSON and peak-memory readings into the markdown table the README shows.

Usage: report.py RESULTS_DIR  (reads *.json from hyperfine, memory.tsv, machine.txt)
"""
import json
import pathlib
import statistics
import sys

results = pathlib.Path(sys.argv[1])


def medians(*names):
    """The median of every run of each command in the named results, and in their rounds
    (`NAME.rN.json`) taken together."""
    times = {}
    for name in names:
        for path in sorted(results.glob(f"{name}.json")) + sorted(results.glob(f"{name}.r*.json")):
            for result in json.loads(path.read_text())["results"]:
                times.setdefault(result["command"], []).extend(result["times"])
    return {command: statistics.median(runs) * 1000 for command, runs in times.items()}


memory = {}
for line in (results / "memory.tsv").read_text().splitlines():
    label, kib = line.split("\t")
    memory[label] = int(kib) / 1024

startup = medians("startup")
small = medians("small", "small-shell")
big = medians("big", "big-shell")
store = medians("store")
offline = medians("offline")

rows = []
checks = []


def cell(text):
    return text.replace("|", "\\|")


def row(group, label, ms, baseline=None, baseline_label=None):
    ratio = f"{ms / baseline:.2f}× {baseline_label}" if baseline else ""
    rows.append(f"| {group} | {cell(label)} | {ms:.1f} | {cell(ratio)} |")


def check(name, ok, detail):
    checks.append(f"| {cell(name)} | {'met' if ok else '**missed**'} | {detail} |")


hello, news_version = startup["hello"], startup["news --version"]
row("startup", "static Swift program importing Foundation", hello)
row("startup", "`news --version`", news_version, hello, "bare")
check("`news --version` ≤ 2× bare Foundation", news_version <= 2 * hello,
      f"{news_version / hello:.2f}× ({news_version:.1f} ms against {hello:.1f} ms)")

curl, jq, python = small["curl"], small["curl | jq"], small["python requests"]
news_small, news_nostore = small["news search"], small["news search --no-store"]
row("50-article page", "`curl -s` (the floor)", curl)
row("50-article page", "`curl -s | jq` five titles", jq, curl, "curl")
row("50-article page", "Python `requests`, five titles", python, curl, "curl")
row("50-article page", "`news search` (with the store)", news_small, curl, "curl")
row("50-article page", "`news search --no-store`", news_nostore, curl, "curl")
news_json = small["news search --json"]
row("50-article page", "`news search --json`", news_json, curl, "curl")
check("`news search` ≥ 12× faster than Python `requests`", python >= 12 * news_small,
      f"{python / news_small:.1f}× faster")

big_jq, big_news = big["curl | jq"], big["news search"]
row("1,000-article page", "`curl -s | jq` five titles", big_jq)
row("1,000-article page", "`news search`", big_news, big_jq, "curl | jq")
big_json = big["news search --json"]
row("1,000-article page", "`news search --json`", big_json, big_jq, "curl | jq")
check("1,000 articles ≤ 0.7× curl | jq", big_news <= 0.7 * big_jq, f"{big_news / big_jq:.2f}×")
check("1,000 articles as JSON ≤ 0.7× curl | jq", big_json <= 0.7 * big_jq,
      f"{big_json / big_jq:.2f}×")
check("`news search --json` ≥ 12× faster than Python `requests`", python >= 12 * news_json,
      f"{python / news_json:.1f}× faster")

with_store, without = store["with store"], store["without store"]
row("store", "online search, store of 100,000 articles", with_store)
row("store", "the same with `--no-store`", without)
check("the store adds < 5 ms to a search", with_store - without < 5, f"{with_store - without:+.1f} ms")

offline_ms = offline["news search --offline"]
row("store", "`news search --offline` over 100,000 articles", offline_ms)
check("`search --offline` over 100,000 articles < 15 ms", offline_ms < 15, f"{offline_ms:.1f} ms")

size = {}
for line in (results / "size.tsv").read_text().splitlines():
    label, size_bytes = line.split("\t")
    size[label] = int(size_bytes) / 1e6
check("binary < 30 MB stripped", size["stripped"] < 30,
      f"{size['stripped']:.1f} MB ({size['unstripped']:.1f} MB unstripped)")

peak = max(memory.values())
check("peak memory < 64 MiB (1,000 articles)", memory["1,000-article page"] < 64,
      f"{memory['1,000-article page']:.1f} MiB")

print((results / "machine.txt").read_text().strip())
print()
print("| what | command | median ms | ratio |")
print("|---|---|---:|---|")
print("\n".join(rows))
print()
print("| peak memory of `news` | MiB |")
print("|---|---:|")
for label, mib in memory.items():
    print(f"| {label} | {mib:.1f} |")
print()
print("| binary | MB |")
print("|---|---:|")
for label, megabytes in size.items():
    print(f"| {label} | {megabytes:.1f} |")
print()
print("| target | result | measured |")
print("|---|---|---|")
print("\n".join(checks))
