#!/usr/bin/env bash
# Drives `skss studio` in headless Chromium (Scripts/studio/visit.py, over the DevTools
# protocol, Python's standard library only): the scripted visit — a click in the picture,
# the values and the winning declaration, edits in the page and from outside timed until the
# page shows them, a broken save and its diagnostic, light and dark side by side, the sample
# app publishing its trees — then every bundled sheet and sample tree.
#
# Installs Debian's chromium-headless-shell (else chromium) when no Chromium is on the PATH
# (apt-get; root or sudo), as the CSS oracle's setup does. Uses .build/debug/skss and
# .build/debug/InspectedApp unless SKSS and INSPECTED_APP name others. Arguments go to
# visit.py (--screenshots DIR writes the page's pictures); STUDIO_LATENCY_LIMIT_MS relaxes
# the 100 ms bound from a save to the page on a machine busy with other work.
#   Scripts/studio/browser.sh [--screenshots DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
skss=$(realpath "${SKSS:-.build/debug/skss}")
app=$(realpath "${INSPECTED_APP:-.build/debug/InspectedApp}")
test -x "$skss" || { echo "browser.sh: no skss at $skss (swift build first)" >&2; exit 2; }
test -x "$app" || { echo "browser.sh: no InspectedApp at $app (swift build first)" >&2; exit 2; }
have_chromium() {
  command -v chromium-headless-shell >/dev/null || command -v chromium >/dev/null
}
if ! have_chromium; then
  sudo=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
    || $sudo apt-get install -y -qq chromium >/dev/null
fi
timeout 300 python3 Scripts/studio/visit.py --skss "$skss" --app "$app" "$@"
