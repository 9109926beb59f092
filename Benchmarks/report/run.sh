#!/usr/bin/env bash
# The interactive report at scale: builds a report of 1,000 configurations of a 400-view
# screen (Benchmarks/report/Sources), prints its size and build time, then opens it in
# headless Chromium and prints how long the page took to parse its data and draw the first
# configuration (the `data-ready-ms` the page sets). Needs chromium (Tools/setup).
#   Benchmarks/report/run.sh [COUNT] [ROWS] [COLUMNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift build -c release --product ReportBenchmark >/dev/null
.build/release/ReportBenchmark "$out/index.html" "${1:-1000}" "${2:-20}" "${3:-20}"
for fragment in "" "#device=device-200&orientation=landscapeLeft&view=v10_10"; do
  dom=$(chromium --headless --no-sandbox --disable-gpu --dump-dom \
    "file://$out/index.html$fragment" 2>/dev/null)
  ready=$(grep -o 'data-ready-ms="[0-9]*"' <<<"$dom" | head -1)
  echo "chromium ${fragment:-(no fragment)}: ${ready:-no data-ready-ms}"
done
