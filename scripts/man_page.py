"""Writes news(1) in man(7) from argument-parser's help dump (JSON on stdin).

man(7), not mdoc: its header says "User Commands" (groff's mdoc says "BSD General Commands
Manual" for section 1). The options every command shares are listed once, under OPTIONS; each
command lists only its own.

Called by scripts/generate-man-page. The sections beyond the commands and options (exit
status, environment, files, examples) are written here, from the contract and the README; the
reader's keys are read from the English string table (Localization/ScreenStrings.swift), the
same rows its `?` help shows.
"""
import json
import os
import re
import sys

EXAMPLES = [
    ("news", "Open the full-screen reader on the top headlines."),
    ("news search \"Elon Musk\" --lang en", "Search for a phrase, in English."),
    ("news topic sport -n 10", "Ten articles of a topic; news topics lists them."),
    ("news show 3", "The third article of the last list, in full."),
    ("news search -", "Read the phrase from standard input."),
    ("news --json topic world | jq -r '.articles[].link'", "The links of a topic, for a script."),
    ("news feed add https://example.com/feed.xml", "Subscribe to a feed; news read shows their articles."),
    ("news sync login https://rss.example.com/api/greader.php --user ala", "Sign in to FreshRSS or Miniflux."),
    ("news edition make --topic world --topic tech", "An offline edition with full text."),
    ("news watch add \"open source\" && news watch install --every 1h", "A phrase watch, run every hour on a systemd timer."),
    ("news doctor", "Check libcurl, the store, the settings, the key, sync and the terminal."),
]


def reader_keys():
    """The reader's keys and what they do, as its `?` help lists them in English."""
    path = os.path.join(os.path.dirname(__file__), "..", "Localization", "ScreenStrings.swift")
    text = open(path, encoding="utf-8").read()
    english = text[text.index("static let englishScreen"):text.index("static let polishScreen")]
    block = english[english.index("helpRows: ["):]
    block = block[:block.index("\n    ],")]
    return re.findall(r'\("((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"\)', block)

EXIT_STATUS = [
    ("0", "Success, including no matches."),
    ("64", "Usage: an unknown topic, command or option, a bad option value, an empty phrase; "
           "also a query the API refused as invalid (HTTP 400/422)."),
    ("65", "The server answered with something news cannot understand: an HTML page, a cut-off, "
           "malformed or oversized body, or no HTTP at all."),
    ("69", "Network failure, timeout, a server error (5xx) or a redirect loop, after retries."),
    ("74", "The article store could not be written (for example, the disk is full); "
           "nothing stored before is lost."),
    ("75", "Rate limited (HTTP 429) after retries."),
    ("77", "The API rejected the key (HTTP 401/403)."),
    ("78", "No API key for --provider newscatcher, a key with control characters, an article "
           "store that cannot be opened, or a broken setting."),
    ("130", "Interrupted with Ctrl-C."),
]

ENVIRONMENT = [
    ("NEWSCATCHER_API_KEY", "The Newscatcher API key; without one, news uses Google News."),
    ("NEWSCATCHER_API_VERSION", "v1, v2 or v3 (default v3)."),
    ("NEWSCATCHER_API_URL", "Another base address for the Newscatcher API."),
    ("NEWS_GOOGLE_RSS_URL", "Another base address for Google News (keyless)."),
    ("NEWS_NOTIFY_COMMAND", "The program news watch run --notify runs, given a title and a body (default notify-send; never a shell)."),
    ("NEWS_LANG", "pl or en; else LANGUAGE, LC_ALL, LC_MESSAGES and LANG are read."),
    ("NEWS_KEEP_DAYS", "Days unsaved articles are kept in the store (default 30)."),
    ("NO_COLOR, FORCE_COLOR", "Turn colour off or on."),
    ("COLUMNS", "The width to wrap to."),
    ("TERM", "dumb turns colour off."),
    ("XDG_DATA_HOME", "Where the article store lives (default ~/.local/share)."),
    ("XDG_CONFIG_HOME", "Where the configuration file lives (default ~/.config)."),
    ("NEWS_SYNC_PASSWORD", "The password news sync login uses instead of asking."),
    ("BROWSER", "The program news open starts; else xdg-open."),
    ("SSL_CERT_FILE, SSL_CERT_DIR", "The certificates an https server's must lead to, as OpenSSL reads them (default: the system's); news sends nothing to a server whose certificate does not, or names another host."),
    ("http_proxy, https_proxy, all_proxy, no_proxy", "A proxy: requests then go through libcurl, which reads these as curl does."),
    ("TZ", "The time zone dates are shown in."),
]

QUERIES = [
    ("title, content, author, link", "The article's; content is the summary and, where an edition stored it, the full text."),
    ("feedtitle, feedurl (rssurl), tags", "Its feed's title, address and tags."),
    ("unread", "\"yes\" until the article is opened (read means opened), else \"no\"."),
    ("saved", "\"yes\" when saved; flags # \"s\" says the same."),
    ("age", "Whole days since it was published (or first fetched)."),
    ("date", "When it was published, compared with days written \"YYYY-MM-DD\" (UTC)."),
    ("source, lang", "The outlet and the language the article gives."),
    ("= (==), !=", "Equal, not equal, case and diacritics aside."),
    ("=~, !~", "Matches, does not match a regular expression (POSIX extended), case and diacritics aside."),
    ("#, !#", "Has, has not this word, or this tag (tags # \"linux\")."),
    ("<, >, <=, >=", "Numbers (age < 3), or days (date >= \"2026-11-01\")."),
    ("between", "Within a range, both ends in: age between 1:7, date between \"2026-11-01\":\"2026-11-07\"."),
    ("and, or, ( )", "Join comparisons; as in newsboat they bind equally, from the right: a and b or c is a and (b or c)."),
]

