/// A JSON document with object keys kept in the order they were given, so output is stable.
public indirect enum JSONValue: Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys are written in this order.
    case object([(String, JSONValue)])

    /// A string, or `null` when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The document pretty-printed with two-space indentation and a final newline.
    public var rendered: String {
        rendered(indentation: 0) + "\n"
    }

    /// The value pretty-printed as an element nested `indentation` levels deep in a larger document:
    /// every line indented, no final newline. Lets a caller stream a large array one element at a time.
    public func rendered(indentation: Int) -> String {
        var output = String(repeating: "  ", count: indentation)
        write(to: &output, indent: indentation)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                element.write(to: &output, indent: indent + 1)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(member.0, to: &output)
                output += ": "
                member.1.write(to: &output, indent: indent + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
