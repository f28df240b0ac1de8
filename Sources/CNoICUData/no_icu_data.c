// Stands in for ICU's data (icudt76_dat, 34 MB), which Foundation's static libraries would
// otherwise link into `news`: half of the binary. Nothing `news` runs reads it: dates are
// formatted by Localization's own tables, time zones come from the system's TZif files
// (Localization/ZoneRules.swift), plurals and numbers are our own, and URL, JSON and string
// handling do not use ICU. Defining the symbol here keeps the linker from pulling the archive
// member that holds the real data; an ICU call that needed data would fail with an ICU error
// code, not crash. If a new toolchain renames the symbol (icudt77_dat…), the real data is linked
// again and `bench/run` shows the size come back.
const unsigned char icudt76_dat[16] = {0};
