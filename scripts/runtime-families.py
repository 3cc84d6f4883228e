#!/usr/bin/env python3
"""Writes the runtime's numbered families that generated code calls, instead of hand copies:
Sources/Graft/GraftLinks.swift (GraftLinked1 ... GraftLinkedN, GraftLinks1 ... GraftLinksN) and Sources/Graft/GraftAncestors.swift
(graftAncestors1 ... graftAncestorsN), with N the arity the generator's RuntimeContract names.

    scripts/runtime-families.py           rewrite both files (formatted with swift-format)
    scripts/runtime-families.py --check   fail if either file is not what this script writes (CI)
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTRACT = ROOT / "Sources/GraftGenerator/Emitter/RuntimeContract.swift"

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
            "eleventh", "twelfth"]
COUNTS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

LINKS_HEADER = """\
// The base classes of generated providers: for generated code only.
//
// A generated provider conforms to its component's dependency protocol by forwarding each
// requirement to the ancestor that provides it. Written out, every provider is a class with a stored
// property per ancestor, an initialiser and a forwarding property per requirement, and the compiler
// checks each of them in every provider. Instead, a provider subclasses `GraftLinksN`, which holds
// its ancestors, and the forwarding properties are written once per ancestor type and position, in
// constrained extensions of the protocol of that position (`extension GraftLinked1 where A1 ==
// RootComponent { var session: Session { graftLink1.session } }`), which every provider with that
// ancestor there shares as the witnesses of its conformance, whatever its number of ancestors. The
// extensions are the protocols', not the classes': the compiler would check each subclass of a
// class against every extension of the class (a cost that grows with the product of the two
// counts, measured by Benchmarks/scripts/forwarding-shapes.sh). Each arity has its own class, so
// the type checker never chooses among overloads.
"""

ANCESTORS_HEADER = """\
// The chain matchers that generated dependency lookups call: for generated code only.
//
// A lookup must know the dynamic types of the first few links of a component's parent chain. One
// generic call per eight links type-checks in half the time of writing each cast out
// (`if let a1 = parent as? A, let a2 = a1.parent as? B, …`): measured on a 1,000-component corpus
// with `-Xfrontend -debug-time-function-bodies`, 1.08 s against 0.51 s for the lookups, with the
// same casts at run time. Each arity has its own name, so the type checker never chooses among
// overloads. Longer chains continue from the last link of the previous call; so do the matchers
// of five to eight links, from the one of four.
"""


def arity():
    match = re.search(r"static let arity = (\d+)", CONTRACT.read_text())
    if not match:
        sys.exit(f"runtime-families: no 'static let arity = N' in {CONTRACT}")
    return int(match.group(1))


def types_phrase(n):
    return "`A1` and `A2`" if n == 2 else f"`A1` … `A{n}`"


def linked_protocol(n):
    out = [f"/// Something holding a generated provider's {ORDINALS[n - 1]} ancestor, of type `A{n}`: every `GraftLinksN` with",
           f"/// at least {COUNTS[n - 1]} ancestor{'s' if n > 1 else ''}. Generated code declares the forwarding properties that read from",
           f"/// the ancestor at this position in constrained extensions of it.",
           "@_spi(GraftGenerated)", f"public protocol GraftLinked{n} {{",
           f"    /// The type of the ancestor at this position.", f"    associatedtype A{n}: AnyObject",
           f"    /// The {ORDINALS[n - 1]} ancestor.", f"    var graftLink{n}: A{n} {{ get }}", "}"]
    return "\n".join(out)


def links_class(n):
    params = ", ".join(f"A{i}: AnyObject" for i in range(1, n + 1))
    if n == 1:
        out = ["/// A generated provider's ancestor, of type `A1`: the provider subclasses it",
               "/// and reads it in the forwarding properties generated code declares in constrained extensions of `GraftLinked1`."]
    else:
        out = [f"/// A generated provider's {n} ancestors, of types {types_phrase(n)}, nearest first: the provider subclasses it",
               f"/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked{n}`."]
    conformances = ", ".join([f"GraftLinked{i}" for i in range(1, n + 1)] + ["GraftLinksConstructible"])
    out += ["@_spi(GraftGenerated)"] + signature(f"open class GraftLinks{n}", params, f": {conformances} {{", brackets="<>")
    for i in range(1, n + 1):
        which = "ancestor" if n == 1 else f"{ORDINALS[i - 1]} ancestor"
        out += [f"    /// The provider's {which}.", f"    public final let graftLink{i}: A{i}", ""]
    reading = "the ancestor" if n == 1 else "these ancestors"
    arguments = ", ".join(f"_ graftLink{i}: A{i}" for i in range(1, n + 1))
    links = ", ".join(f"Unmanaged<AnyObject>.passUnretained(graftLink{i})" for i in range(1, n + 1))
    out += [f"    /// A provider reading from {reading}. A convenience initialiser: a subclass inherits it without",
            "    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%",
            "    /// of what a generated file costs to type-check)."]
    out += signature("    public convenience init", arguments, " {")
    out += signature("        self.init", f"graftLinks: [{links}]", "")
    out += ["    }", ""]
    types = ", ".join(f"A{i}.self" for i in range(1, n + 1))
    out += ["    /// The class of each link the provider reads, nearest first.", f"    public static var graftLinkTypes: [AnyObject.Type] {{ [{types}] }}", ""]
    out += ["    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.",
            "    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {"]
    out += [f"        self.graftLink{i} = unsafeDowncast(links[{i - 1}].takeUnretainedValue(), to: A{i}.self)" for i in range(1, n + 1)]
    out += ["    }", "}"]
    return "\n".join(out)


def ancestors_function(n):
    generics = ", ".join(f"A{i}: Scope" for i in range(1, n + 1))
    metatypes = ", ".join(f"_: A{i}.Type" for i in range(1, n + 1))
    result = f"A1" if n == 1 else "(" + ", ".join(f"A{i}" for i in range(1, n + 1)) + ")"
    if n == 1:
        out = ["/// `start` as an `A1`, or `nil` when it is not one (or is `nil`): the first link of a parent",
               "/// chain, matched for a generated dependency lookup."]
    else:
        out = [f"/// The first {COUNTS[n - 1]} links of a parent chain — `start`, its parent, and so on — when their dynamic",
               f"/// types are {types_phrase(n)} in that order; otherwise `nil`. For generated dependency lookups."]
    out += ["@_spi(GraftGenerated) @inlinable"]
    out += signature(f"public func graftAncestors{n}<{generics}>", f"_ start: (any Scope)?, {metatypes}", f" -> {result}? {{")
    if n == 1:
        out.append("    start as? A1")
    elif n <= 4:
        casts = ", ".join(["let a1 = start as? A1"] + [f"let a{i} = a{i - 1}.parent as? A{i}" for i in range(2, n + 1)])
        out += [f"    guard {casts} else {{ return nil }}", "    return (" + ", ".join(f"a{i}" for i in range(1, n + 1)) + ")"]
    else:
        head = ", ".join(f"A{i}.self" for i in range(1, 5))
        tail = ", ".join(f"A{i}.self" for i in range(5, n + 1))
        values = [f"head.{i}" for i in range(4)] + (["tail"] if n == 5 else [f"tail.{i}" for i in range(n - 4)])
        out += [f"    guard let head = graftAncestors4(start, {head}),",
                f"        let tail = graftAncestors{n - 4}(head.3.parent, {tail})",
                "    else { return nil }",
                "    return (" + ", ".join(values) + ")"]
    out.append("}")
    return "\n".join(out)


def signature(head, parameters, tail, brackets="()"):
    """A declaration's first lines: on one line when it fits swift-format's 160 columns, otherwise
    with the parameters on lines of their own, as swift-format keeps them."""
    opening, closing = brackets
    line = f"{head}{opening}{parameters}{closing}{tail}"
    if len(line) <= 160:
        return [line]
    indent = head[: len(head) - len(head.lstrip())]
    return [f"{head}{opening}", f"{indent}    {parameters}", f"{indent}{closing}{tail}"]


def formatted(text):
    run = subprocess.run(["swift", "format", "format", "--configuration", str(ROOT / ".swift-format")],
                         input=text, capture_output=True, text=True, cwd=ROOT)
    if run.returncode != 0:
        sys.exit(f"runtime-families: swift-format failed:\n{run.stderr}")
    return run.stdout


def render():
    n = arity()
    declarations = [linked_protocol(i) for i in range(1, n + 1)] + [links_class(i) for i in range(1, n + 1)]
    links = LINKS_HEADER + "\n" + "\n\n".join(declarations) + "\n"
    ancestors = ANCESTORS_HEADER + "\n" + "\n\n".join(ancestors_function(i) for i in range(1, n + 1)) + "\n"
    return {ROOT / "Sources/Graft/GraftLinks.swift": formatted(links),
            ROOT / "Sources/Graft/GraftAncestors.swift": formatted(ancestors)}


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit(__doc__)
    stale = []
    for path, text in render().items():
        if path.read_text() != text:
            stale.append(path.relative_to(ROOT))
            if not check:
                path.write_text(text)
    if check and stale:
        sys.exit(f"runtime-families: {', '.join(map(str, stale))} differ from what scripts/runtime-families.py writes; run it")
    print("runtime-families: " + ("checked" if check else "written") + f" for arity {arity()}")


if __name__ == "__main__":
    main()
