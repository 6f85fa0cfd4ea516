import FontScale
import FontScaleMetrics

// The values a style may take, checked where they are typed: a value outside these ranges makes
// no text a reader could read (a tracking of -100 pt, a line 0.001 pt high), so it is a config
// error at its own line and column, never a silent pass.

extension ConfigParser {
    /// The largest base size: Dynamic Type scales a style up to 3.7 times its size at Large (Caption
    /// 2 at AX5), and every scaled size stays at most 4096 points.
    static let maximumStyleSize = 1000.0

    /// Checks `style`'s size, line height, tracking and size limits against one another, each
    /// error at the key's value with the value as typed.
    static func checkRanges(_ style: StyleConfig, _ keys: Entries) throws(ConfigError) {
        let size = style.size
        if size > maximumStyleSize, let entry = keys[Style.size.name] {
            throw entry.value.error(
                "expected a size above 0 and at most \(formatValue(maximumStyleSize)) points (Dynamic Type scales it up to 3.7 times, and a scaled size stays within 4096), instead saw \(entry.value.seen)"
            )
        }
        if let lineHeight = style.lineHeight, let entry = keys[Style.lineHeight.name],
            lineHeight < size / 2 || lineHeight > size * 10
        {
            throw entry.value.error(
                "expected a line height from half the size to ten times it (\(formatValue(size / 2)) to \(formatValue(size * 10)) pt for size \(formatValue(size))), instead saw \(entry.value.seen)"
            )
        }
        if let entry = keys[Style.tracking.name], style.tracking < -size / 4 || style.tracking > size {
            throw entry.value.error(
                "expected a tracking from \(formatValue(-size / 4)) to \(formatValue(size)) pt (a quarter of the size tighter to the whole size looser, for size \(formatValue(size))), instead saw \(entry.value.seen)"
            )
        }
        if let minimum = style.minSize, let maximum = style.maxSize, let entry = keys[Style.minSize.name] {
            let low = minimum.points(forBase: size), high = maximum.points(forBase: size)
            if low > high {
                throw entry.value.error(
                    "expected a minSize at most the maxSize (\(formatValue(high)) pt), instead saw \(entry.value.seen) (\(formatValue(low)) pt)"
                )
            }
        }
        if let entry = keys[Style.samples.name], style.samples?.isEmpty == true {
            throw entry.value.error(
                "expected at least one sample (leave the key out for the config's samples), instead saw an empty list")
        }
    }
}

extension ConfigParser {
    /// A `.json` config is strict JSON: libyaml, which reads it, would accept a comma before a
    /// closing bracket that every JSON reader (an editor, check-jsonschema) refuses.
    static func checkStrictJSON(_ text: String, file: String) throws(ConfigError) {
        var line = 1, column = 0
        var inString = false, escaped = false
        var comma: (line: Int, column: Int)?
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 0
                continue
            }
            column += 1
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                comma = nil
            case ",": comma = (line, column)
            case "}", "]":
                if let comma {
                    throw ConfigError(
                        SourceLocation(file: file, line: comma.line, column: comma.column),
                        "a comma before '\(scalar)'; a JSON config is strict JSON: expected the last item without a comma after it"
                    )
                }
            case " ", "\t", "\r": break
            default: comma = nil
            }
        }
    }
}
