/// The shape of a synthetic codebase.
public struct CorpusSpecification: Hashable, Sendable {
    /// How many components, the root included.
    public var components: Int
    /// The longest path from the root, in edges.
    public var depth: Int
    /// The most children one component creates.
    public var fanOut: Int
    /// How many files in all, noise files included.
    public var files: Int
    /// How many requirements each non-root dependency protocol has, each provided by an ancestor
    /// at a random depth.
    public var requirements: Int
    /// How many properties each component provides.
    public var providedPerComponent: Int
    /// What share of the files is ordinary Swift with no components (0…1).
    public var noiseShare: Double
    /// How many components get one extra requirement that no ancestor provides.
    public var missingDependencies: Int
    /// The seed of the random choices.
    public var seed: UInt64
    /// How many model classes (an app's entities: stored properties, initializers, methods, nested
    /// types, conformances) to add, in files of their own; none of them is part of the graph.
    public var modelTypes: Int = 0
    /// How many model classes go in one file.
    public var modelsPerFile: Int = 25

    /// Creates a specification.
    public init(
        components: Int, depth: Int = 8, fanOut: Int = 6, files: Int, requirements: Int = 4,
        providedPerComponent: Int = 3, noiseShare: Double = 0.2, missingDependencies: Int = 0, seed: UInt64 = 1
    ) {
        self.components = components
        self.depth = depth
        self.fanOut = fanOut
        self.files = files
        self.requirements = requirements
        self.providedPerComponent = providedPerComponent
        self.noiseShare = noiseShare
        self.missingDependencies = missingDependencies
        self.seed = seed
    }

    /// 1,000 components in 200 files, the benchmarks' small size.
    public static let thousand = CorpusSpecification(components: 1_000, files: 200)
    /// 10,000 components in 2,000 files, the benchmarks' large size.
    public static let tenThousand = CorpusSpecification(components: 10_000, files: 2_000)
    /// The shape of a Needle-style app at 10,000 components: components in 1,000 files, 5,000 model
    /// classes in 200 more, and 250 noise files, about 1,450 files in all.
    public static let needleStyleTenThousand: CorpusSpecification = {
        var specification = CorpusSpecification(components: 10_000, files: 1_250, noiseShare: 0.2)
        specification.modelTypes = 5_000
        return specification
    }()
}
