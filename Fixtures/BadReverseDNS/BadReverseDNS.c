/* Declares id "org.segue.fixture.bad_reverse_dns": an underscore, which a DNS label may not hold. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.bad_reverse_dns"
#define BROKEN_NAME "Bad Reverse DNS"
#include "broken_animator.h"
