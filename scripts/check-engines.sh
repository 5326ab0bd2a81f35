#!/usr/bin/env bash
# Fails when `npm ci` prints an engine warning on the Node in use: it installs the lockfile into
# a scratch copy of the manifests (no install scripts), so the project's node_modules stay as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for manifest in package.json package-lock.json packages/*/package.json apps/*/package.json e2e/package.json; do
  mkdir -p "$scratch/$(dirname "$manifest")"
  cp "$manifest" "$scratch/$manifest"
done
(cd "$scratch" && npm ci --no-audit --no-fund --ignore-scripts) 2>&1 | tee "$scratch/npm-ci.log" | tail -n 3
if grep -q EBADENGINE "$scratch/npm-ci.log"; then
  grep -A4 EBADENGINE "$scratch/npm-ci.log" >&2
  echo "npm ci printed an engine warning on Node $(node --version)" >&2
  exit 1
fi
echo "npm ci on Node $(node --version): no engine warning"
