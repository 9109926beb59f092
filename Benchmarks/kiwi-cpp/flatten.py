#!/usr/bin/env python3
"""Write a workload JSON (../shared/bench/workloads.py) as plain numbers for run_kiwi.cpp.

Strengths become kiwi weights exactly as run_kiwisolver.py maps them (workloads.strength_weight;
-1 stands for required), so the C++ runner solves the same weighted problem as kiwisolver.

Usage: python3 flatten.py WORKLOAD.json > WORKLOAD.txt

Output: a header line `kind n variables constraints edits`, one line per constraint
`op weight constant count (coefficient variable)...` (op 0 is ==, 1 is <=, 2 is >=), then one
line per edit `variable weight count value...`. Floats are written with repr, which reads back
to the same double.
"""
import os
import sys

sys.path.insert(0, os.environ.get("SHARED_BENCH", os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "bench")))
import workloads  # noqa: E402

OPS = {"==": 0, "<=": 1, ">=": 2}


def weight(strength):
    w = workloads.strength_weight(strength)
    return -1.0 if w is None else w


def main(path):
    doc = workloads.load(path)
    out = sys.stdout
    meta = doc["meta"]
    out.write("%s %d %d %d %d\n" % (meta["kind"], meta["n"], len(doc["variables"]),
                                   len(doc["constraints"]), len(doc["edits"])))
    for c in doc["constraints"]:
        parts = [str(OPS[c["op"]]), repr(weight(c["strength"])), repr(float(c["constant"])),
                 str(len(c["terms"]))]
        for coefficient, variable in c["terms"]:
            parts += [repr(float(coefficient)), str(variable)]
        out.write(" ".join(parts) + "\n")
    for e in doc["edits"]:
        parts = [str(e["var"]), repr(weight(e["strength"])), str(len(e["values"]))]
        parts += [repr(float(v)) for v in e["values"]]
        out.write(" ".join(parts) + "\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: flatten.py WORKLOAD.json")
    sys.exit(main(sys.argv[1]))
