#!/usr/bin/env bash
# Extracts the differential corpus: real packages from the machine's local package copies
# (/opt/swift-packages, bare git repositories), at fixed versions, into Differential/.build-corpus/.
# Libraries and app-style code: networking, collections, a CLI library, a web framework, a
# dependency container, Combine, a database layer, swift-syntax itself.
# With --wide: thirty more packages of the machine's copies instead, into Differential/.build-corpus-wide/
# (gRPC, OpenAPI, GraphQL, ORM, tracing, parsing, testing and HTML-DSL code: 4,502 files).
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
if [ "${1:-}" = "--wide" ]; then
    corpus="$here/.build-corpus-wide"
    packages=(
        "grpc/grpc-swift-2 2.4.3"
        "apple/swift-openapi-generator 1.14.3"
        "swift-server/async-http-client 1.37.0"
        "vapor/fluent-kit 1.57.0"
        "apple/swift-protobuf 1.39.0"
        "swiftwasm/WasmKit 0.4.2"
        "swift-otel/swift-otel 1.6.0"
        "jpsim/Yams 6.2.2"
        "pointfreeco/swift-case-paths 1.10.0"
        "pointfreeco/swift-parsing 0.15.2"
        "pointfreeco/swift-snapshot-testing 1.19.7"
        "Quick/Nimble 14.0.0"
        "Quick/Quick 7.6.2"
        "apple/swift-crypto 4.5.2"
        "apple/swift-configuration 1.4.0"
        "modelcontextprotocol/swift-sdk 0.12.1"
        "apple/swift-async-algorithms 1.1.4"
        "apple/swift-algorithms 1.2.1"
        "stencilproject/Stencil 0.15.1"
        "GraphQLSwift/GraphQL 4.3.0"
        "GraphQLSwift/Graphiti 3.1.0"
        "apple/swift-nio-ssh 0.15.1"
        "apple/swift-certificates 1.21.1"
        "swhitty/FlyingFox 0.27.1"
        "vapor/postgres-nio 1.33.2"
        "pointfreeco/swift-identified-collections 1.1.1"
        "swiftlang/swift-subprocess 1.0.2"
        "mattpolzin/OpenAPIKit 6.4.0"
        "JohnSundell/Plot 0.14.0"
        "apple/swift-distributed-tracing 1.7.3"
    )
fi
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
