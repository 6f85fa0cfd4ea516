import FuzzSupport

Fuzz.run(fuzzConfig)
