// No declarations: the target only defines ICU's data symbol (see no_icu_data.c).
