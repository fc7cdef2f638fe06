#!/bin/sh
# An idb script for the feed screen (written for this fixture; the expansion is idb's,
# IOS-INPUTS §5.4).
idb ui tap 195 300 --udid booted
idb ui tap 195 300 --duration 0.6
idb ui multi-tap 100 200 --count 2 --pause 0.15
idb ui swipe 200 700 200 640 --duration 0.4
idb ui swipe 300 400 100 400 --delta 50
sleep 1.5
idb ui pinch 195 422 0.5 --duration 0.4 --radius 60
idb ui text "hello"
idb ui key 40
