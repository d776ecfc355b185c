/* One plugin of each kind: an animator, an interaction controller (with a parameter) and a
 * presentation controller, none broken. */
#include "controller_fixture.h"
