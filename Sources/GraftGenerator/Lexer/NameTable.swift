#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The process's table of ``Name``s: each distinct identifier's text once, numbered in the order
/// it was first interned.
///
/// The parsers of several files intern at once, so interning takes a mutex; the table is keyed by
/// the name's bytes, so a name met before costs a hash of its bytes and one comparison, and no
/// `String`. Reading a name's text or hash takes no lock: they live in chunks that never move, each
/// written before its number is handed out under the mutex, and never written again. A thread
/// holds a number only after an interning call (which took the mutex after the text was written)
/// or after receiving it from one that did, through the synchronisation that handed it over.
///
/// Names are never removed: a process generates from one set of sources, and a test process's
/// runs share their common names.
final class NameTable: @unchecked Sendable {
    // @unchecked Sendable: `state` is read and written only with `mutex` held, and the chunks'
    // slots are written once, before their number is published, as described above.

    /// The table every ``Name`` is a number of.
    static let shared = NameTable()

    /// The first chunk's size, as a power of two; chunk `k` holds `2^(firstChunkShift + k)` names.
    private static let firstChunkShift = 10
    /// Chunks enough for every number a `Name` can hold (memory runs out long before: each name
    /// costs at least 32 bytes of the table).
    private static let chunkLimit = 33 - firstChunkShift

    /// Each chunk's names, each chunk twice the size of the one before; nil until the chunk's first
    /// name is interned.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// What the mutex guards, behind a pointer: a class's stored arrays would be checked for
    /// exclusive access at run time on every use.
    private let state: UnsafeMutablePointer<State>

    /// A name's text and the hash of its bytes (`scan(_:)`).
    private struct Entry {
        let text: String
        let hash: UInt64
    }

    /// The index from bytes to numbers.
    private struct State {
        /// Each name's hash.
        var hashes: [UInt64] = []
        /// Open addressing: a name's number plus one, or 0 for an empty slot. Its count is a power
        /// of two, at least twice the names'.
        var slots = [UInt32](repeating: 0, count: 1024)
    }

    private init() {
        chunks = .allocate(capacity: Self.chunkLimit)
        chunks.initialize(repeating: nil, count: Self.chunkLimit)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    /// The number of the name whose UTF-8 bytes are `bytes`, added when new.
    ///
    /// Bytes that are not valid UTF-8 name what their text is once repaired (`String(decoding:as:)`,
    /// each bad sequence a U+FFFD): the text is what `text(of:)` gives, what summaries store and
    /// read back, and two names are one exactly when their texts are.
    func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Name {
        let (hash, isASCII) = Self.scan(bytes)
        if !isASCII {
            var text = String(decoding: bytes, as: UTF8.self)
            if !text.utf8.elementsEqual(bytes) { return text.withUTF8 { intern($0) } }
        }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let mask = state.pointee.slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = state.pointee.slots[slot]
            if occupant == 0 { break }
            let number = Int(occupant) - 1
            if state.pointee.hashes[number] == hash, hasBytes(number, bytes) { return Name(index: UInt32(number)) }
            slot = (slot + 1) & mask
        }
        let number = state.pointee.hashes.count
        let (chunk, offset) = Self.place(of: number)
        if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: 1 << (Self.firstChunkShift + chunk)) }
        (chunks[chunk].unsafelyUnwrapped + offset).initialize(to: Entry(text: String(decoding: bytes, as: UTF8.self), hash: hash))
        state.pointee.hashes.append(hash)
        state.pointee.slots[slot] = UInt32(number + 1)
        if state.pointee.hashes.count * 2 > state.pointee.slots.count { grow() }
        return Name(index: UInt32(number))
    }

    /// The text of `name`.
    func text(of name: Name) -> String {
        let (chunk, offset) = Self.place(of: Int(name.index))
        return chunks[chunk].unsafelyUnwrapped[offset].text
    }

    /// The hash of `name`'s bytes (`scan(_:)`): the same in every process, unlike its number, so a
    /// digest kept between runs may hold it in place of the text.
    func hash(of name: Name) -> UInt64 {
        let (chunk, offset) = Self.place(of: Int(name.index))
        return chunks[chunk].unsafelyUnwrapped[offset].hash
    }

    /// The chunk that holds name `number`'s text, and its position there.
    private static func place(of number: Int) -> (chunk: Int, offset: Int) {
        let shifted = number + (1 << firstChunkShift)
        let chunk = Int.bitWidth - shifted.leadingZeroBitCount - 1 - firstChunkShift
        return (chunk, shifted - (1 << (firstChunkShift + chunk)))
    }

    /// Whether name `number`'s text is `bytes`. Called with the mutex held.
    private func hasBytes(_ number: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = self.text(of: Name(index: UInt32(number))).utf8
        guard text.count == bytes.count else { return false }
        return text.withContiguousStorageIfAvailable { stored in
            guard let base = bytes.baseAddress, let storedBase = stored.baseAddress else { return true }
            return memcmp(storedBase, base, bytes.count) == 0
        } ?? text.elementsEqual(bytes)
    }

    /// Doubles the slots and places every name again. Called with the mutex held.
    private func grow() {
        let count = state.pointee.slots.count * 2
        var slots = [UInt32](repeating: 0, count: count)
        for (number, hash) in state.pointee.hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = UInt32(number + 1)
        }
        state.pointee.slots = slots
    }

    /// A hash of `bytes`, eight at a time (names are short, and SipHash's set-up would cost more
    /// than the name), and whether they are all ASCII (names nearly always are; only others can be
    /// invalid UTF-8): one pass for both.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return (hash, true) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return (hash ^ (hash >> 29), (high | tail) & 0x8080_8080_8080_8080 == 0)
    }
}
