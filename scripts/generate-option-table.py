#!/usr/bin/env python3
"""Writes the options every command declares, as argument-parser reads them, to Swift.

Reads `news --experimental-dump-help` (argument-parser's description of every command, made
from the declarations in Sources/news) on stdin and prints the table CommandOptionTable derives
everything else from: the fast line reader's options, the option scans, the value options.

    .build/debug/news --experimental-dump-help \
      | python3 scripts/generate-option-table.py \
      > Sources/NewsKit/Environment/Generated/DeclaredOptions.swift
"""
import json
import sys


def options(command, path, rows):
    for argument in command.get("arguments", []):
        if argument.get("kind") not in ("option", "flag"):
            continue
        names = argument.get("names", [])
        long = [n["name"] for n in names if n["kind"] == "long"]
        short = [n["name"] for n in names if n["kind"] == "short"]
        if not long:
            continue
        for name in long:
            rows.append((path, "--" + name, ("-" + short[0]) if short else None,
                         argument["kind"] == "option"))
    for sub in command.get("subcommands", []):
        if sub["commandName"] == "help":
            continue
        options(sub, (path + " " + sub["commandName"]).strip(), rows)


def main():
    root = json.load(sys.stdin)["command"]
    rows = []
    options(root, "", rows)
    seen = set()
    unique = []
    for row in rows:
        if row not in seen:
            seen.add(row)
            unique.append(row)
    out = [
        "// Generated from the declarations in Sources/news; after changing an option, regenerate:",
        "//   swift build && .build/debug/news --experimental-dump-help \\",
        "//     | python3 scripts/generate-option-table.py \\",
        "//     > Sources/NewsKit/Environment/Generated/DeclaredOptions.swift",
        "",
        "extension CommandOptionTable {",
        "  /// Every option each command declares to argument-parser (the root is \"\").",
        "  static let declared: [DeclaredOption] = [",
    ]
    for path, long, short, value in unique:
        short_text = f'"{short}"' if short else "nil"
        out.append(
            f'    DeclaredOption(command: "{path}", long: "{long}", short: {short_text}, '
            f'takesValue: {"true" if value else "false"}),')
    out += ["  ]", ""]
    # The subcommands' names, in the order first declared: worked out from `declared` at
    # every start, they cost 1.1 million instructions (a String's characters, one by one).
    names = []
    for path, _, _, _ in unique:
        name = path.split(" ")[0]
        if name and name not in names:
            names.append(name)
    out += [
        "  /// The subcommands' names, in the order `declared` first names them.",
        "  static let declaredCommandNames: [String] = [",
    ]
    line = "   "
    for name in names:
        item = f' "{name}",'
        if len(line) + len(item) > 100:
            out.append(line)
            line = "   "
        line += item
    out += [line, "  ]", "}"]
    print("\n".join(out))


main()
