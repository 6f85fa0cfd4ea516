import FuzzSupport

Fuzz.run(fuzzTokens)
