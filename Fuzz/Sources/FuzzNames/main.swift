import FuzzSupport

Fuzz.run(fuzzNames)
