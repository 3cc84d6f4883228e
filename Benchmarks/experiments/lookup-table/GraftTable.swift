// PROTOTYPE (not the project's runtime): lookups as one table a graph, found through the
// conformance of each parent component class, for measuring what the design costs at run time.

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A provider class the runtime can create from the links it matched.
@_spi(GraftGenerated)
public protocol GraftLinksConstructible: AnyObject {
    /// A provider reading `links`, nearest first.
    init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>)
}

/// Conformed to by every component class that creates components: the lookups of its children.
@_spi(GraftGenerated)
public protocol GeneratedChildLookup: AnyObject {
    /// The table of the graph's lookups.
    static var graftLookupTable: GraftLookupTable { get }
}

/// The graph's lookups: component classes and provider classes by number, and one line a check,
/// `component link… > provider position…`.
@_spi(GraftGenerated)
public struct GraftLookupTable {
    let classes: [AnyObject.Type]
    let providers: [AnyObject.Type]
    let entries: StaticString
    /// A table. (The parser casts each provider class to `any GraftLinksConstructible.Type`, once.)
    public init(classes: [AnyObject.Type], providers: [AnyObject.Type], entries: StaticString) {
        self.classes = classes
        self.providers = providers
        self.entries = entries
    }
}

/// One check of a component's lookup.
struct TableCheck {
    var chain: [ObjectIdentifier]
    var provider: any GraftLinksConstructible.Type
    var positions: [Int]
}

/// A component class's checks, parsed once a process: flattened, one run a check of
/// `count, class ids…, provider, positionCount, positions…`.
final class ComponentChecks {
    let words: UnsafeMutableBufferPointer<UInt>
    let providers: [any GraftLinksConstructible.Type]
    init(_ checks: [TableCheck]) {
        var flat: [UInt] = []
        var used: [any GraftLinksConstructible.Type] = []
        for check in checks {
            flat.append(UInt(check.chain.count))
            flat += check.chain.map { UInt(bitPattern: $0) }
            flat.append(UInt(used.count))
            used.append(check.provider)
            flat.append(UInt(check.positions.count))
            flat += check.positions.map { UInt($0) }
        }
        words = .allocate(capacity: flat.count)
        _ = words.initialize(from: flat)
        self.providers = used
    }

    /// The provider for the chain above `parent`, or nil.
    @inline(__always)
    func provider(parent: any Scope) -> AnyObject? {
        var links: (Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?,
                    Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?) =
            (nil, nil, nil, nil, nil, nil, nil, nil)
        let base = words.baseAddress!
        var at = 0
        let end = words.count
        return withUnsafeMutableBytes(of: &links) { raw -> AnyObject? in
            let slots = raw.baseAddress!.assumingMemoryBound(to: Unmanaged<AnyObject>.self)
            while at < end {
                let count = Int(base[at])
                let chain = base + at + 1
                let provider = Int(base[at + 1 + count])
                let positionCount = Int(base[at + 2 + count])
                let positions = base + at + 3 + count
                at += 3 + count + positionCount
                var link: (any Scope)? = parent
                var distance = 0
                var next = 0
                while distance < count, let current = link,
                    UInt(bitPattern: ObjectIdentifier(type(of: current))) == chain[distance]
                {
                    if next < positionCount, Int(positions[next]) == distance {
                        slots[next] = Unmanaged.passUnretained(current)
                        next += 1
                    }
                    distance += 1
                    // Every class a table lists is a component's, so the link is one, and its parent is
                    // read from the non-generic base class (runtime.patch) without a witness call.
                    if distance < count { link = unsafeDowncast(current as AnyObject, to: GraftScopeLinks.self).linkedParent }
                }
                if distance == count {
                    return providers[provider].init(graftLinks: slots)
                }
            }
            return nil
        }
    }
}

/// The parsed tables, by the address of their text.
enum ParsedTables {
    nonisolated(unsafe) static var tables: [UInt: [ObjectIdentifier: ComponentChecks]] = [:]
    nonisolated(unsafe) static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The checks of `component` in `table`.
    static func checks(of component: AnyObject.Type, in table: GraftLookupTable) -> ComponentChecks? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let key = UInt(bitPattern: table.entries.utf8Start)
        if let parsed = tables[key] { return parsed[ObjectIdentifier(component)] }
        let parsed = parse(table)
        tables[key] = parsed
        return parsed[ObjectIdentifier(component)]
    }

    static func parse(_ table: GraftLookupTable) -> [ObjectIdentifier: ComponentChecks] {
        var result: [ObjectIdentifier: [TableCheck]] = [:]
        let classes = table.classes.map { ObjectIdentifier($0) }
        let bytes = UnsafeBufferPointer(start: table.entries.utf8Start, count: table.entries.utf8CodeUnitCount)
        var numbers: [Int] = []
        var number = -1
        var arrow = -1
        func finishLine() {
            if number >= 0 { numbers.append(number); number = -1 }
            guard numbers.count >= 2, arrow > 0 else { numbers = []; arrow = -1; return }
            let component = classes[numbers[0]]
            let chain = numbers[1..<arrow].map { classes[$0] }
            let check = TableCheck(chain: chain, provider: table.providers[numbers[arrow]] as! any GraftLinksConstructible.Type, positions: Array(numbers[(arrow + 1)...]))
            result[component, default: []].append(check)
            numbers = []
            arrow = -1
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = max(number, 0) * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ">"): arrow = numbers.count
            case UInt8(ascii: "\n"): finishLine()
            default: if number >= 0 { numbers.append(number); number = -1 }
            }
        }
        finishLine()
        return result.mapValues { ComponentChecks($0) }
    }
}

extension LookupCache {
    /// The calling thread's entry for `type` holding its checks from the table of `parent`'s class.
    static func tableEntry(of type: AnyObject.Type, parent: any Scope) -> UnsafeMutablePointer<Entry>? {
        guard let slot = entry(of: type, finding: false) else { return nil }
        let id = ObjectIdentifier(type)
        if slot.pointee.type == id, slot.pointee.checks != nil { return slot }
        guard let lookup = Swift.type(of: parent) as? any GeneratedChildLookup.Type,
            let checks = ParsedTables.checks(of: type, in: lookup.graftLookupTable)
        else { return nil }
        slot.pointee = Entry(type: id, lookup: nil, checks: Unmanaged.passUnretained(checks))
        return slot
    }
}
