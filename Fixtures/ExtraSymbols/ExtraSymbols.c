/* Exports a symbol besides the entry (no version script). */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.extra-symbols"
#define BROKEN_NAME "Extra Symbols"
#include "broken_animator.h"

/* The extra export the validator must flag. */
__attribute__((visibility("default"))) int segue_fixture_extra_symbol(void);
__attribute__((visibility("default"))) int segue_fixture_extra_symbol(void) { return 1; }
