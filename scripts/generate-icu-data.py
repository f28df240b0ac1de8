#!/usr/bin/env python3
"""Generates Sources/CICUData/Generated/icudt76l.dat: the part of ICU's data `news` reads.

Run: python3 scripts/generate-icu-data.py
Foundation's static libraries link ICU's whole data package (icudt76_dat, 34 MB, half of the
binary). `news` reads one item of it: `uts46.nrm`, the IDNA mapping Foundation's URL parser uses
for host names (`URL(string: "http://zażółć.pl")`). Traced with a uprobe on ICU's `doOpenChoice`
over the whole test suite and the end-to-end tests against the release binary, nothing else was
ever opened (see README, Performance). This script takes the toolchain's own data package out of
`lib_FoundationICU.a` and writes a package in ICU's common-data format ("CmnD") holding only the
items in KEEP, which `icu_data.c` embeds under the symbol ICU looks for.
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile

KEEP = ["uts46.nrm"]
SYMBOL = "icudt76_dat"
PREFIX = "icudt76l/"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources/CICUData/Generated/icudt76l.dat")


def toolchain_data():
    """Returns the bytes of the toolchain's ICU data package."""
    swift = os.path.realpath(shutil.which("swift"))
    archive = os.path.join(
        os.path.dirname(os.path.dirname(swift)), "lib/swift_static/linux/lib_FoundationICU.a")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["ar", "x", archive, "icu_packaged_data.cpp.o"], cwd=folder, check=True)
        symbols = subprocess.run(
            ["nm", "icu_packaged_data.cpp.o"], cwd=folder, check=True, capture_output=True, text=True)
        if SYMBOL not in symbols.stdout:
            sys.exit(f"{archive} no longer defines {SYMBOL}: update SYMBOL, PREFIX and icu_data.c")
        subprocess.run(
            ["objcopy", "-O", "binary", "--only-section=.rodata", "icu_packaged_data.cpp.o", "data"],
            cwd=folder, check=True)
        with open(os.path.join(folder, "data"), "rb") as data:
            return data.read()


def items(package):
    """Splits a common-data package into its header and (name, bytes) items."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    assert (magic1, magic2) == (0xDA, 0x27) and package[12:16] == b"CmnD", "not ICU common data"
    count = struct.unpack_from("<I", package, header_size)[0]
    toc = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    result = []
    for index, (name_offset, data_offset) in enumerate(toc):
        start = header_size + name_offset
        name = package[start:package.index(b"\0", start)].decode()
        end = toc[index + 1][1] if index + 1 < count else len(package) - header_size
        result.append((name, package[header_size + data_offset:header_size + end]))
    return package[:header_size], result


def pad16(data):
    return data + b"\0" * (-len(data) % 16)


def package(header, kept):
    """Writes a common-data package: header, table of contents, names, 16-byte-aligned items."""
    kept = sorted(kept)  # ICU finds items by binary search over the names
    names = b"".join(name.encode() + b"\0" for name, _ in kept)
    toc_size = 4 + 8 * len(kept)
    name_offsets, offset = [], toc_size
    for name, _ in kept:
        name_offsets.append(offset)
        offset += len(name) + 1
    body, data_offsets, offset = b"", [], len(pad16(b"\0" * (toc_size + len(names))))
    for _, data in kept:
        data_offsets.append(offset)
        body += pad16(data)
        offset += len(pad16(data))
    toc = struct.pack("<I", len(kept)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    return header + pad16(toc + names) + body


def main():
    header, everything = items(toolchain_data())
    wanted = {PREFIX + name for name in KEEP}
    kept = [(name, data) for name, data in everything if name in wanted]
    missing = wanted - {name for name, _ in kept}
    if missing:
        sys.exit(f"not in the toolchain's ICU data: {', '.join(sorted(missing))}")
    with open(OUTPUT, "wb") as out:
        out.write(package(header, kept))
    print(f"{OUTPUT}: {len(kept)} of {len(everything)} items, {os.path.getsize(OUTPUT)} bytes")


if __name__ == "__main__":
    main()
