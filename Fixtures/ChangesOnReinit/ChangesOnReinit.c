/* Counts its first inits and names its animator after the count, so after the last deinit and
 * init again its descriptor's name is "Changes On Reinit 2" where it was "… 1". */
#include <segue/segue.h>
#include <stdio.h>

static char changing_name[32];
static unsigned generation;

static void rename_on_first_init(const segue_host_t *host) {
    (void)host;
    snprintf(changing_name, sizeof changing_name, "Changes On Reinit %u", ++generation); /* the defect */
}

#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.changes-on-reinit"
#define BROKEN_NAME changing_name
#define BROKEN_ON_FIRST_INIT rename_on_first_init
#include "broken_animator.h"
