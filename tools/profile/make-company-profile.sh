#!/usr/bin/env bash
# Renders the company profile PDF the site serves (Download PDF, Explore Our Story, DOWNLOAD PORTFOLIO) from its HTML source.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../shared/public/files/BBG_Company_Profile.pdf"
chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync \
  --no-pdf-header-footer --print-to-pdf="$out" "file://$here/company-profile.html"
echo "wrote $out"
