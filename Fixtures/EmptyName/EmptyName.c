/* A descriptor whose display name is empty: the host must say which field is wrong. */
#include "fixture.h"

static const segue_animator_descriptor_t descriptors[] = {
    FIXTURE_DESCRIPTOR("org.segue.fixture.empty-name", "", "1.0.0", SEGUE_CAPABILITY_PRESENT),
};
FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, descriptors, 1, fixture_create_nothing)
