/// The member whose body is being scanned, for instantiation sites.
struct MemberContext {
    /// `name` of the property or function, `init`, `deinit` or `subscript`.
    let name: String
    /// The declared type of the property or the function's result, for `.init(parent:)`.
    let declaredType: TypeName?
    /// The generic parameters of the function, initializer or subscript (`C` in `func make<C>`).
    var genericParameters: [Name] = []
    /// The token index where the scanned body or expression starts: a call looks back to it for
    /// an enclosing `shared { … }`.
    var start = 0
}
