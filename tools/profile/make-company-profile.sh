#!/usr/bin/env bash
# Renders the company profile PDF the site serves (Download PDF, Explore Our Story, DOWNLOAD PORTFOLIO) from its HTML source.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
# The project's own shared workspace (shared/kit/public), served by every app.
out="$repo/shared/kit/public/files/BBG_Company_Profile.pdf"
chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync \
  --no-pdf-header-footer --print-to-pdf="$out" "file://$here/company-profile.html"
echo "wrote $out"
