import FuzzSupport

Fuzz.run(fuzzMotion)
