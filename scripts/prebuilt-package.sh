#!/usr/bin/env bash
# Writes a package that gives Graft's runtime and plugins with a prebuilt `graft`: the plugins run
# the executable of an artifact bundle (a binary target) instead of compiling the generator from
# source, which is most of a clean build of a small app. The runtime and the plugins are this
# checkout's, so the executable and the code it generates for always come from one version.
#
# Usage: scripts/prebuilt-package.sh OUTPUT_DIR [--executable PATH] [--url URL]
#   OUTPUT_DIR  where the package goes (created; its old contents are replaced).
#   --executable PATH  package this `graft` instead of building one (a release build linked with
#               the Swift runtime statically, so that it runs where no toolchain is installed).
#   --url URL   the manifest downloads the bundle from URL (where you will upload
#               OUTPUT_DIR/graft.artifactbundle.zip) with its checksum, for a package published as its
#               own repository; without it, the manifest uses the bundle beside it (`path:`), for a
#               package vendored into a repository or served from a company's file share.
#
# A team then depends on the output instead of this repository:
#   .package(path: "Vendor/GraftPrebuilt")  (or the published repository's URL)
#   .product(name: "Graft", package: "GraftPrebuilt"), .plugin(name: "GraftPlugin", package: "GraftPrebuilt")
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
output=${1:?usage: scripts/prebuilt-package.sh OUTPUT_DIR [--executable PATH] [--url URL]}
shift
executable=
url=
while [ $# -gt 0 ]; do
    case "$1" in
        --executable) executable=$2; shift 2 ;;
        --url) url=$2; shift 2 ;;
        *) echo "prebuilt-package: unknown option $1" >&2; exit 64 ;;
    esac
done

if [ -z "$executable" ]; then
    if [ "$(uname -s)" = Linux ]; then
        swift build -c release --product graft --static-swift-stdlib >&2
    else
        swift build -c release --product graft >&2
    fi
    executable="$repository/.build/release/graft"
fi
version=$("$executable" --version | awk '{ print $NF }')
triple=$(swiftc -print-target-info | awk -F'"' '/"unversionedTriple"/ { print $4; exit }')

rm -rf "$output"
mkdir -p "$output/Sources" "$output/Plugins"
output=$(cd "$output" && pwd)
bundle="$output/graft.artifactbundle"
mkdir -p "$bundle/graft-$version-$triple/bin"
cp "$executable" "$bundle/graft-$version-$triple/bin/graft"
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "GraftCLI": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "graft-$version-$triple/bin/graft", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
EOF
# The zip a binary target downloads (SwiftPM unpacks it); made with zip, or Python where zip is
# not installed.
if command -v zip >/dev/null; then
    (cd "$output" && zip -qr graft.artifactbundle.zip graft.artifactbundle)
else
    (cd "$output" && python3 -m zipfile -c graft.artifactbundle.zip graft.artifactbundle)
fi

# The runtime and the plugins, copied (not linked): the package stands on its own.
cp -R Sources/Graft "$output/Sources/Graft"
for plugin in GraftPlugin GraftMocksPlugin GraftGenerateCommand GraftGraphCommand; do
    mkdir -p "$output/Plugins/$plugin"
    cp -L Plugins/$plugin/*.swift "$output/Plugins/$plugin/"
done
cp LICENSE "$output/LICENSE"

if [ -n "$url" ]; then
    checksum=$(cd "$output" && swift package compute-checksum graft.artifactbundle.zip)
    binary=".binaryTarget(name: \"GraftCLI\", url: \"$url\", checksum: \"$checksum\")"
else
    binary='.binaryTarget(name: "GraftCLI", path: "graft.artifactbundle")'
fi
# The products and plugins of the main manifest, with the binary target for the executable.
cat >"$output/Package.swift" <<EOF
// swift-tools-version: 6.0
//
// Graft $version with a prebuilt generator, written by scripts/prebuilt-package.sh: the runtime
// library and the plugins, which run the artifact bundle's \`graft\` ($triple).

import PackageDescription

let package = Package(
    name: "GraftPrebuilt",
    products: [
        .library(name: "Graft", targets: ["Graft"]),
        .plugin(name: "GraftPlugin", targets: ["GraftPlugin"]),
        .plugin(name: "GraftMocksPlugin", targets: ["GraftMocksPlugin"]),
        .plugin(name: "GraftGenerateCommand", targets: ["GraftGenerateCommand"]),
        .plugin(name: "GraftGraphCommand", targets: ["GraftGraphCommand"]),
    ],
    targets: [
        .target(name: "Graft"),
        $binary,
        .plugin(name: "GraftPlugin", capability: .buildTool(), dependencies: ["GraftCLI"]),
        .plugin(name: "GraftMocksPlugin", capability: .buildTool(), dependencies: ["GraftCLI"]),
        .plugin(
            name: "GraftGenerateCommand",
            capability: .command(
                intent: .custom(verb: "graft-generate", description: "Write Graft's generated providers into the target's sources"),
                permissions: [.writeToPackageDirectory(reason: "Graft writes Graft+<Target>.swift into each target's sources")]
            ),
            dependencies: ["GraftCLI"]
        ),
        .plugin(
            name: "GraftGraphCommand",
            capability: .command(intent: .custom(verb: "graft-graph", description: "Print the resolved dependency graph")),
            dependencies: ["GraftCLI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
EOF
echo "wrote $output (graft $version for $triple)"
