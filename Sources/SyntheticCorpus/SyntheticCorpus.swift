/// Writes a deterministic synthetic Swift codebase for benchmarks and tests: a tree of components
/// whose dependency protocols ask for properties that ancestors at random depths provide, spread over
/// files, with noise files of ordinary Swift.
public enum SyntheticCorpus {
    /// One file of the corpus.
    public struct File: Hashable, Sendable {
        /// A relative path, `Sources/Corpus/File0042.swift`.
        public let path: String
        /// The file's Swift source.
        public let text: String
    }

    /// The corpus for `specification`: the same specification always gives the same files.
    public static func generate(_ specification: CorpusSpecification) -> [File] {
        var random = SplitMix64(seed: specification.seed)
        let count = max(1, specification.components)
        let tree = Tree(count: count, depth: max(1, specification.depth), fanOut: max(1, specification.fanOut), random: &random)

        // Requirements: for each non-root component, `requirements` properties of random ancestors.
        var requirements: [[(name: String, type: String)]] = Array(repeating: [], count: count)
        let provided = max(1, specification.providedPerComponent)
        for component in 1..<max(1, count) {
            let ancestors = tree.ancestors(of: component)
            var chosen = Set<String>()
            for _ in 0..<specification.requirements {
                let ancestor = ancestors[Int.random(in: 0..<ancestors.count, using: &random)]
                let property = Int.random(in: 0..<provided, using: &random)
                let name = providedName(ancestor, property)
                if chosen.insert(name).inserted {
                    requirements[component].append((name, providedType(ancestor, property)))
                }
            }
        }
        var missing = Set<Int>()
        while missing.count < min(specification.missingDependencies, count - 1) {
            missing.insert(Int.random(in: 1..<count, using: &random))
        }

        let noiseFiles = min(specification.files - 1, Int(Double(specification.files) * specification.noiseShare))
        let componentFiles = max(1, specification.files - max(0, noiseFiles))
        var bodies = Array(repeating: "", count: componentFiles)
        for component in 0..<count {
            bodies[component % componentFiles] += componentSource(
                component, tree: tree, requirements: requirements[component], provided: provided,
                missing: missing.contains(component), random: &random
            )
        }
        var files: [File] = [File(path: "Sources/Corpus/Services.swift", text: servicesSource())]
        for (index, body) in bodies.enumerated() {
            files.append(File(path: "Sources/Corpus/Components\(index).swift", text: "import Graft\n" + body))
        }
        for index in 0..<max(0, noiseFiles) {
            files.append(File(path: "Sources/Corpus/Noise\(index).swift", text: noiseSource(index, random: &random)))
        }
        let perFile = max(1, specification.modelsPerFile)
        for first in stride(from: 0, to: max(0, specification.modelTypes), by: perFile) {
            let models = first..<min(specification.modelTypes, first + perFile)
            files.append(File(path: "Sources/Corpus/Models\(first / perFile).swift", text: modelsSource(models)))
        }
        return files
    }

    /// The number of distinct service types properties use.
    static let serviceTypes = 32

    static func providedName(_ component: Int, _ property: Int) -> String {
        "service\(component)x\(property)"
    }

    static func providedType(_ component: Int, _ property: Int) -> String {
        "Service\((component &* 7 &+ property) % serviceTypes)"
    }

    private static func servicesSource() -> String {
        (0..<serviceTypes).map { "public final class Service\($0) {\n    public init() {}\n}\n" }.joined()
    }

