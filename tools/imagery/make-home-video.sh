#!/bin/sh
# The home page's background loop (10 s, seamless: the gradient turns exactly once) and its poster, from ffmpeg's lavfi source in the blueberry palette.
set -e
OUT="$(dirname "$0")/../../shell/src/assets/home"
SRC="gradients=s=640x360:r=24:d=10:n=5:c0=0x1f1a5c:c1=0x3a2fa0:c2=0x5b4bdb:c3=0x8f4fc4:c4=0x1f1a5c:speed=0.0261799387,format=yuv420p"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SRC" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$OUT/belief-loop.webm"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SRC" -c:v libx264 -crf 30 -preset slow -pix_fmt yuv420p -movflags +faststart -an "$OUT/belief-loop.mp4"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SRC" -frames:v 1 -c:v libwebp -quality 70 "$OUT/belief-poster.webp"
