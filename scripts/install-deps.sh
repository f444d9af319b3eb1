#!/usr/bin/env bash
# Installs the system packages Neumorph needs, only when something is missing.
#   scripts/install-deps.sh run    — SDL2, SDL2_ttf, SDL2_image (build and open the window), libwebp with its
#                                    animation encoder and decoder (recordings), and on Linux
#                                    WenQuanYi Micro Hei for the Chinese, Japanese and Korean text Inter lacks
#                                    and Noto Color Emoji for emoji
#   scripts/install-deps.sh test   — the above plus Xvfb, xdotool and ImageMagick (end-to-end tests) and
#                                    Chromium (the CSS export drawn by a browser)
#   scripts/install-deps.sh faults — the above for `run` plus python3, GNU time and util-linux
#                                    (scripts/faults.sh; Linux only)
set -euo pipefail
purpose="${1:-run}"

have_sdl() { pkg-config --exists sdl2 SDL2_ttf SDL2_image 2>/dev/null; }
have_webp() { pkg-config --exists libwebp libwebpmux libwebpdemux 2>/dev/null; }
have_cjk_font() { [ "$(uname)" != Linux ] || [ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ]; }
have_emoji_font() { [ "$(uname)" != Linux ] || [ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; }
have_fault_tools() {
  command -v python3 >/dev/null && [ -x /usr/bin/time ] && command -v setpriv >/dev/null && command -v unshare >/dev/null
}
have_test_tools() {
  command -v xvfb-run >/dev/null && command -v xdotool >/dev/null && command -v convert >/dev/null \
    && command -v chromium >/dev/null
}

needed=false
have_sdl || needed=true
have_webp || needed=true
have_cjk_font || needed=true
have_emoji_font || needed=true
if [ "$purpose" = test ] && [ "$(uname)" = Linux ]; then have_test_tools || needed=true; fi
if [ "$purpose" = faults ] && [ "$(uname)" = Linux ]; then have_fault_tools || needed=true; fi
$needed || exit 0

if [ "$(uname)" = Darwin ]; then
  command -v brew >/dev/null || { echo "Homebrew is needed: https://brew.sh" >&2; exit 1; }
  brew list sdl2 sdl2_ttf sdl2_image webp pkg-config >/dev/null 2>&1 || brew install sdl2 sdl2_ttf sdl2_image webp pkg-config
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "Please install SDL2, SDL2_ttf, SDL2_image and libwebp development packages and pkg-config." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
packages="pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libwebp-dev fonts-wqy-microhei fonts-noto-color-emoji"
if [ "$purpose" = test ]; then packages="$packages xvfb xdotool imagemagick x11-utils chromium"; fi
if [ "$purpose" = faults ]; then packages="$packages python3 time util-linux"; fi
echo "Installing system packages: $packages"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $packages >/dev/null
