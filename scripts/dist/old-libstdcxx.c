// Linked into the release binary only (scripts/dist.sh), which links against Debian 11's libraries.
// std::__throw_bad_array_new_length() is GLIBCXX_3.4.29 (GCC 11); the Swift runtime's C++, compiled
// against GCC 12's headers, calls it from inline code, and Debian 11's libstdc++ (GCC 10) lacks it.
// It is reached only by a new[] of a negative or overflowing length, where libstdc++ would throw
// std::bad_array_new_length and the Swift runtime, which catches no C++ exception, terminate: abort
// ends the process the same way.
#include <stdlib.h>

__attribute__((noreturn)) void _ZSt28__throw_bad_array_new_lengthv(void);

void _ZSt28__throw_bad_array_new_lengthv(void) { abort(); }
