/* An entry declaring ABI 1.1 whose get_extension would answer both controller factories: a 1.1
 * plugin cannot know 1.2's extension ids, so the host never asks and lists its animator only,
 * exactly as a 1.1 host did. */
#define CF_ABI_MINOR 1
#include "controller_fixture.h"
