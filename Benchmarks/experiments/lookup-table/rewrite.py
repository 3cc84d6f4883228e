#!/usr/bin/env python3
"""Rewrites a file `graft generate` wrote into the lookup-table form this experiment measures.

    rewrite.py GENERATED OUT MODE [ROOT]

MODE is where the runtime finds the table of the graph's lookups:
  parents        a conformance of each component class that is some lookup's nearest link
  root           one conformance, of ROOT (default Component0)
  per-component  a conformance of each component class (today's number of conformances)

Every `extension X: GeneratedDependencyLookup` is removed; its checks become lines of one string
literal, `component link… > provider position…`, numbers into an array of the component classes
and an array of the provider classes. Only the simple form is understood (one
`graftAncestorsN(parent, …)` call a check): a lookup of another form stops the rewrite.
"""
import re
import sys

source_path, out_path, mode = sys.argv[1:4]
root = sys.argv[4] if len(sys.argv) > 4 else "Component0"
lines = open(source_path).read().split("\n")
kept, lookups, providers = [], [], {}
index = 0
while index < len(lines):
    line = lines[index]
    if line == "// MARK: - Lookups":
        index += 1
        continue
    start = re.match(r"@_spi\(GraftGenerated\) extension (\S+): GeneratedDependencyLookup \{", line)
    if not start:
        kept.append(line)
        index += 1
        continue
    component, checks = start.group(1), []
    index += 1
    while lines[index] != "}":
        body = lines[index].strip()
        check = re.match(r"if let chain = graftAncestors\d\(parent, (.*)\) \{", body)
        if check:
            chain = [link.strip()[: -len(".self")] for link in check.group(1).split(",")]
            made = re.match(r"return (\S+?)\((.*)\)", lines[index + 1].strip())
            provider, arguments = made.group(1), made.group(2)
            positions = [0] if arguments == "chain" else [int(a.strip()[len("chain."):]) for a in arguments.split(",")]
            checks.append((chain, providers.setdefault(provider, len(providers)), positions))
            index += 2
        elif body in ("", "}", "return nil") or body.startswith("//") or body.startswith("public static func graftDependency"):
            index += 1
        else:
            sys.exit(f"rewrite.py: a lookup of a form this experiment does not rewrite: {body}")
    lookups.append((component, checks))
    index += 1
    if index < len(lines) and lines[index] == "":
        index += 1
while kept and kept[-1] == "":
    kept.pop()

classes = sorted({c for c, _ in lookups} | {link for _, checks in lookups for chain, _, _ in checks for link in chain},
                 key=lambda name: (len(name), name))
number = {name: position for position, name in enumerate(classes)}
entries = [f"    {number[c]} {' '.join(str(number[link]) for link in chain)} > {p} {' '.join(map(str, positions))}"
           for c, checks in lookups for chain, p, positions in checks]
if mode == "parents":
    anchors = sorted({chain[0] for _, checks in lookups for chain, _, _ in checks}, key=lambda name: (len(name), name))
elif mode == "root":
    anchors = [root]
elif mode == "per-component":
    anchors = [c for c, _ in lookups]
else:
    sys.exit(f"rewrite.py: no mode {mode}")

out = kept + ["", "// MARK: - Lookups", ""]
for anchor in anchors:
    out += [f"@_spi(GraftGenerated) extension {anchor}: GeneratedChildLookup {{",
            "    public static var graftLookupTable: GraftLookupTable { graftGraphLookups }", "}", ""]
out += ["private var graftGraphLookups: GraftLookupTable {", "    GraftLookupTable(", "        classes: ["]
out += [f"            {name}.self," for name in classes]
out += ["        ],", "        providers: ["]
out += [f"            {name}.self," for name in sorted(providers, key=providers.get)]
out += ["        ],", '        entries: """'] + entries + ['    """)', "}"]
open(out_path, "w").write("\n".join(out) + "\n")
print(f"{len(lookups)} lookups, {len(providers)} provider classes, {len(anchors)} conformances")
