#!/usr/bin/env python3
"""Compare benchmark results by total error per priority level, highest first.

Weighted solvers (kiwi, HiGHS with kiwi's weights) can trade error at a higher level for a
larger amount at lower levels; an exact lexicographic solver never does. When check.py finds
that values differ, this tells which result is lexicographically better.

Usage: python3 Benchmarks/lexcompare.py WORKLOAD REFERENCE.json OURS.json [--tol 1e-6]
Prints one line per level and a verdict; exit 0 when OURS is equal or lexicographically
better than REFERENCE, 1 when it is worse.
"""
import argparse
import json

# Named strengths on the priority scale, as the solvers map them.
LEVEL = {"strong": 999.99, "medium": 600.0, "weak": 0.5}


def level_of(strength):
    if isinstance(strength, str):
        return None if strength == "required" else LEVEL[strength]
    return None if strength >= 1000 else float(strength)


def level_errors(doc, values, step):
    errors = {}
    for c in doc["constraints"]:
        level = level_of(c["strength"])
        if level is None:
            continue
        v = sum(coef * values[i] for coef, i in c["terms"]) + c["constant"]
        e = abs(v) if c["op"] == "==" else max(0.0, v) if c["op"] == "<=" else max(0.0, -v)
        errors[level] = errors.get(level, 0.0) + e
    for edit in doc["edits"]:
        level = level_of(edit["strength"])
        errors[level] = errors.get(level, 0.0) + abs(values[edit["var"]] - edit["values"][step])
    return errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("workload")
    ap.add_argument("reference")
    ap.add_argument("ours")
    ap.add_argument("--tol", type=float, default=1e-6)
    a = ap.parse_args()
    doc = json.load(open(a.workload))
    ref, ours = json.load(open(a.reference)), json.load(open(a.ours))
    steps = min(len(e["values"]) for e in doc["edits"]) if doc["edits"] else 1
    r = level_errors(doc, ref["values"], ref.get("final_step", steps - 1))
    o = level_errors(doc, ours["values"], ours.get("final_step", steps - 1))
    verdict = "equal"
    for level in sorted(set(r) | set(o), reverse=True):
        x, y = r.get(level, 0.0), o.get(level, 0.0)
        print("level %-7g reference %-14.6f ours %-14.6f" % (level, x, y))
        if verdict == "equal" and abs(x - y) > a.tol * max(1.0, abs(x)):
            verdict = "ours lexicographically better" if y < x else "ours WORSE"
    print(verdict)
    return 1 if verdict == "ours WORSE" else 0


if __name__ == "__main__":
    raise SystemExit(main())
