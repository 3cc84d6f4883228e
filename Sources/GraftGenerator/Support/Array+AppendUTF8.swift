extension [UInt8] {
    /// Appends the UTF-8 bytes of `text` in one copy: `+= text.utf8` takes a generic path that
    /// costs several times as much for the short pieces the emitter and path descriptions write.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
