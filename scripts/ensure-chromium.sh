#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (no test tool downloads a browser).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Chromium from Debian's packages for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
