internal import CHarfBuzz

extension FontInstance {
    /// Shapes `scalars` once for both uses: the run as `shape(_:features:ink:)` measures it (with
    /// ink) and the glyphs as `positionedGlyphs(_:features:)` draws them.
    package func shapeWithGlyphs(_ scalars: [Unicode.Scalar], features: [FontFeature]) -> (ShapedRun, PositionedGlyphs)
    {
        var glyphs: PositionedGlyphs?
        let run = shape(scalars, features: features, ink: true, glyphs: &glyphs)
        return (run, glyphs!)
    }

    func shape(
        _ scalars: [Unicode.Scalar], features: [FontFeature], ink: Bool,
        glyphs: UnsafeMutablePointer<PositionedGlyphs?>?
    ) -> ShapedRun {
        ShapingLog.record(self, scalars, features: features, drawing: false)
        return shapeItems(scalars, features: features, ink: ink, glyphs: glyphs, buffer: buffer)
    }

    /// The one shaping of fontscale: `scalars` itemized (`Itemizer`: bidi levels, then scripts),
    /// each item shaped in `buffer` with its direction and script and the rest of the paragraph as
    /// context, the items laid out in visual order. Clusters are offsets into `scalars`.
    func shapeItems(
        _ scalars: [Unicode.Scalar], features: [FontFeature], ink: Bool,
        glyphs: UnsafeMutablePointer<PositionedGlyphs?>?, buffer: OpaquePointer
    ) -> ShapedRun {
        let itemized = Itemizer.itemize(scalars)
        let codepoints = scalars.map(\.value)
        let hbFeatures = features.map(\.hbFeature)
        var drawn = glyphs == nil ? nil : GlyphList()
        var perCluster = [Int64](repeating: 0, count: scalars.count)
        var seen = [Bool](repeating: false, count: scalars.count)
        var box: InkBox?
        var notdefClusters: [Int] = []
        var pen: Int64 = 0
        var glyphCount = 0
        var script = HB_SCRIPT_INVALID
        for itemIndex in itemized.visualOrder {
            let item = itemized.items[itemIndex]
            Self.shape(item, of: codepoints, font: hbFont, buffer: buffer, features: hbFeatures)
            if itemIndex == 0 { script = hb_buffer_get_script(buffer) }

            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            let itemGlyphs = infos == nil || positions == nil ? 0 : Int(count)
            let firstGlyph = glyphCount
            for index in 0..<itemGlyphs {
                let info = infos![index], position = positions![index]
                let cluster = Int(info.cluster)
                if cluster < perCluster.count {
                    perCluster[cluster] += Int64(position.x_advance)
                    seen[cluster] = true
                }
                if info.codepoint == 0 { notdefClusters.append(cluster) }
                if ink, let extents = glyphExtents(info.codepoint), extents.width != 0 || extents.height != 0 {
                    let x = Double(pen + Int64(position.x_offset) + Int64(extents.x_bearing))
                    let top = Double(Int64(position.y_offset) + Int64(extents.y_bearing))
                    let glyphBox = InkBox(
                        xMin: x, yMin: top + Double(extents.height), xMax: x + Double(extents.width), yMax: top)
                    box = box.map { $0.union(glyphBox) } ?? glyphBox
                }
                drawn?.append(info, position, pen: pen)
                pen += Int64(position.x_advance)
            }
            glyphCount += itemGlyphs
            drawn?.runs.append(
                PositionedGlyphs.Run(
                    glyphs: firstGlyph..<glyphCount, scalars: item.range, isRightToLeft: item.isRightToLeft))
        }
        if itemized.items.isEmpty {
            // An empty text: HarfBuzz's answer for an empty buffer (no glyphs, no script).
            hb_buffer_clear_contents(buffer)
            hb_buffer_guess_segment_properties(buffer)
            script = hb_buffer_get_script(buffer)
        }
        glyphs?.pointee = drawn?.positioned(
            advance: Double(pen) / Self.subunits, isRightToLeft: itemized.isRightToLeft)

        // Clusters in logical order: a cluster starts at each scalar index that received glyphs.
        let clusterStarts = scalars.indices.filter { seen[$0] }
        let clusters = clusterStarts.enumerated().map { offset, start in
            let end = offset + 1 < clusterStarts.count ? clusterStarts[offset + 1] : scalars.count
            return ClusterAdvance(
                scalarStart: start, scalarCount: end - start, advance: Double(perCluster[start]) / Self.subunits)
        }
        var missing: [Unicode.Scalar] = []
        for cluster in notdefClusters.sorted() {
            let end = clusterStarts.first { $0 > cluster } ?? scalars.count
            for scalar in scalars[cluster..<end]
            where !hasGlyph(scalar) && !Self.isInvisible(scalar) && !missing.contains(scalar) {
                missing.append(scalar)
            }
        }
        return ShapedRun(
            advance: Double(pen) / Self.subunits, clusters: clusters, glyphCount: glyphCount,
            ink: box.map { $0.scaled(1 / Self.subunits) },
            direction: itemized.isRightToLeft ? .rightToLeft : .leftToRight,
            script: tagString(hb_script_to_iso15924_tag(script)), missing: missing)
    }
}

extension FontInstance {
    /// Shapes one item of the paragraph `codepoints` into `buffer`: its direction and script set,
    /// the rest of the paragraph as context. Every shaping's one step, the subsetter's check too.
    static func shape(
        _ item: TextItem, of codepoints: [UInt32], font: OpaquePointer, buffer: OpaquePointer,
        features: [hb_feature_t]
    ) {
        hb_buffer_clear_contents(buffer)
        codepoints.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(
                buffer, $0.baseAddress, Int32($0.count), UInt32(item.range.lowerBound), Int32(item.range.count))
        }
        hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if item.script != HB_SCRIPT_COMMON.rawValue { hb_buffer_set_script(buffer, hb_script_t(item.script)) }
        hb_buffer_guess_segment_properties(buffer)  // the language, and the script of an all-common item
        hb_shape(font, buffer, features, UInt32(features.count))
    }
}

/// The glyphs of a paragraph as its items are shaped, in visual order, for `PositionedGlyphs`.
private struct GlyphList {
    var glyphs: [UInt32] = [], x: [Double] = [], y: [Double] = [], clusters: [Int] = [], advances: [Double] = []
    var runs: [PositionedGlyphs.Run] = []

    mutating func append(_ info: hb_glyph_info_t, _ position: hb_glyph_position_t, pen: Int64) {
        glyphs.append(info.codepoint)
        x.append(Double(pen + Int64(position.x_offset)) / FontInstance.subunits)
        y.append(Double(position.y_offset) / FontInstance.subunits)
        clusters.append(Int(info.cluster))
        advances.append(Double(position.x_advance) / FontInstance.subunits)
    }

    func positioned(advance: Double, isRightToLeft: Bool) -> PositionedGlyphs {
        PositionedGlyphs(
            glyphs: glyphs, x: x, y: y, clusters: clusters, advances: advances, advance: advance,
            isRightToLeft: isRightToLeft, runs: runs)
    }
}
