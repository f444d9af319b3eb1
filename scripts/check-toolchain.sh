#!/usr/bin/env bash
# Checks, before a build, that the Swift toolchain ships the compiler's own swift-syntax, which the
# Swift source layer links (Package.swift finds it the same way: `swift` on PATH, resolved, then
# ../lib/swift/host; NEUMORPH_SWIFT_HOST overrides). Without it the build would fail with a page of
# "no such module" errors; this says in one place what is missing and what to do.
set -u
swift_bin="${SWIFT:-swift}"
if ! command -v "$swift_bin" >/dev/null 2>&1; then
    echo "neumorph: no '$swift_bin' on PATH: install a Swift toolchain from swift.org (Neumorph is built with 6.3)" >&2
    exit 1
fi
if [ -n "${NEUMORPH_SWIFT_HOST:-}" ]; then
    host="$NEUMORPH_SWIFT_HOST"
else
    resolved="$(readlink -f "$(command -v "$swift_bin")" 2>/dev/null || command -v "$swift_bin")"
    host="$(cd "$(dirname "$resolved")/.." 2>/dev/null && pwd)/lib/swift/host"
    if [ ! -d "$host" ] && [ "$(uname)" = Darwin ]; then
        host="/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host"
    fi
fi
case "$(uname)" in Darwin) suffix=dylib ;; *) suffix=so ;; esac
missing=()
for library in SwiftSyntax SwiftDiagnostics SwiftBasicFormat SwiftParser SwiftParserDiagnostics SwiftOperators SwiftIfConfig; do
    [ -d "$host/$library.swiftmodule" ] || missing+=("$library.swiftmodule")
    [ -f "$host/lib$library.$suffix" ] || missing+=("lib$library.$suffix")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "neumorph: this Swift toolchain does not ship the compiler's swift-syntax that Neumorph reads Swift with:" >&2
    echo "  looked in $host" >&2
    echo "  missing: ${missing[*]}" >&2
    echo "  use a swift.org toolchain (Neumorph is built with 6.3, whose lib/swift/host has them), or set NEUMORPH_SWIFT_HOST" >&2
    echo "  to a folder that holds these modules and libraries" >&2
    exit 1
fi
