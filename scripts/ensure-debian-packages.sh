#!/usr/bin/env bash
# Installs the Debian packages the tests run when any is missing: Chromium for the browser journeys, nginx
# and its Brotli module for the reverse-proxy configuration's check and journey (deploy/nginx/). Nothing is
# downloaded from anywhere but Debian's archive (no test tool downloads a browser or a server).
set -euo pipefail
missing=()
if ! command -v chromium >/dev/null 2>&1 || [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium fonts-dejavu-core)
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  missing+=(nginx)
fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages for the tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