FILES = [
    ("$XDG_CONFIG_HOME/news/config.toml", "Defaults: lang, theme, color, count, api, provider, key, mark_read, stories, start; [edition]; [watch] notify."),
    ("$XDG_CONFIG_HOME/systemd/user/news-watch.service, news-watch.timer", "Written by news watch install, removed by news watch uninstall."),
    ("$XDG_CONFIG_HOME/news/sync.toml", "The reader service signed in to: server, its kind, user, token or tt-rss session (mode 0600); never the password."),
    ("$XDG_DATA_HOME/news/news.sqlite", "The article store: fetched, seen and saved articles."),
    ("$XDG_DATA_HOME/news/news.sqlite.damaged-*", "A damaged store, moved aside."),
]


def escape(text):
    """Text for roff: backslashes as \\e, non-ASCII as \\[uXXXX], hyphens as \\- (a minus
    to copy), a leading dot or quote protected."""
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\e")
        elif ch == "-":
            out.append("\\-")
        elif ch == "\u2013":
            out.append("\\(en")
        elif ch == "\u2014":
            out.append("\\(em")
        elif ord(ch) > 127:
            out.append("\\[u%04X]" % ord(ch))
        else:
            out.append(ch)
    line = "".join(out)
    return "\\&" + line if line.startswith((".", "'")) else line


def bold(text):
    return "\\fB" + escape(text) + "\\fR"


def italic(text):
    return "\\fI" + escape(text) + "\\fR"


def option_line(argument):
    if argument["kind"] == "positional":
        return italic(argument.get("valueName", "value"))
    names = [("--" if n["kind"] == "long" else "-") + n["name"] for n in argument["names"]]
    text = ", ".join(bold(n) for n in names)
    if argument["kind"] == "option":
        text += " " + italic(argument.get("valueName", "value"))
    return text


def preferred(argument):
    name = argument.get("preferredName") or {}
    return name.get("name")


def arguments_list(arguments, lines, leave_out=frozenset()):
    shown = [
        a for a in arguments
        if a.get("shouldDisplay", True) and (a["kind"] == "positional" or preferred(a) not in leave_out)
    ]
    for argument in shown:
        lines.append(".TP")
        lines.append(option_line(argument))
        lines.append(escape(argument.get("abstract", "")))


def main():
    dump = json.load(sys.stdin)["command"]
    lines = [
        '.\\" Generated by scripts/generate-man-page; do not edit.',
        '.TH NEWS 1 "" "news" "User Commands"',
        ".SH NAME",
        "news \\- " + escape(dump["abstract"]),
        ".SH SYNOPSIS",
        ".B news",
        "[\\fIoptions\\fR] \\fIcommand\\fR [\\fIarguments\\fR]",
        ".SH DESCRIPTION",
    ]
    discussion = dump.get("discussion", "").split("\n\nEnvironment:")[0]
    lines.append(".nf")
    lines.extend(escape(line) for line in discussion.split("\n"))
    lines.append(".fi")
    lines.append(".SH OPTIONS")
    lines.append("Every command takes these where they apply (a command that has no use for one")
    lines.append("ignores it); the commands below list only their own.")
    root_arguments = dump.get("arguments", [])
    arguments_list(root_arguments, lines)
    shared = frozenset(preferred(a) for a in root_arguments if a["kind"] != "positional")
    lines.append(".SH COMMANDS")

    def command_entries(command, prefix):
        name = (prefix + " " + command["commandName"]).strip()
        positional = [a for a in command.get("arguments", []) if a["kind"] == "positional"]
        usage = " ".join(italic(a.get("valueName", "value")) for a in positional)
        lines.append(".TP")
        lines.append(bold("news " + name) + (" " + usage if usage else ""))
        lines.append(escape(command.get("abstract", "")))
        own = [a for a in command.get("arguments", []) if a["kind"] == "positional" or preferred(a) not in shared]
        if any(a.get("shouldDisplay", True) for a in own):
            lines.append(".RS")
            arguments_list(own, lines)
            lines.append(".RE")
        for sub in command.get("subcommands", []):
            if sub["commandName"] != "help":
                command_entries(sub, name)

    for command in dump.get("subcommands", []):
        if command["commandName"] != "help":
            command_entries(command, "")
    for title, rows in (("EXIT STATUS", EXIT_STATUS), ("ENVIRONMENT", ENVIRONMENT), ("FILES", FILES)):
        lines.append(".SH " + title)
        for name, text in rows:
            lines.append(".TP")
            lines.append((italic(name) if title == "FILES" else bold(name)))
            lines.append(escape(text))
    lines.append(".SH QUERIES")
    lines.append(escape("news read --query, saved queries (news query add), filters and watches by query "
                        "use newsboat's filter language: attributes compared with values (\"quoted strings\", "
                        "whole numbers, ranges a:b). For example: title =~ \"kernel|rust\" and unread = \"yes\"."))
    for name, text in QUERIES:
        lines.append(".TP")
        lines.append(bold(name))
        lines.append(escape(text))
    lines.append(".SH READER KEYS")
    lines.append("In the full\\-screen reader " + escape("(news alone, on a terminal):"))
    for keys, action in reader_keys():
        lines.append(".TP")
        lines.append(bold(keys))
        lines.append(escape(action))
    lines.append(".SH EXAMPLES")
    for command, text in EXAMPLES:
        lines.append(".TP")
        lines.append(bold(command))
        lines.append(escape(text))
    lines.append(".SH SEE ALSO")
    lines.append("The README at the project's repository.")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
