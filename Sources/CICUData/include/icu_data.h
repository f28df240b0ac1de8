// No declarations: the target only defines ICU's data symbol (see Generated/icu_data.c).
