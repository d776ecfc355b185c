/* The shared fixture animator with no defect, compiled against the frozen ABI 1.1 headers in
 * Support/abi-1.1 (the tests put them first on the include path): a 1.1 plugin binary, which a
 * 1.2 host must load and run unchanged, with no interaction or presentation controller. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.built-against-abi-1-1"
#define BROKEN_NAME "Built Against ABI 1.1"
#include "broken_animator.h"

#if SEGUE_ABI_VERSION_MAJOR != 1 || SEGUE_ABI_VERSION_MINOR != 1
#error "this fixture must be compiled against the ABI 1.1 headers (Fixtures/Support/abi-1.1)"
#endif
