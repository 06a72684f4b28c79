#!/usr/bin/env bash
# Runs `skss lsp` under a language client no one here wrote — Neovim's built-in one, headless
# (Scripts/editors/neovim.lua) — on a copy of Scripts/editors/workspace, and checks that what
# the client saw is Scripts/editors/neovim-expected.txt, line for line: diagnostics on open
# (the imported file's too), hover, completion (property names, values, pseudo-classes,
# types), definitions, colors, symbols, references across the two files, highlights, folding
# ranges, document links, formatting applied to the buffer (compared with `skss format`'s
# output), a fix typed in (an incremental change) clearing the diagnostics, a rename through
# the client's own command (prepareRename, then the workspace edit applied to both files'
# buffers), a refused rename's message, and the server's exit status after the client stops
# it.
#
# Installs Debian's neovim when `nvim` is missing (apt-get; root or sudo). Uses
# .build/debug/skss unless SKSS names another build.
#   Scripts/editors/neovim.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
skss=$(realpath "${SKSS:-.build/debug/skss}")
test -x "$skss" || { echo "neovim.sh: no skss at $skss (swift build first)" >&2; exit 2; }
if ! command -v nvim >/dev/null; then
  sudo=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  $sudo apt-get install -y -qq neovim >/dev/null 2>&1 \
    || { $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq neovim >/dev/null; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The workspace folder holds the sheets only: the server reads every sheet in it.
mkdir "$work/workspace"
cp Scripts/editors/workspace/*.skss "$work/workspace/"
"$skss" format "$work/workspace/main.skss" > "$work/formatted.skss"
status=0
SKSS="$skss" WORKDIR="$work/workspace" FORMATTED="$work/formatted.skss" OUT="$work/transcript.txt" \
  timeout 300 nvim --headless --clean -c "luafile Scripts/editors/neovim.lua" </dev/null \
  || status=$?
touch "$work/transcript.txt"
if [[ $status != 0 ]] || ! diff -u Scripts/editors/neovim-expected.txt "$work/transcript.txt"; then
  echo "neovim.sh: nvim exited with $status; its client saw what the diff above shows" >&2
  exit 1
fi
cat "$work/transcript.txt"
