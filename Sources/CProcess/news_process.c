// glibc's allocator calls, which Swift's Glibc module does not export (malloc.h).

#include "news_process.h"

// Any libc header: it says whether the C library is glibc (__GLIBC__).
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void news_process_return_freed_memory(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

void news_process_trim(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}
