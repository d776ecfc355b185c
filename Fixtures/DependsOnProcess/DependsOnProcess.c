/* Starts the slide lower by an amount taken from getpid(). */
#define DEFECT DEFECT_DEPENDS_ON_PROCESS
#define DEFECT_ID "org.segue.fixture.depends-on-process"
#define DEFECT_NAME "Depends On Process"
#include "transition_defects.h"
