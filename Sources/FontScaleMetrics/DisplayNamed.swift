/// Stores a named value (style, category, platform, model) and encodes it as its display name,
/// so the type survives the pipeline and the JSON reads as Apple's tables do.
@propertyWrapper
public struct DisplayNamed<Value: NamedValue>: Codable, Sendable, Equatable {
    /// The value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        do { wrappedValue = try Value.parse(name) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.displayName)
    }
}

/// Stores a list of named values and encodes each as its display name.
@propertyWrapper
public struct DisplayNamedList<Value: NamedValue>: Codable, Sendable, Equatable {
    /// The values.
    public var wrappedValue: [Value]

    /// Wraps `wrappedValue`.
    public init(wrappedValue: [Value]) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode([DisplayNamed<Value>].self).map(\.wrappedValue)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.map(\.displayName))
    }
}
