import FontScaleMotion
import Testing

/// Layouts are monospaced (10 points a character) and curves linear, so every expected value is
/// a fraction of a distance worked out by hand.
@Suite struct MorphTests {
    static func boxes(_ count: Int, from start: Double = 0) -> [CharacterBox] {
        (0..<count).map { CharacterBox(x: start + 10 * Double($0), advance: 10) }
    }

    static let linear = MorphStyle(
        duration: 1, stagger: 0.1, fadeDuration: 0.2, curve: TimingCurve.linear, fadeCurve: TimingCurve.linear)
    static let tenHertz = FrameRate(hertz: 10)!

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func creativeToCreateExitsFollowTheirAnchors() throws {
        // Old x: C0 r10 e20 a30 t40 i50 v60 e70; new x: C0 r10 e20 a30 t40 e50.
        // Factor 0.3 (change ratio 1/7): the motion takes 1 x 0.3 = 0.3 s; the fade 0.2 s.
        // i (old 5) is nearest t (old 4), which stays: i stays at 50. v (old 6) is nearest the
        // final e (old 7), which moves 70 -> 50: v moves 60 -> 40 with it.
        let morph = try TextMorph(
            from: "Creative", to: "Create", oldLayout: Self.boxes(8), newLayout: Self.boxes(6),
            style: Self.linear, rate: Self.tenHertz)
        #expect(morph.moveDuration == 0.3)
        #expect(morph.duration == 0.3)
        #expect(morph.tracks.map(\.character) == Array("Creative"))
        #expect(morph.tracks[5].fate == .exiting(old: 5) && morph.tracks[5].anchor == 4)
        #expect(morph.tracks[6].fate == .exiting(old: 6) && morph.tracks[6].anchor == 7)
        #expect(morph.tracks[6].to.x == 40)
        #expect(morph.tracks[7].fate == .persistent(old: 7, new: 5))
        // Frames at 0, 0.1, 0.2, 0.3 s.
        #expect(morph.frames.map(\.time).count == 4)
        let (e, i, v) = (7, 5, 6)
        let middle = morph.frames[1].characters  // 1/3 of the motion, half the fade
        #expect(Self.close(middle[e].x, 70 - 20.0 / 3))
        #expect(Self.close(middle[v].x, 60 - 20.0 / 3))
        #expect(Self.close(middle[v].opacity, 0.5))
        #expect(Self.close(middle[i].x, 50) && Self.close(middle[i].opacity, 0.5))
        let later = morph.frames[2].characters  // 2/3 of the motion, fade done
        #expect(Self.close(later[e].x, 70 - 40.0 / 3))
        #expect(later[v].opacity == 0)
        let last = morph.frames[3].characters
        #expect(last.map(\.x) == [0, 10, 20, 30, 40, 50, 40, 50])
        #expect(last.map(\.opacity) == [1, 1, 1, 1, 1, 0, 0, 1])
    }

