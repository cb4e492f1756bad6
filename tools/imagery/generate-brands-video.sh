#!/bin/sh
# The /brands hero loop (the site's imagery: generated, never fetched): soft blueberry and berry light drifting over ink, drawn by
# ffmpeg's geq from lavfi (no source footage). Every motion term has the same period, so the loop is seamless.
# Run from the repo root: sh tools/imagery/generate-brands-video.sh (about a minute); the outputs are committed.
set -eu
out=mfe-brands/src/assets
period=6
blob() { # centre x, centre y (fractions of the frame, drifting with the loop), radius (fraction of the width)
  echo "exp(-(pow(X-W*($1),2)+pow(Y-H*($2),2))/(2*pow(W*$3,2)))"
}
b1=$(blob "0.30+0.12*sin(2*PI*T/$period)" "0.45+0.18*cos(2*PI*T/$period)" 0.22)
b2=$(blob "0.72+0.10*cos(2*PI*T/$period)" "0.55+0.16*sin(2*PI*T/$period)" 0.16)
b3=$(blob "0.55+0.2*sin(2*PI*T/$period+2)" "0.2+0.1*cos(2*PI*T/$period+1)" 0.12)
mix="(X/W*0.6+Y/H*0.4)"
# One colour channel: ink to blueberry-900 diagonally, lit by blueberry-500, berry and blueberry-700.
channel() { echo "clip(($1)*(1-$mix)+($2)*$mix+($3-($1))*0.85*$b1+($4-($1))*0.5*$b2+($5-($1))*0.6*$b3,0,255)"; }
r=$(channel 18 31 91 224 58)
g=$(channel 18 26 75 69 47)
b=$(channel 43 92 219 123 160)
# Drawn small (the light is soft), then scaled up; H.264 main profile plays everywhere.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=240x135:r=24:d=$period,format=gbrp,geq=r='$r':g='$g':b='$b',scale=960:540:flags=bicubic,format=yuv420p" \
  -c:v libx264 -preset slow -crf 26 -profile:v main -movflags +faststart -an "$out/brands-hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$out/brands-hero.mp4" -frames:v 1 -c:v libwebp -quality 80 "$out/brands-hero-poster.webp"
ls -l "$out/brands-hero.mp4" "$out/brands-hero-poster.webp"
