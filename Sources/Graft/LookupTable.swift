// The generated lookups as one table of numbers: for generated code only.
//
// Every way of writing a lookup as code (a conformance, a function, a chain check) costs the type
// checker about a million instructions per component; a string literal of numbers costs it next to
// nothing (PERFORMANCE.md, "Lookups as one table"). So the generator writes the checks of every
// component as lines of numbers indexing an array of component classes and one of provider
// classes, and conforms each component class that creates components to `GeneratedChildLookup`,
// which returns the tables. `Component.init(parent:)` asks its parent's class for them (or the
// nearest ancestor's that conforms): no registration call. The runtime parses a table once a
// process, keeps each component class's checks, and matches them against the parent chain.
//
// A table's text, one line a check, in the order the checks are tried:
//
//     line      = component " " link* ">" " " provider (" " position)* "\n"   (the last line's "\n" may be left out)
//     component = ["="] number      the component class; "=" for a class only its own checks
//                                   serve (a subclass a lookup names), not its subclasses
//     link      = ["="] number ("|" number)*
//                                   the classes the link at this distance may have, nearest
//                                   first: with "=" exactly one of them, else the one listed or
//                                   a subclass of it
//     provider  = number            the provider class created when every link matches
//     position  = number            the distances (1 for the parent) of the links the provider
//                                   reads, nearest first, as many as the provider reads
//
// A class or provider the app's system lacks (`@available(iOS 17, *)` on an older one) is listed as
// `GraftUnavailable`: a line naming it is never tried, since nothing it names can be created here,
// unless it is one of several classes a link may have, where it is left out of them.
//
// A component's lines are consecutive. The runtime indexes a table the first time it is used
// (where each component's lines start) and parses a component's lines the first time that
// component is created, so a launch pays for the components it creates, not for the whole graph.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A generated provider that the runtime creates from the links of a matched chain: every
/// `GraftLinksN`, and every provider the generator writes out.
@_spi(GraftGenerated)
public protocol GraftLinksConstructible: AnyObject {
    /// The class of each link the provider reads, nearest first.
    static var graftLinkTypes: [AnyObject.Type] { get }
    /// A provider reading `links`, nearest first: one of each of `graftLinkTypes`.
    init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>)
}

/// What a generated lookup table lists in place of a component class or provider class that is not
/// available where the app runs (`@available(iOS 17, *)` on an older system): a line naming it is
/// never tried, since no component of that chain can exist here. For generated code only.
@_spi(GraftGenerated)
public final class GraftUnavailable: GraftLinksConstructible {
    /// Nothing: no line naming this class is tried.
    public static var graftLinkTypes: [AnyObject.Type] { [] }

    /// Never called: no line naming this class is tried.
    public init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        GraftFailure.stop("Graft: a lookup table's line naming an unavailable class was tried.")
    }
}

/// The lookups of a generated graph: component classes and provider classes by number, and a
/// check a line of `entries` (the format is at the top of LookupTable.swift). A class: each table
/// the generator writes is one constant, parsed the first time it is used and kept with it (two
/// files may hold the same text, which the compiler may store once, naming different classes).
@_spi(GraftGenerated)
public final class GraftLookupTable: @unchecked Sendable {
    // @unchecked Sendable: the classes and the text never change; `lines` and `parsed` are
    // guarded by `ParsedTables`' lock.
    let classes: [AnyObject.Type]
    let providers: [any GraftLinksConstructible.Type]
    let entries: StaticString
    /// Where each component class's lines are, once the table has been indexed.
    var lines: [ObjectIdentifier: ComponentLines]?
    /// The checks of the component classes parsed so far.
    var parsed: [ObjectIdentifier: LookupChecks] = [:]

    /// A table: the classes its lines name by number, and the lines.
    public init(classes: [AnyObject.Type], providers: [any GraftLinksConstructible.Type], entries: StaticString) {
        self.classes = classes
        self.providers = providers
        self.entries = entries
    }
}

