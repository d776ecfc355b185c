/* A plugin built against a future ABI major version: the host must refuse it, naming both. */
#include "fixture.h"

static const segue_animator_descriptor_t descriptors[] = {
    FIXTURE_DESCRIPTOR("org.segue.fixture.wrong-major", "Wrong Major", "1.0.0", SEGUE_CAPABILITY_PRESENT),
};
FIXTURE_ENTRY(99, descriptors, 1, fixture_create_nothing)