    @Test func enteringCharactersRideInWithTheirAnchorAndStagger() throws {
        // "a" at x 10 grows to "abc" at x 0, 10, 20. Change ratio 2/4 = 0.5: the motion takes
        // 0.4 x 0.5 = 0.2 s, the stagger 0.2 x 0.5 = 0.1 s. a moves 10 -> 0 (-10); b and c
        // anchor to a and start 10 points right of their places: b 20 -> 10 at once, c 30 -> 20
        // after 0.1 s. The fade takes 0.1 s. The morph ends when c does, at 0.1 + 0.2 s.
        let style = MorphStyle(
            duration: 0.4, stagger: 0.2, fadeDuration: 0.1, curve: TimingCurve.linear, fadeCurve: TimingCurve.linear)
        let morph = try TextMorph(
            from: "a", to: "abc", oldLayout: Self.boxes(1, from: 10), newLayout: Self.boxes(3),
            style: style, rate: Self.tenHertz)
        #expect(morph.staggerStep == 0.1)
        #expect(Self.close(morph.duration, 0.3))
        #expect(morph.tracks.map(\.fate) == [.persistent(old: 0, new: 0), .entering(new: 1), .entering(new: 2)])
        #expect(morph.tracks.map(\.anchor) == [nil, 0, 0])
        #expect(morph.tracks.map(\.moveDelay) == [0, 0, 0.1])
        #expect(morph.frames.count == 4)
        let states = morph.frames.map(\.characters)
        #expect(
            states[0] == [
                CharacterState(x: 10, y: 0, opacity: 1), CharacterState(x: 20, y: 0, opacity: 0),
                CharacterState(x: 30, y: 0, opacity: 0),
            ])
        // t = 0.1: a and b halfway, b fully faded in; c not started.
        #expect(Self.close(states[1][0].x, 5) && Self.close(states[1][1].x, 15) && Self.close(states[1][1].opacity, 1))
        #expect(states[1][2] == CharacterState(x: 30, y: 0, opacity: 0))
        // t = 0.2: a and b done; c halfway and faded in.
        #expect(Self.close(states[2][2].x, 25) && Self.close(states[2][2].opacity, 1))
        #expect(
            states[3] == [
                CharacterState(x: 0, y: 0, opacity: 1), CharacterState(x: 10, y: 0, opacity: 1),
                CharacterState(x: 20, y: 0, opacity: 1),
            ])
    }

    @Test func replaceRollsUpWhenCountingUp() throws {
        // "9" -> "10" in replace mode: factor 1, motion 0.4 s, stagger 0.1 s, fade 0.2 s.
        // 9 leaves from y 0 to -20; 1 (slot 0) arrives from +20 at once, 0 (slot 1) after 0.1 s.
        let style = MorphStyle(
            duration: 0.4, stagger: 0.1, fadeDuration: 0.2, curve: TimingCurve.linear, fadeCurve: TimingCurve.linear,
            rollDistance: 20)
        let morph = try TextMorph(
            from: "9", to: "10", mode: .replace, oldLayout: Self.boxes(1), newLayout: Self.boxes(2),
            style: style, rate: Self.tenHertz)
        #expect(morph.diff.rolling == .up)
        #expect(morph.duration == 0.5)
        #expect(morph.frames.count == 6)
        let first = morph.frames[0].characters
        #expect(
            first == [
                CharacterState(x: 0, y: 0, opacity: 1), CharacterState(x: 0, y: 20, opacity: 0),
                CharacterState(x: 10, y: 20, opacity: 0),
            ])
        // t = 0.2: half the motion for slot 0, a quarter for slot 1 (0.1 of 0.4 s).
        let middle = morph.frames[2].characters
        #expect(Self.close(middle[0].y, -10) && middle[0].opacity == 0)
        #expect(Self.close(middle[1].y, 10) && middle[1].opacity == 1)
        #expect(Self.close(middle[2].y, 15) && Self.close(middle[2].opacity, 0.5))
        let last = morph.frames[5].characters
        #expect(
            last == [
                CharacterState(x: 0, y: -20, opacity: 0), CharacterState(x: 0, y: 0, opacity: 1),
                CharacterState(x: 10, y: 0, opacity: 1),
            ])
    }

    @Test func replaceRollsDownWhenCountingDownAndNotForWords() throws {
        let down = try TextMorph(
            from: "10", to: "9", mode: .replace, oldLayout: Self.boxes(2), newLayout: Self.boxes(1))
        #expect(down.tracks.map(\.to.y) == [20, 20, 0])
        #expect(down.tracks.map(\.from.y) == [0, 0, -20])
        let words = try TextMorph(
            from: "ab", to: "cd", mode: .replace, oldLayout: Self.boxes(2), newLayout: Self.boxes(2))
        #expect(words.diff.rolling == .none)
        #expect(words.tracks.allSatisfy { $0.from.y == 0 && $0.to.y == 0 })
    }

    @Test(arguments: [
        "Send Action|Action Sent", "Send|Sent", "Backing up|Backed up", "Creative|Create", "|Hello", "abc|xyz",
    ])
    func endpointsAreTheOldAndNewLayouts(pair: String) throws {
        // Uneven advances (7, 9, 11, ... points) and the default style (easeInOut, easeOut).
        let texts = pair.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        func layout(_ text: String) -> [CharacterBox] {
            var x = 0.0
            return (0..<text.count).map { index in
                defer { x += 7 + 2 * Double(index % 3) }
                return CharacterBox(x: x, advance: 7 + 2 * Double(index % 3))
            }
        }
        let old = layout(texts[0]), new = layout(texts[1])
        let morph = try TextMorph(from: texts[0], to: texts[1], oldLayout: old, newLayout: new)
        let first = morph.frames.first!.characters, last = morph.frames.last!.characters
        #expect(morph.frames.last!.time == morph.duration)
        for (track, (start, end)) in zip(morph.tracks, zip(first, last)) {
            #expect(start.y == 0 && end.y == 0)
            switch track.fate {
            case let .persistent(o, n):
                #expect(start == CharacterState(x: old[o].x, y: 0, opacity: 1))
                #expect(end == CharacterState(x: new[n].x, y: 0, opacity: 1))
            case let .exiting(o):
                #expect(start == CharacterState(x: old[o].x, y: 0, opacity: 1))
                #expect(end.opacity == 0)
            case let .entering(n):
                #expect(start.opacity == 0)
                #expect(end == CharacterState(x: new[n].x, y: 0, opacity: 1))
            }
        }
    }

    @Test func sendActionExitsFollowActionLeftwards() throws {
        // Monospaced: "Action" moves from x 50 (old 5) to x 0, 50 points left. "Send " (old 0-4)
        // anchors to A (old 5) and ends 50 points left of where it began; " Sent" (new 6-10)
        // anchors to n (new 5) and starts 50 points right of its place.
        let morph = try TextMorph(
            from: "Send Action", to: "Action Sent", oldLayout: Self.boxes(11), newLayout: Self.boxes(11))
        #expect(morph.tracks[0..<5].allSatisfy { $0.anchor == 5 && $0.to.x == $0.from.x - 50 })
        #expect(morph.tracks[11...].map(\.anchor) == [5, 5, 5, 5, 5])
        #expect(morph.tracks[11...].map(\.from.x) == [110, 120, 130, 140, 150])
        // Factor 5/11: the five entering characters start 0.03 x 5/11 s apart.
        #expect(Self.close(morph.tracks[15].moveDelay, 4 * 0.03 * 5 / 11))
    }

    @Test(arguments: [
        (MorphStyle(duration: -1), "duration: expected a duration above 0 and at most 60 seconds, instead saw -1"),
        (
            MorphStyle(fadeDuration: 0),
            "fade duration: expected a duration above 0 and at most 60 seconds, instead saw 0"
        ),
        (
            MorphStyle(stagger: -0.5),
            "stagger: expected a delay between characters from 0 to 60 seconds, instead saw -0.5"
        ),
        (MorphStyle(rollDistance: -1), "roll distance: expected a finite distance of 0 points or more, instead saw -1"),
    ])
    func badStyles(style: MorphStyle, message: String) {
        #expect {
            _ = try TextMorph(
                from: "Send", to: "Sent", oldLayout: Self.boxes(4), newLayout: Self.boxes(4), style: style)
        } throws: { ($0 as? MotionError)?.description == message }
    }

    @Test func badLayouts() {
        let cases: [([CharacterBox], [CharacterBox], String)] = [
            (
                Self.boxes(3), Self.boxes(4),
                "old layout: expected one box per character of the text (4), instead saw 3 boxes"
            ),
            (
                Self.boxes(4), Self.boxes(1),
                "new layout: expected one box per character of the text (4), instead saw 1 box"
            ),
            (
                [CharacterBox(x: .nan, advance: 1)] + Self.boxes(3), Self.boxes(4),
                "old layout box 0 x: expected a finite position in points, instead saw nan"
            ),
            (
                Self.boxes(4), [CharacterBox(x: 0, advance: 1), CharacterBox(x: 1, advance: -2)] + Self.boxes(2),
                "new layout box 1 advance: expected a finite advance of 0 points or more, instead saw -2"
            ),
        ]
        for (old, new, message) in cases {
            #expect {
                _ = try TextMorph(from: "Send", to: "Sent", oldLayout: old, newLayout: new)
            } throws: { ($0 as? MotionError)?.description == message }
        }
    }

    @Test func tooLongAMorphIsRefused() {
        // 100 entering characters 1 s apart (factor 1): the last starts at 99 s and moves 0.5 s.
        let text = String(repeating: "a", count: 100)
        #expect {
            _ = try TextMorph(
                from: "", to: text, oldLayout: [], newLayout: Self.boxes(100), style: MorphStyle(stagger: 1))
        } throws: {
            ($0 as? MotionError)?.description
                == """
                morph duration: expected a morph of at most 60 seconds (shorten the duration or the stagger), \
                instead saw 99.5
                """
        }
    }
}
