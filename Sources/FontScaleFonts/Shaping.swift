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

    /// The one shaping of fontscale: `scalars` itemized (`Itemizer`: bidi levels, then scripts,
    /// then fonts: the characters this face lacks in its stand-ins when it has them), each item
    /// shaped in `buffer` with its direction, script and font and the rest of the paragraph as
    /// context, the items laid out in visual order. Clusters are offsets into `scalars`; a
    /// stand-in's positions are scaled to this face's design units.
    func shapeItems(
        _ scalars: [Unicode.Scalar], features: [FontFeature], ink: Bool,
        glyphs: UnsafeMutablePointer<PositionedGlyphs?>?, buffer: OpaquePointer
    ) -> ShapedRun {
        let itemized = Itemizer.itemize(scalars)
        let pieces = fontPieces(itemized, scalars)
        let codepoints = scalars.map(\.value)
        let hbFeatures = features.map(\.hbFeature)
        var drawn = glyphs == nil ? nil : GlyphList()
        var perCluster = [Int64](repeating: 0, count: scalars.count)
        var seen = [Bool](repeating: false, count: scalars.count)
        // HarfBuzz's cuts, kept when a piece of the run shaped alone is itemized as the run is.
        let cuttable =
            itemized.items.count == 1 && pieces.count == 1 && pieces[0].font == nil
            && !itemized.items[0].isRightToLeft && !itemized.isRightToLeft
            && !scalars.contains(where: Itemizer.mayNeedBidi)
        var unsafe: [Int] = []
        var box: InkBox?
        var notdefClusters: [Int] = []
        var standInScalars: [Int] = []
        var pen: Int64 = 0
        var glyphCount = 0
        var script = HB_SCRIPT_INVALID
        for piece in pieces {
            let font = piece.font.map { standIns!.instances[$0] } ?? self
            let factor = piece.font == nil ? 1 : Double(unitsPerEm) / Double(font.unitsPerEm)
            func scaled(_ value: hb_position_t) -> Int64 {
                piece.font == nil ? Int64(value) : Int64((Double(value) * factor).rounded())
            }
            Self.shape(piece.item, of: codepoints, font: font.hbFont, buffer: buffer, features: hbFeatures)
            if piece.item.range.lowerBound == 0 { script = hb_buffer_get_script(buffer) }
            if piece.font != nil { standInScalars += piece.item.range }

            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            let itemGlyphs = infos == nil || positions == nil ? 0 : Int(count)
            let firstGlyph = glyphCount
            for index in 0..<itemGlyphs {
                let info = infos![index], position = positions![index]
                let advance = scaled(position.x_advance), xOffset = scaled(position.x_offset)
                let cluster = Int(info.cluster)
                if cluster < perCluster.count {
                    perCluster[cluster] += advance
                    seen[cluster] = true
                    if cuttable, cluster > 0,
                        infos![index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0, unsafe.last != cluster
                    {
                        unsafe.append(cluster)
                    }
                }
                if info.codepoint == 0 { notdefClusters.append(cluster) }
                if ink, let extents = font.glyphExtents(info.codepoint), extents.width != 0 || extents.height != 0 {
                    let x = Double(pen + xOffset + scaled(extents.x_bearing))
                    let top = Double(scaled(position.y_offset) + scaled(extents.y_bearing))
                    let glyphBox = InkBox(
                        xMin: x, yMin: top + Double(scaled(extents.height)), xMax: x + Double(scaled(extents.width)),
                        yMax: top)
                    box = box.map { $0.union(glyphBox) } ?? glyphBox
                }
                drawn?.append(
                    info.codepoint, cluster: cluster, x: pen + xOffset, y: scaled(position.y_offset), advance: advance)
                pen += advance
            }
            glyphCount += itemGlyphs
            drawn?.runs.append(
                PositionedGlyphs.Run(
                    glyphs: firstGlyph..<glyphCount, scalars: piece.item.range,
                    isRightToLeft: piece.item.isRightToLeft, font: piece.font.map { standIns!.key(at: $0) }))
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
        // The characters this face lacks: drawn as its .notdef or by a stand-in.
        var missing: [Unicode.Scalar] = []
        var lacking = standInScalars
        for cluster in notdefClusters {
            let end = clusterStarts.first { $0 > cluster } ?? scalars.count
            lacking += cluster..<end
        }
        for offset in lacking.sorted() {
            let scalar = scalars[offset]
            if !hasGlyph(scalar), !Self.isInvisible(scalar), !missing.contains(scalar) { missing.append(scalar) }
        }
        // Left to right in one item: clusters come in ascending order, each glyph's once in a row.
        let safeCuts = cuttable ? SafeCuts(script: itemized.items[0].script, unsafe: unsafe) : nil
        return ShapedRun(
            advance: Double(pen) / Self.subunits, clusters: clusters, glyphCount: glyphCount,
            ink: box.map { $0.scaled(1 / Self.subunits) },
            direction: itemized.isRightToLeft ? .rightToLeft : .leftToRight,
            script: tagString(hb_script_to_iso15924_tag(script)), missing: missing, safeCuts: safeCuts)
    }

    /// The items in visual order, each split where its font changes (a stand-in for the
    /// characters this face lacks); `font` is the stand-in's index, nil for this face.
    private func fontPieces(_ itemized: ItemizedText, _ scalars: [Unicode.Scalar]) -> [(item: TextItem, font: Int?)] {
        let ordered = itemized.visualOrder.map { itemized.items[$0] }
        guard let standIns, !scalars.allSatisfy({ hasGlyph($0) || Self.isInvisible($0) }) else {
            return ordered.map { ($0, nil) }
        }
        var pieces: [(item: TextItem, font: Int?)] = []
        for item in ordered {
            let fonts = standIns.fonts(for: item.range, of: scalars, main: self)
            var split: [(item: TextItem, font: Int?)] = []
            var start = 0
            for index in 1...fonts.count where index == fonts.count || fonts[index] != fonts[start] {
                let range = item.range.lowerBound + start..<item.range.lowerBound + index
                split.append((TextItem(range: range, level: item.level, script: item.script), fonts[start]))
                start = index
            }
            pieces += item.isRightToLeft ? split.reversed() : split
        }
        return pieces
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

    /// One glyph: its id, cluster, position (pen plus offset) and advance in subunits.
    mutating func append(_ glyph: UInt32, cluster: Int, x: Int64, y: Int64, advance: Int64) {
        glyphs.append(glyph)
        self.x.append(Double(x) / FontInstance.subunits)
        self.y.append(Double(y) / FontInstance.subunits)
        clusters.append(cluster)
        advances.append(Double(advance) / FontInstance.subunits)
    }

    func positioned(advance: Double, isRightToLeft: Bool) -> PositionedGlyphs {
        PositionedGlyphs(
            glyphs: glyphs, x: x, y: y, clusters: clusters, advances: advances, advance: advance,
            isRightToLeft: isRightToLeft, runs: runs)
    }
}