    private static func componentSource(
        _ component: Int, tree: Tree, requirements: [(name: String, type: String)], provided: Int, missing: Bool,
        random: inout SplitMix64
    ) -> String {
        var text = "\n"
        let name = "Component\(component)"
        if component == 0 {
            text += "/// The root of the synthetic graph.\nfinal class \(name): BootstrapComponent {\n"
        } else {
            text += "protocol \(name)Dependency: Dependency {\n"
            for requirement in requirements {
                text += "    var \(requirement.name): \(requirement.type) { get }\n"
            }
            if missing { text += "    var missing\(component): Service0 { get }\n" }
            text += "}\n\n/// A synthetic feature component.\nfinal class \(name): Component<\(name)Dependency> {\n"
        }
        for property in 0..<provided {
            let type = providedType(component, property)
            // Vary the way providers are written: shared, computed, and with string interpolation.
            switch (component + property) % 3 {
            case 0: text += "    var \(providedName(component, property)): \(type) { shared { \(type)() } }\n"
            case 1:
                text +=
                    "    var \(providedName(component, property)): \(type) {\n        let label = \"\\(\(component)) \\(\"{\")\"\n        _ = label\n        return \(type)()\n    }\n"
            default: text += "    var \(providedName(component, property)): \(type) { shared { [\(type)()].first ?? \(type)() } }\n"
            }
        }
        for child in tree.children[component] {
            if child % 4 == 0 {
                text += "    func makeChild\(child)() -> Component\(child) { .init(parent: self) }\n"
            } else {
                text += "    var child\(child): Component\(child) { Component\(child)(parent: self) }\n"
            }
        }
        if component != 0, let first = requirements.first {
            text += "    func describe() -> String { \"\\(dependency.\(first.name)) in \\(Self.self)\" }\n"
        }
        _ = random
        return text + "}\n"
    }

    /// Model classes as an app has them: stored and computed properties (some with types that look
    /// like services, which must not be taken for providers), an initializer, methods, a nested enum,
    /// a protocol conformance and an extension.
    private static func modelsSource(_ models: Range<Int>) -> String {
        var text = "import Foundation\n"
        for model in models {
            let service = "Service\(model % serviceTypes)"
            text += """

                /// A synthetic model.
                public final class Model\(model): Identifiable, CustomStringConvertible {
                    public enum State: String { case draft, published, archived }
                    public let id: Int
                    public var title: String
                    public var state: State = .draft
                    public var tags: [String: [Int]] = [:]
                    let service: \(service)?
                    public var description: String { "Model\(model)(\\(id), \\(title), \\(state.rawValue))" }

                    public init(id: Int, title: String, service: \(service)? = nil) {
                        self.id = id
                        self.title = title
                        self.service = service
                    }

                    public func publish() -> Model\(model) {
                        state = .published
                        return self
                    }
                }

                extension Model\(model) {
                    public var isDraft: Bool { state == .draft }
                    public static func sample() -> Model\(model) { Model\(model)(id: \(model), title: "model \(model)") }
                }

                """
        }
        return text
    }

    private static func noiseSource(_ index: Int, random: inout SplitMix64) -> String {
        let value = Int.random(in: 0..<1_000, using: &random)
        return """
            import Foundation

            /// Ordinary code the generator must read past: generics, closures, interpolation, #if.
            struct Noise\(index)<Element: Comparable> {
                var items: [Element] = []
                /* a block comment /* nested */ with braces { } */
                func sorted(by order: (Element, Element) -> Bool = { $0 < $1 }) -> [Element] {
                    items.sorted(by: order)
                }
                var summary: String {
                    let inner = "\\(items.count) items, \\("}")"
                    return "\\(inner) #\(value)"
                }
            }

            #if DEBUG
            enum Debug\(index) { static let enabled = true }
            #else
            enum Debug\(index) { static let enabled = false }
            #endif

            extension Noise\(index) where Element == Int {
                var total: Int { items.reduce(0, +) / max(1, items.count) }
                func matches(_ text: String) -> Bool { text.contains(#"raw "\(value)" text"#) }
            }

            """
    }
}

/// A random tree with bounded depth and fan-out, built breadth first.
struct Tree {
    let parents: [Int]
    let children: [[Int]]
    let levels: [Int]

    init(count: Int, depth: Int, fanOut: Int, random: inout SplitMix64) {
        var parents = [-1]
        var children: [[Int]] = [[]]
        var levels = [0]
        var open = [0]  // components that may still take children
        for component in 1..<max(1, count) {
            if open.isEmpty { open = Array(0..<component).filter { levels[$0] < depth } }
            let slot = Int.random(in: 0..<min(open.count, fanOut * 2), using: &random)
            let parent = open[slot]
            parents.append(parent)
            children.append([])
            children[parent].append(component)
            levels.append(levels[parent] + 1)
            if children[parent].count >= fanOut { open.remove(at: slot) }
            if levels[component] < depth { open.append(component) }
        }
        self.parents = parents
        self.children = children
        self.levels = levels
    }

    /// The ancestors of a component, parent first.
    func ancestors(of component: Int) -> [Int] {
        var result: [Int] = []
        var current = parents[component]
        while current >= 0 {
            result.append(current)
            current = parents[current]
        }
        return result
    }
}
