#!/usr/bin/env python3
"""Write kiwi's enaml-like benchmark as a workload JSON in ../shared/bench's format.

The constraints come from enaml-like.constraints beside this script. The edits are the
width and height of the form, cycling through the six sizes kiwi's benchmark suggests.

Usage: python3 Benchmarks/enaml_like.py [--loops 50] -o enaml.json

kiwi's custom strengths smedium (weight 1e5) and mmedium (1250) become priorities 700 and 650:
between medium (600) and strong, in the same order.
"""
import argparse
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
CUSTOM = {"smedium": 700, "mmedium": 650}
TERM = re.compile(r"([+-]?)(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)\*)?([A-Za-z_]\w*)|([+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?)")


def parse(path):
    names, index, constraints = [], {}, []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        body, strength = [p.strip() for p in line.split("|")]
        expr, op, zero = body.rsplit(" ", 2)
        assert zero == "0", line
        terms, constant = {}, 0.0
        for sign, coef, name, number in TERM.findall(expr.replace(" ", "")):
            if name:
                c = float(coef) if coef else 1.0
                if sign == "-":
                    c = -c
                if name not in index:
                    index[name] = len(names)
                    names.append(name)
                terms[index[name]] = terms.get(index[name], 0.0) + c
            elif number:
                constant += float(number)
        constraints.append({"terms": [[c, v] for v, c in terms.items() if c != 0.0],
                            "constant": constant, "op": op,
                            "strength": CUSTOM.get(strength, strength)})
    return names, index, constraints


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--loops", type=int, default=50)
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    names, index, constraints = parse(os.path.join(HERE, "enaml-like.constraints"))
    sizes = SIZES * a.loops
    doc = {
        "meta": {"kind": "enaml-like", "n": len(names), "generator": "Benchmarks/enaml_like.py"},
        "variables": names,
        "constraints": constraints,
        "edits": [
            {"var": index["width"], "strength": "strong", "values": [400] + [w for w, _ in sizes]},
            {"var": index["height"], "strength": "strong", "values": [600] + [h for _, h in sizes]},
        ],
    }
    with open(a.output, "w") as f:
        json.dump(doc, f)


if __name__ == "__main__":
    main()
