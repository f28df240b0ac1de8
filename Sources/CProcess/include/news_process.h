#ifndef NEWS_PROCESS_H
#define NEWS_PROCESS_H

/// The allocator's settings that only C can make: at the executable's start, and after a
/// phase that freed much.

/// Makes glibc's allocator give freed memory back to the system as it goes: blocks of 128 KiB
/// or more mapped on their own, and the heap's free top trimmed past 128 KiB
/// (M_MMAP_THRESHOLD fixed, which stops glibc raising both thresholds as large blocks are
/// freed). Does nothing where the allocator is not glibc's.
void news_process_return_freed_memory(void);

/// Gives the system back the free memory of every arena of glibc's allocator (malloc_trim),
/// after a phase that freed much of what it held. Does nothing where the allocator is not
/// glibc's.
void news_process_trim(void);

#endif
