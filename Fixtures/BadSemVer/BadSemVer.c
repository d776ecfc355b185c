/* Declares version "1.0.0-beta.01": a numeric pre-release identifier with a leading zero, which
 * Semantic Versioning 2.0.0 forbids (the rest of the version is fine). */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.bad-semver"
#define BROKEN_NAME "Bad SemVer"
#define BROKEN_VERSION "1.0.0-beta.01"
#include "broken_animator.h"
