#!/usr/bin/env bash
# Browser test of `gesturetrace report`: renders the report of a few traces in headless
# Chromium, with and without JavaScript, and checks that the screenshots are not blank and that
# the DOM holds the expected lanes, labels and frame links (scripts/report_check.py).
#
#   scripts/browser-test.sh [GESTURETRACE_BINARY]        (default: .build/debug/gesturetrace)
#   SCREENSHOT=docs/report.png scripts/browser-test.sh   also keep the showcase's screenshot
#
# Exit status: 0 passed; 1 failed; 77 skipped because no Chromium is installed and CI is not
# set (under CI=true a missing browser is a failure: the test must not pass by not running).
set -euo pipefail
cd "$(dirname "$0")/.."

binary="${1:-.build/debug/gesturetrace}"
[ -x "$binary" ] || { echo "FAIL: $binary is not an executable (build first)"; exit 1; }

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$(command -v "$candidate")"; break; fi
done
if [ -z "$browser" ]; then
    if [ "${CI:-}" = "true" ]; then
        echo "FAIL: no chromium found, and CI=true requires the browser test (.ci/run installs it)"
        exit 1
    fi
    echo "SKIP: no chromium found (apt-get install chromium); set CI=true to make this a failure"
    exit 77
fi
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed to check screenshots"; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Private profiles and no first-run chores: nothing from the user's browser leaks in.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --no-default-browser-check
       --disable-extensions --disable-background-networking --disable-sync --mute-audio --window-size=1280,1400)
js_on=(--user-data-dir="$work/profile-js")
# JavaScript off as a user would turn it off: the profile's content setting. (The headless
# switch --blink-settings=scriptEnabled=false also stops --dump-dom and --screenshot, which
# run through script themselves.)
mkdir -p "$work/profile-nojs/Default"
echo '{"profile":{"default_content_setting_values":{"javascript":2}}}' >"$work/profile-nojs/Default/Preferences"
js_off=(--user-data-dir="$work/profile-nojs")

# run_browser OUT_FILE ARGS...: one headless run, bounded in time; --dump-dom goes to OUT_FILE.
run_browser() {
    local out="$1"; shift
    if ! timeout 40 "$browser" "${flags[@]}" "$@" >"$out" 2>"$work/browser.log"; then
        echo "FAIL: chromium failed: $*"; tail -5 "$work/browser.log"; exit 1
    fi
}

# trace | lane labels that must be present | colours that must be drawn (span fills)
#       | responders folded into the hit view's lane | touch sequences with a view of their own
cases=(
  "docs/examples/photo-view.json|doubleTap singleTap pinch rotation pan photo closeButton|2e9e5b 3b82c4 f2c94c c8553d||6"
  "traces/examples/tap.json|doubleTap singleTap photo|2e9e5b f2c94c c8553d||1"
  "traces/seeds/s21a-scroll-view-quick-tap-on-button.json|S.pan B|||1"
  "docs/examples/hmog-map-session.json|pan pinch rotation doubleTap singleTap longPress map|3b82c4|window|27"
  "docs/examples/w3c-actions/pinch.json|zoom menu photo|3b82c4|window UIApplication AppDelegate|1"
  "traces/swiftui/sw11a-sequenced-long-press-then-drag.json|dragState dragState/first dragState/second host|3b82c4 2e9e5b|window UIApplication AppDelegate|1"
)

n=0
for entry in "${cases[@]}"; do
    IFS='|' read -r trace labels colors folded sequences <<<"$entry"
    n=$((n + 1))
    page="$work/report-$n.html"
    "$binary" report "$trace" -o "$page"
    url="file://$page"
    color_args=(); for c in $colors; do color_args+=(--color "$c"); done
    label_args=(); for l in $labels; do label_args+=(--label "$l"); done
    for f in $folded; do label_args+=(--folded "$f"); done
    label_args+=(--sequences "$sequences")

    run_browser "$work/shot.log" "${js_on[@]}" --screenshot="$work/shot-$n.png" "$url"
    python3 scripts/report_check.py png "$work/shot-$n.png" "${color_args[@]}"
    run_browser "$work/dom-off-$n.html" "${js_off[@]}" --dump-dom "$url"
    python3 scripts/report_check.py dom "$work/dom-off-$n.html" --js off "${label_args[@]}"
    if [ "$n" = 1 ]; then
        # The showcase also with JavaScript on (the zoom bar appears) and screenshotted without.
        run_browser "$work/dom-on-$n.html" "${js_on[@]}" --dump-dom "$url"
        python3 scripts/report_check.py dom "$work/dom-on-$n.html" --js on "${label_args[@]}"
        # The zoom script works: a test hook clicks "+" and records the lanes' new width.
        hook='<script>document.querySelector("[data-zoom=in]").click();document.body.setAttribute("data-zoomed",document.querySelector("svg.tl-lanes").getAttribute("width"));</script>'
        sed "s#</body>#$hook</body>#" "$page" >"$work/zoom-$n.html"
        run_browser "$work/dom-zoom-$n.html" "${js_on[@]}" --dump-dom "file://$work/zoom-$n.html"
        python3 scripts/report_check.py zoom "$work/dom-zoom-$n.html"
        run_browser "$work/shot.log" "${js_off[@]}" --screenshot="$work/shot-off-$n.png" "$url"
        python3 scripts/report_check.py png "$work/shot-off-$n.png" "${color_args[@]}"
        if [ -n "${SCREENSHOT:-}" ]; then cp "$work/shot-$n.png" "$SCREENSHOT"; echo "kept $SCREENSHOT"; fi
    fi
done
echo "browser test: $n reports rendered and checked in $("$browser" --version 2>/dev/null || echo chromium)"
