#!/usr/bin/env python3
"""Checks font names that fontscale's generated Swift gives UIKit, with fontTools (a second reader).

Reads a JSON array on stdin, one entry per emitted name:
  {"file": PATH, "index": N, "name": POSTSCRIPT_NAME, "variations": {TAG: VALUE}, "weight": CSS_WEIGHT}
and checks that the name exists in that face of the file, as the face's PostScript name (name ID 6)
or an fvar named instance's PostScript name, and that the face it names carries `weight`:
- a static face: its OS/2 usWeightClass;
- a named instance: its wght coordinate, every other axis equal to what `variations` leaves
  (the axis defaults; opsz is never pinned, Core Text sets it from the size);
- the default instance's name plus variations: variations["wght"], else the default wght.
Prints one line per failure and exits 1 when there is any; prints a count when all pass.
"""
import json
import sys

from fontTools.ttLib import TTFont


def name(font, name_id):
    record = font["name"].getName(name_id, 3, 1, 0x409) or font["name"].getName(name_id, 1, 0, 0)
    return record.toUnicode() if record else None


def check(entry, fonts):
    key = (entry["file"], entry["index"])
    if key not in fonts:
        fonts[key] = TTFont(entry["file"], fontNumber=entry["index"], lazy=True)
    font = fonts[key]
    wanted, variations, weight = entry["name"], entry["variations"], entry["weight"]
    face_name = name(font, 6)
    if "fvar" not in font:
        if wanted != face_name:
            return f"{wanted}: not the face's PostScript name ({face_name})"
        if variations:
            return f"{wanted}: variations {variations} on a static face"
        if font["OS/2"].usWeightClass != weight:
            return f"{wanted}: claims weight {weight}, the face has usWeightClass {font['OS/2'].usWeightClass}"
        return None
    axes = {axis.axisTag: axis.defaultValue for axis in font["fvar"].axes}
    if wanted == face_name:
        unknown = set(variations) - set(axes)
        if unknown:
            return f"{wanted}: variations on axes the font lacks: {sorted(unknown)}"
        actual = variations.get("wght", axes.get("wght", font["OS/2"].usWeightClass))
        return None if actual == weight else f"{wanted}: claims weight {weight}, default instance + variations give {actual}"
    for instance in font["fvar"].instances:
        if instance.postscriptNameID in (0xFFFF, None) or name(font, instance.postscriptNameID) != wanted:
            continue
        if variations:
            return f"{wanted}: a named instance with variations {variations} on top"
        expected = dict(axes)
        if "wght" in expected:
            expected["wght"] = weight
        off = {tag: value for tag, value in instance.coordinates.items() if tag != "opsz" and abs(value - expected[tag]) > 0.001}
        if off:
            return f"{wanted}: claims weight {weight} at default axes, the instance is at {instance.coordinates}"
        if "opsz" in axes and abs(instance.coordinates.get("opsz", axes["opsz"]) - axes["opsz"]) > 0.001:
            return f"{wanted}: the instance pins opsz at {instance.coordinates['opsz']}, not the default {axes['opsz']}"
        return None
    return f"{wanted}: neither the face's PostScript name ({face_name}) nor a named instance's"


def main():
    entries = json.load(sys.stdin)
    fonts = {}
    failures = [f"{entry['file']}#{entry['index']}: {problem}" for entry in entries if (problem := check(entry, fonts))]
    for failure in failures:
        print(failure)
    if failures:
        sys.exit(1)
    print(f"{len(entries)} names checked")


if __name__ == "__main__":
    main()
