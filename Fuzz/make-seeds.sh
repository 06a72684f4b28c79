#!/usr/bin/env bash
# Rebuilds the committed seed corpus, Fuzz/seeds: every .skss sheet of the repository and
# the `css` string of every case in Tests/Fixtures/Conformance/*.json, one file each.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf Fuzz/seeds
mkdir -p Fuzz/seeds
git ls-files '*.skss' ':!Fuzz/seeds' | while read -r path; do
  cp "$path" "Fuzz/seeds/$(echo "$path" | tr '/' '_')"
done
python3 - <<'PY'
import glob, json, os
for path in sorted(glob.glob("Tests/Fixtures/Conformance/*.json")):
    name = os.path.splitext(os.path.basename(path))[0]
    with open(path, encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    for number, case in enumerate(cases):
        with open(f"Fuzz/seeds/conformance_{name}_{number:03}.skss", "w", encoding="utf-8") as out:
            out.write(case["css"])
PY
ls Fuzz/seeds | wc -l