/// Conformed to by every component class that creates components in a generated graph: it returns
/// the graph's lookup tables, through which the components it creates find their providers.
///
/// Do not conform to this protocol by hand; use `init(parent:dependency:)` for hand wiring.
@_spi(GraftGenerated)
public protocol GeneratedChildLookup: AnyObject {
    /// The tables of the graph the generator wrote (one per generated file).
    static var graftLookupTables: [GraftLookupTable] { get }
}

/// One component class's checks, parsed from a table.
final class LookupChecks: @unchecked Sendable {
    // @unchecked Sendable: written when parsed, then only read.
    /// Where a check's words are, and what it creates.
    struct Check {
        /// The first word of its links in `links`: per link, `candidateCount` (with
        /// `acceptsSubclasses`) then the candidate classes.
        var linkStart: Int
        var linkCount: Int
        /// Its provider, in `providers`.
        var provider: Int
        /// Its positions (the distances of the links the provider reads) in `positions`.
        var positionStart: Int
        var positionCount: Int
    }

    /// The checks, the links' words and the positions, in memory never freed (tables live as long
    /// as the process).
    private let checks: UnsafeBufferPointer<Check>
    private let links: UnsafePointer<UInt>
    private let positions: UnsafePointer<Int>
    private let providers: UnsafePointer<any GraftLinksConstructible.Type>
    /// Whether the checks serve the class's subclasses that have none of their own.
    let servesSubclasses: Bool

    /// The bit of a link's first word that says its class may be a subclass of the one listed.
    static let acceptsSubclasses: UInt = 1 << (UInt.bitWidth - 1)

