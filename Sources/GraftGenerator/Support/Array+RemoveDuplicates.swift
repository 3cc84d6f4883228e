extension Array where Element: Equatable {
    /// Removes each element equal to the one before it: in a sorted array, every repeat.
    mutating func removeDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for position in 1..<count where self[position] != self[kept - 1] {
            self[kept] = self[position]
            kept += 1
        }
        removeLast(count - kept)
    }
}
