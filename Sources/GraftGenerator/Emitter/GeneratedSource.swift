/// The UTF-8 text of one generated Swift file, as the pieces the emitter wrote, in order.
///
/// The emitter writes on every core, each core a run of providers or lookups into a buffer of
/// its own. Those buffers are the file's pieces: joining them into one array would touch as
/// many fresh megabytes again as the file holds (the file of a 10,000-component graph is about
/// 14 MB) and copy every byte once more, to write the same bytes to disk.
public struct GeneratedSource: Sendable {
    /// The pieces, in order; some may be empty.
    public let pieces: [[UInt8]]

    /// A file of these pieces.
    public init(pieces: [[UInt8]]) {
        self.pieces = pieces
    }

    /// The number of bytes.
    public var count: Int {
        pieces.reduce(0) { $0 + $1.count }
    }

    /// The bytes, joined on each use.
    public var bytes: [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(count)
        for piece in pieces { joined += piece }
        return joined
    }

    /// The text, made on each use.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
