import FuzzSupport

Fuzz.run(fuzzFont)
