/* Forks a child that keeps standard output and error open for 60 s, then never completes the transition. */
#define BROKEN_KIND BROKEN_SPAWNS_BACKGROUND_CHILD
#define BROKEN_ID "org.segue.fixture.spawns-background-child"
#define BROKEN_NAME "Spawns Background Child"
#include "broken_animator.h"
