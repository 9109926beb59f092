#!/usr/bin/env python3
"""Extracts seed inputs from the tests and examples into Fuzz/corpus/TARGET/."""
import glob, hashlib, os, re, shutil, sys

root = sys.argv[1]
out = os.path.join(root, "Fuzz/corpus")

def multiline_literals(path):
    text = open(path, encoding="utf-8").read()
    result = []
    for m in re.finditer(r'(#*)"""\n(.*?)\n([ \t]*)"""\1', text, re.S):
        raw, body, indent = m.group(1), m.group(2), m.group(3)
        lines = [l[len(indent):] if l.startswith(indent) else l.lstrip() for l in body.split("\n")]
        s = "\n".join(lines) + "\n"
        if not raw:
            if "\\(" in s:
                continue  # interpolation: not a literal input
            s = s.replace("\\\\", "\x00").replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\x00", "\\")
        result.append(s)
    return result

def line_literals(path):
    text = open(path, encoding="utf-8").read()
    result = []
    for m in re.finditer(r'(?<![#"])"((?:[^"\\\n]|\\.)*)"', text):
        s = m.group(1)
        if "\\(" in s:
            continue
        result.append(s.replace('\\"', '"').replace("\\\\", "\\"))
    return result

def save(target, name, data):
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    digest = hashlib.sha1(data).hexdigest()[:10]
    with open(os.path.join(d, f"{name}-{digest}"), "wb") as f:
        f.write(data)

# .layout
for p in glob.glob(f"{root}/Tests/*/Fixtures/*.layout"):
    save("layout", os.path.basename(p).removesuffix(".layout"), open(p, "rb").read())
for p in sorted(glob.glob(f"{root}/Tests/LayoutFormatsTests/*.swift") + glob.glob(f"{root}/Tests/LayoutCLITests/*.swift") + glob.glob(f"{root}/Tests/LayoutCommandsTests/*.swift") + glob.glob(f"{root}/Tests/LayoutMatrixTests/*.swift") + glob.glob(f"{root}/Sources/LayoutCommands/Examples/*.swift")):
    base = os.path.basename(p).removesuffix(".swift")
    for s in multiline_literals(p):
        if re.search(r"\bview\b|==|>=|<=|\bmetric\b|\bH:|\bV:", s) and "<?xml" not in s:
            save("layout", base, s)
for p in [f"{root}/Sources/LayoutFormats/README.md"]:
    for block in re.findall(r"```(?:layout)?\n(.*?)```", open(p).read(), re.S):
        if "view " in block:
            save("layout", "readme", block)

# VFL
vfl = set()
for p in glob.glob(f"{root}/Tests/**/*.swift", recursive=True) + glob.glob(f"{root}/Sources/LayoutFormats/**/*.swift", recursive=True):
    for s in line_literals(p):
        if re.match(r"^(H:|V:|\||\[)", s) and len(s) < 200 and "\n" not in s:
            vfl.add(s)
for p in glob.glob(f"{root}/Fuzz/corpus/layout/*"):
    for line in open(p, encoding="utf-8", errors="replace"):
        m = re.search(r"((?:H:|V:)\S+)", line)
        if m:
            vfl.add(m.group(1))
for s in sorted(vfl):
    save("vfl", "vfl", s)

# storyboards
for p in sorted(glob.glob("/work/shared/storyboards/*.storyboard") + glob.glob("/work/shared/storyboards/*.xib")):
    name = os.path.basename(p).split("__")[0] + "-" + os.path.basename(p).split("__")[-2]
    save("storyboard", name, open(p, "rb").read())
for p in sorted(glob.glob(f"{root}/Tests/LayoutStoryboardTests/*.swift")):
    base = os.path.basename(p).removesuffix(".swift")
    for s in multiline_literals(p):
        if "<" in s:
            save("storyboard", base, s)

# conflict logs
for p in sorted(glob.glob(f"{root}/Tests/LayoutExplainTests/*.swift")):
    base = os.path.basename(p).removesuffix(".swift")
    for s in multiline_literals(p):
        if "Constraint" in s or "==" in s:
            save("explain", base, s)
    for s in line_literals(p):
        if "Constraint:0x" in s:
            save("explain", base + "-line", s)
