// Regenerate Generated/icudt76l.dat with: python3 scripts/generate-icu-data.py
//
// ICU's data for the static `news` binary: the one item Foundation reads for us (`uts46.nrm`,
// the IDNA mapping its URL parser applies to host names), 61 KB in place of the 34 MB package
// Foundation's static libraries would otherwise link. Defining ICU's data symbol here keeps the
// linker from pulling the archive member that holds the whole package. Any other ICU data lookup
// fails with an ICU error code (U_MISSING_RESOURCE_ERROR), which Foundation reports as a failed
// call, not a crash; none is made by anything `news` runs (scripts/generate-icu-data.py says how
// that was traced). If a new toolchain renames the symbol (icudt77_dat…), the whole package is
// linked again and `bench/run` shows the size come back; the script refuses to run until
// updated.
//
// Debug builds link Foundation dynamically, with ICU's full data inside its shared library; this
// definition only takes effect where Foundation is linked statically.

#include "../include/icu_data.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
__attribute__((aligned(16))) const unsigned char icudt76_dat[] = {
#embed "Generated/icudt76l.dat"
};
#pragma clang diagnostic pop