    init(checks: [Check], links: [UInt], positions: [Int], providers: [any GraftLinksConstructible.Type], servesSubclasses: Bool) {
        func immortal<Element>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
            let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
            memory.initialize(from: elements, count: elements.count)
            return memory
        }
        self.checks = UnsafeBufferPointer(start: immortal(checks), count: checks.count)
        self.links = UnsafePointer(immortal(links))
        self.positions = UnsafePointer(immortal(positions))
        self.providers = UnsafePointer(immortal(providers))
        self.servesSubclasses = servesSubclasses
    }

    /// The provider of the first check whose classes match the chain above `parent`, or `nil`.
    func provider(parent: any Scope) -> AnyObject? {
        // `parent` is held by the caller for the whole call, and each link above it by the one
        // below, up to the first non-core component, whose owner is held weakly: checks walk
        // without reference counting and start again retaining what they read if they meet one.
        let start = Unmanaged.passUnretained(parent as AnyObject)
        for check in checks {
            switch walk(check, from: start, retaining: false) {
            case .matched(let provider): return provider
            case .mismatched: continue
            case .reachedOwner:
                if case .matched(let provider) = walk(check, from: start, retaining: true) { return provider }
            }
        }
        return nil
    }

    /// What a walk of one check found.
    private enum Walk {
        case matched(AnyObject)
        case mismatched
        /// A walk that does not retain met a non-core component, above which links are not held
        /// by the chain.
        case reachedOwner
    }

    /// Matches `check`'s classes against the chain from `parent` up and creates its provider if
    /// they match. With `retaining`, the links the provider reads are retained until it is created
    /// and a non-core component's owner is held while the walk is above it; without, the walk
    /// stops at the first non-core component (`reachedOwner`).
    @inline(__always)
    private func walk(_ check: Check, from parent: Unmanaged<AnyObject>, retaining: Bool) -> Walk {
        withUnsafeTemporaryAllocation(of: Unmanaged<AnyObject>.self, capacity: max(check.positionCount, 1)) { read in
            var readCount = 0
            defer {
                if retaining { for index in 0..<readCount { read[index].release() } }
            }
            // The owner of the last non-core component passed: it holds the links above it.
            var owner: (any Scope)?
            defer { withExtendedLifetime(owner) {} }
            var link = parent
            var word = check.linkStart
            var nextPosition = check.positionCount > 0 ? positions[check.positionStart] : 0
            // A check of no links (a provider that reads none) matches every chain.
            var distance = 0
            while distance < check.linkCount {
                distance += 1
                guard link._withUnsafeGuaranteedRef({ Self.matches($0, links + word) }) else { return .mismatched }
                word += 1 + Int(links[word] & ~Self.acceptsSubclasses)
                if distance == nextPosition {
                    read[readCount] = retaining ? link.retain() : link
                    readCount += 1
                    nextPosition = readCount < check.positionCount ? positions[check.positionStart + readCount] : 0
                }
                guard distance < check.linkCount else { break }
                // Every class a table lists is a component class (checked when it was parsed).
                let component = link._withUnsafeGuaranteedRef { unsafeDowncast($0, to: AnyComponent.self) }
                if let parentObject = component.parentObject {
                    link = parentObject
                    continue
                }
                // A root (no parent, no owner) ends the chain short of the check's links.
                guard component.ownerLink != nil else { return .mismatched }
                guard retaining else { return .reachedOwner }
                let ownerScope = component.parent!
                owner = ownerScope
                link = Unmanaged.passUnretained(ownerScope as AnyObject)
            }
            return .matched(providers[check.provider].init(graftLinks: UnsafePointer(read.baseAddress!)))
        }
    }

    /// Whether `object`'s class is one of the classes the link's words list (or, when the link
    /// accepts subclasses, a subclass of one).
    @inline(__always)
    private static func matches(_ object: AnyObject, _ link: UnsafePointer<UInt>) -> Bool {
        let count = Int(link[0] & ~acceptsSubclasses)
        let id = UInt(bitPattern: ObjectIdentifier(Swift.type(of: object)))
        for index in 1...count where link[index] == id { return true }
        guard link[0] & acceptsSubclasses != 0 else { return false }
        var type: AnyClass? = _getSuperclass(Swift.type(of: object))
        while let current = type {
            let id = UInt(bitPattern: ObjectIdentifier(current))
            for index in 1...count where link[index] == id { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}

/// Where a component class's lines are in a table's text.
struct ComponentLines {
    /// The offset of its first line's first byte, and that line's number (from 1).
    var start: Int
    var line: Int
    /// How many lines it has.
    var count: Int
    /// Whether its lines serve its subclasses that have none of their own (no "=").
    var servesSubclasses: Bool
}

/// Indexes and parses the tables, each component's lines once a process, under a lock.
enum ParsedTables {
    /// Guards every table's `lines` and `parsed`.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The checks that serve `component` in `tables`: its own, else those of its nearest superclass
    /// whose checks serve subclasses; `nil` when there are none.
    static func checks(of component: AnyObject.Type, in tables: [GraftLookupTable]) -> LookupChecks? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var type: AnyClass? = component
        var isComponent = true
        while let current = type {
            let key = ObjectIdentifier(current)
            for table in tables {
                let lines: [ObjectIdentifier: ComponentLines]
                if let indexed = table.lines {
                    lines = indexed
                } else {
                    lines = index(table)
                    table.lines = lines
                }
                guard let found = lines[key], isComponent || found.servesSubclasses else { continue }
                if let known = table.parsed[key] { return known }
                let checks = parse(found, of: table)
                table.parsed[key] = checks
                return checks
            }
            isComponent = false
            type = _getSuperclass(current)
        }
        return nil
    }

    /// Where each component's lines are in `table`; stops the process,
    /// saying where, if a line does not start with a component class or a component's lines are
    /// not together.
    static func index(_ table: GraftLookupTable) -> [ObjectIdentifier: ComponentLines] {
        var reader = TableReader(table)
        var lines: [ObjectIdentifier: ComponentLines] = [:]
        lines.reserveCapacity(table.classes.count)
        // The component of the lines being read, kept here and stored again only if it has more
        // than one line.
        var last: (key: ObjectIdentifier, lines: ComponentLines)?
        func storeLast() {
            if let last, last.lines.count > 1 { lines[last.key] = last.lines }
        }
        while !reader.atEnd {
            let start = reader.at
            let line = reader.line
            let servesSubclasses = !reader.skip("=")
            let number = reader.classNumber()
            guard !reader.isUnavailable(number) else {
                // A component that cannot be created here: its lines are never asked for.
                reader.skipLine()
                continue
            }
            let key = ObjectIdentifier(table.classes[number])
            if key == last?.key {
                guard last!.lines.servesSubclasses == servesSubclasses else {
                    reader.damaged("the component's lines disagree on whether they serve its subclasses")
                }
                last!.lines.count += 1
            } else {
                storeLast()
                reader.requireComponent(number)
                let first = ComponentLines(start: start, line: line, count: 1, servesSubclasses: servesSubclasses)
                guard lines.updateValue(first, forKey: key) == nil else { reader.damaged("the component's lines are not together") }
                last = (key, first)
            }
            reader.skipLine()
        }
        storeLast()
        return lines
    }

    /// The checks on a component's `lines` of `table`; stops the process, saying where, if a line
    /// is not what the generator writes.
    static func parse(_ lines: ComponentLines, of table: GraftLookupTable) -> LookupChecks {
        var checks: [LookupChecks.Check] = []
        var links: [UInt] = []
        var positions: [Int] = []
        var providers: [any GraftLinksConstructible.Type] = []
        var reader = TableReader(table, at: lines.start, line: lines.line)
        for _ in 0..<lines.count {
            // The component, read when the table was indexed.
            _ = reader.skip("=")
            _ = reader.classNumber()
            var check = LookupChecks.Check(
                linkStart: links.count, linkCount: 0, provider: providers.count, positionStart: positions.count, positionCount: 0)
            /// The classes listed for each link of the line.
            var linkClasses: [[AnyObject.Type]] = []
            /// Whether the line needs a class the app's system lacks (`GraftUnavailable`) at a link
            /// or as its provider: it can never match, and is left out. One of several classes a
            /// link may have is left out of them.
            var namesUnavailable = false
            reader.expect(" ")
            while !reader.skip(">") {
                let acceptsSubclasses = !reader.skip("=")
                var candidates: [AnyObject.Type] = []
                repeat {
                    let number = reader.classNumber()
                    if !reader.isUnavailable(number) {
                        reader.requireComponent(number)
                        candidates.append(table.classes[number])
                    }
                } while reader.skip("|")
                if candidates.isEmpty { namesUnavailable = true }
                links.append(UInt(candidates.count) | (acceptsSubclasses ? LookupChecks.acceptsSubclasses : 0))
                links += candidates.map { UInt(bitPattern: ObjectIdentifier($0)) }
                linkClasses.append(candidates)
                reader.expect(" ")
            }
            check.linkCount = linkClasses.count
            reader.expect(" ")
            let provider = reader.provider()
            providers.append(provider)
            if namesUnavailable || ObjectIdentifier(provider) == ObjectIdentifier(GraftUnavailable.self) {
                reader.skipLine()
                links.removeSubrange(check.linkStart...)
                providers.removeLast()
                continue
            }
            while reader.skip(" ") {
                let position = reader.number()
                let previous = check.positionCount > 0 ? positions[positions.count - 1] : 0
                guard position > previous, position <= linkClasses.count else {
                    reader.damaged("position \(position) is not a link of the check, after the ones before it")
                }
                positions.append(position)
                check.positionCount += 1
            }
            let linkTypes = provider.graftLinkTypes
            guard check.positionCount == linkTypes.count else {
                reader.damaged("the line lists \(check.positionCount) links for a provider that reads \(linkTypes.count)")
            }
            // The provider casts each link to its type without checking: every class the line
            // lists at a position the provider reads must be that type.
            for (position, linkType): (Int, AnyObject.Type) in zip(positions[check.positionStart...], linkTypes) {
                for listed in linkClasses[position - 1] {
                    guard isClass(listed, a: linkType) else {
                        reader.damaged("the provider reads a \(linkType) at distance \(position), where the line lists \(listed)")
                    }
                }
            }
            if !reader.atEnd { reader.expect("\n") }
            checks.append(check)
        }
        return LookupChecks(checks: checks, links: links, positions: positions, providers: providers, servesSubclasses: lines.servesSubclasses)
    }
}

/// Whether `type` is `ancestor` or one of its subclasses.
private func isClass(_ type: AnyClass, a ancestor: AnyObject.Type) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// Reads a table's text, stopping the process with the line and the fault when it is damaged.
private struct TableReader {
    let table: GraftLookupTable
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    var line = 1

    /// A reader of `table`'s text from the byte `at`, which starts line `line`.
    init(_ table: GraftLookupTable, at: Int = 0, line: Int = 1) {
        self.table = table
        self.bytes = UnsafeBufferPointer(start: table.entries.utf8Start, count: table.entries.utf8CodeUnitCount)
        self.at = at
        self.line = line
    }

    var atEnd: Bool { at == bytes.count }

    /// Consumes `character` if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard at < bytes.count, bytes[at] == UInt8(ascii: character) else { return false }
        at += 1
        if character == "\n" { line += 1 }
        return true
    }

    /// Consumes `character`, which must be next.
    mutating func expect(_ character: Unicode.Scalar) {
        guard skip(character) else { damaged("expected \(character == "\n" ? "the end of the line" : "'\(character)'")") }
    }

    /// A decimal number, which must be next.
    mutating func number() -> Int {
        var value = 0
        var digits = 0
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), digits < 18 {
            value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
            at += 1
            digits += 1
        }
        guard digits > 0 else { damaged("expected a number") }
        return value
    }

    /// The number of a class in the table, which must be next.
    mutating func classNumber() -> Int {
        let index = number()
        guard index < table.classes.count else { damaged("class \(index) is not in the table's \(table.classes.count) classes") }
        return index
    }

    /// Stops the process unless the class numbered `index` is a component class.
    func requireComponent(_ index: Int) {
        let type: AnyObject.Type = table.classes[index]
        // A walk up the superclasses: cheaper than the runtime's cast, once per component a table lists.
        guard isClass(type, a: AnyComponent.self) else { damaged("class \(index), \(type), is not a component class") }
    }

    /// Whether the class numbered `index` is `GraftUnavailable`: one the app's system lacks.
    func isUnavailable(_ index: Int) -> Bool {
        ObjectIdentifier(table.classes[index]) == ObjectIdentifier(GraftUnavailable.self)
    }

    /// Moves past the end of the line.
    mutating func skipLine() {
        while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { at += 1 }
        _ = skip("\n")
    }

    /// A provider class, by its number.
    mutating func provider() -> any GraftLinksConstructible.Type {
        let index = number()
        guard index < table.providers.count else { damaged("provider \(index) is not in the table's \(table.providers.count) providers") }
        return table.providers[index]
    }

    /// Stops the process: the table is not what the generator writes.
    func damaged(_ fault: String) -> Never {
        GraftFailure.stop(
            "Graft: the generated lookup table is damaged at line \(line): \(fault). "
                + "Regenerate it (build again with the GraftPlugin build plugin, or run graft generate); never edit the generated file."
        )
    }
}

extension LookupCache {
    /// `type`'s checks in the tables that `parent`'s class (or its nearest ancestor's that conforms
    /// to `GeneratedChildLookup`) returns, or `nil` when no table has checks for the class.
    static func tableChecks(of type: AnyObject.Type, parent: any Scope) -> LookupChecks? {
        var scope: (any Scope)? = parent
        while let current = scope {
            if let lookup = Swift.type(of: current) as? any GeneratedChildLookup.Type {
                return ParsedTables.checks(of: type, in: lookup.graftLookupTables)
            }
            scope = current.parent
        }
        return nil
    }
}
