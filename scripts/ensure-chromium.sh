#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing: the headless shell the e2e
# journeys drive (/usr/bin/chromium-headless-shell, decision 0101) and the browser Lighthouse
# drives (/usr/bin/chromium). Never downloads a browser build of its own.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} (needs root)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
