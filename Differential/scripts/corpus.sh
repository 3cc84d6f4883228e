#!/usr/bin/env bash
# Extracts the differential corpus: real packages from the machine's local package copies
# (/opt/swift-packages, bare git repositories), at fixed versions, into Differential/.build-corpus/.
# Libraries and app-style code: networking, collections, a CLI library, a web framework, a
# dependency container, Combine, a database layer, swift-syntax itself.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
copies="${GRAFT_PACKAGE_COPIES:-/opt/swift-packages}"
corpus="$here/.build-corpus"
packages=(
    "apple/swift-nio 2.101.3"
    "apple/swift-collections 1.6.0"
    "apple/swift-argument-parser 1.8.2"
    "vapor/vapor 4.122.3"
    "pointfreeco/swift-dependencies 1.17.1"
    "swiftlang/swift-syntax 603.0.1"
    "OpenCombine/OpenCombine 0.14.0"
    "Swinject/Swinject 2.10.0"
    "groue/GRDB.swift 7.10.0"
    "hummingbird-project/hummingbird 2.28.1"
)
mkdir -p "$corpus"
for entry in "${packages[@]}"; do
    read -r repository version <<<"$entry"
    target="$corpus/${repository#*/}"
    [ -d "$target" ] && continue
    mkdir -p "$target.partial"
    git -C "$copies/$repository.git" archive "$version" | tar -x -C "$target.partial"
    mv "$target.partial" "$target"
done
ls -d "$corpus"/*
