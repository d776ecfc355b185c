/* One of two plugins offering the same id; this one has the higher version and must win. */
#include "fixture.h"

static const segue_animator_descriptor_t descriptors[] = {
    FIXTURE_DESCRIPTOR("org.segue.fixture.duplicate", "Duplicate", "1.1.0", SEGUE_CAPABILITY_PRESENT),
};
FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, descriptors, 1, fixture_create_nothing)
