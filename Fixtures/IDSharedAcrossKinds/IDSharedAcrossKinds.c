/* An interaction controller with its own animator's id: ids are unique across kinds. */
#define CF_INTERACTION_ID CF_ANIMATOR_ID
#define CF_ANIMATOR_ID "org.segue.fixture.shared-id"
#include "controller_fixture.h"
