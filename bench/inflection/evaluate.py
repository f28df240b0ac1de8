"""Measures how offline search meets inflected forms (issue 58, point 7): the articles of
../shared/stories-pl-en (real Polish and English headlines and summaries) served as one feed
per outlet on loopback, a fresh HOME, `news feed add` + refresh, then for each line of
pairs.tsv `news search --offline <query> --json -n 100`.

recall: the share of pairs whose article is found. unrelated: the share of results in which
some word of the query is met only by a word that is not a form of it, by hand judgement
(false-forms.txt: `query word<TAB>text word` a line; every such pair the run meets and the
file does not judge is printed for review). `before` is what the search found when a word stood
only for the words it starts (the rule until this change), on the same texts.
Usage: python3 bench/inflection/evaluate.py [news] [stories-pl-en folder] [--pairs held-out.tsv]
[--review]"""
import collections, json, os, re, shutil, socket, subprocess, sys, tempfile, time, unicodedata
from email.utils import format_datetime
from datetime import datetime
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
ARGS = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] != "--pairs"]
NEWS = os.path.abspath(ARGS[0]) if ARGS else shutil.which("news")
DATA = ARGS[1] if len(ARGS) > 1 else os.path.join(HERE, "../../../shared/stories-pl-en")
articles = json.load(open(os.path.join(DATA, "labels.json")))["articles"]
pool = json.load(open(os.path.join(DATA, "work/pool.json")))
byid = {a["id"]: a for a in articles}
PAIRS = sys.argv[sys.argv.index("--pairs") + 1] if "--pairs" in sys.argv else "pairs.tsv"
pairs = [l.rstrip("\n").split("\t") for l in open(os.path.join(HERE, PAIRS), encoding="utf-8")
         if l.strip() and not l.startswith("#")]
false_forms = {tuple(l.rstrip("\n").split("\t")[:2])
               for l in open(os.path.join(HERE, "false-forms.txt"), encoding="utf-8")
               if l.strip() and not l.startswith("#")}

# The rules of Sources/NewsKit/Text/WordForms.swift, to tell which text word met which query word.
ENDINGS = ("owie ujemy owac owal iego iemu iej ich imi ymi ych ego emu ami ach owi iem ing ies ala "
           "ali alo aly ila ili ilo ily yla yli ylo yly uje uja ow om em ie ii ia io iu ej ym im ac "
           "ic yc al il yl ed es ly y i a e o u s").split()
ALTERNATIONS = [("st", "sc"), ("ch", "sz"), ("k", "c"), ("g", "dz"), ("r", "rz"), ("t", "c"),
                ("d", "dz"), ("c", "cz")]


def fold(text):
    text = text.lower().replace("ł", "l")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def words(text):
    return [w for w in re.split(r"[^0-9a-z]+", fold(text)) if w]


def stems(word):
    if len(word) <= 3:
        return []
    base = word
    for e in ENDINGS:
        if len(word) - len(e) >= 3 and word.endswith(e):
            base = word[: -len(e)]
            break
    found = [base] if len(base) < len(word) else []
    for a, b in ALTERNATIONS:
        if base.endswith(a):
            found.append(base[: -len(a)] + b)
    for e, k in (("iec", "c"), ("ec", "c"), ("ek", "k")):
        if word.endswith(e) and len(word) - len(e) + len(k) >= 3:
            found.append(word[: -len(e)] + k)
            break
    if word.endswith("y"):
        found.append(word[:-1])
    return [s for i, s in enumerate(found) if s != word and s not in found[:i]]


def meets(word, found, inflected=True):
    if found.startswith(word):
        return True
    return inflected and any(found.startswith(s) and len(found) - len(s) <= 4 for s in stems(word))


def write_feeds(folder):
    by = collections.defaultdict(list)
    for a in pool:
        by[a["source"]].append(a)
    for n, (source, items) in enumerate(sorted(by.items())):
        out = [f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>{escape(source)}</title>']
        for a in items:
            d = datetime.fromisoformat(a["published"].replace("Z", "+00:00"))
            desc = f"<description>{escape(a['summary'])}</description>" if a.get("summary") else ""
            out.append(f"<item><title>{escape(a['title'])}</title><link>{escape(a['link'])}</link>{desc}"
                       f"<guid isPermaLink=\"false\">{escape(a['id'])}</guid><pubDate>{format_datetime(d, usegmt=True)}</pubDate></item>")
        out.append("</channel></rss>\n")
        open(os.path.join(folder, f"{n}.xml"), "w", encoding="utf-8").write("".join(out))


def main():
    tmp = tempfile.mkdtemp(prefix="inflection-")
    feeds = os.path.join(tmp, "feeds"); os.mkdir(feeds)
    write_feeds(feeds)
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", feeds], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "NEWS_"))}
    env.update(HOME=tmp, XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, NO_COLOR="1")
    try:
        time.sleep(0.5)
        for f in sorted(os.listdir(feeds)):
            subprocess.run([NEWS, "feed", "add", f"http://127.0.0.1:{port}/{f}"], env=env, check=True,
                           capture_output=True)
        found = before = results = unrelated = 0
        review = collections.Counter()
        missed = []
        for query, target in pairs:
            out = subprocess.run([NEWS, "search", "--offline", "--no-stories", "--json", "-n", "100"]
                                 + query.split(), env=env, capture_output=True, text=True)
            got = json.loads(out.stdout)["articles"] if out.returncode == 0 else []
            links = [a["link"] for a in got]
            link = byid[target]["link"]
            found += link in links
            if link not in links:
                missed.append((query, target, byid[target]["title"]))
            text = words(byid[target]["title"] + " " + (byid[target].get("summary") or ""))
            before += all(any(meets(w, t, False) for t in text) for w in words(query))
            for a in got:
                results += 1
                present = words((a.get("title") or "") + " " + (a.get("summary") or ""))
                wrong = False
                for w in words(query):
                    met = [t for t in present if meets(w, t)]
                    forms = [t for t in met if t.startswith(w) or (w, t) not in false_forms]
                    for t in met:
                        if not t.startswith(w) and (w, t) not in false_forms:
                            review[(w, t)] += 1
                    wrong = wrong or not forms
                unrelated += wrong
        print(f"pairs {len(pairs)}: recall {found / len(pairs):.3f} ({found}), "
              f"before (prefixes only) {before / len(pairs):.3f} ({before}); "
              f"results {results}, unrelated {unrelated} ({unrelated / max(results, 1):.3f})")
        for query, target, title in missed:
            print(f"  missed: {query!r} -> {target} {title}")
        if "--review" in sys.argv:
            for (w, t), n in sorted(review.items()):
                print(f"  form? {w}\t{t}\t({n})")
    finally:
        server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)


main()
