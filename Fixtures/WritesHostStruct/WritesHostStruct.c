/* "Tidies up" at its last deinit by clearing host_data in the segue_host_t the host gave its
 * first init, memory the plugin may only read (host.h). */
#include <segue/segue.h>
#include <stddef.h>

static segue_host_t *given_host;

static void keep_host(const segue_host_t *host) { given_host = (segue_host_t *)host; /* const cast away */ }
static void clear_host_data(void) {
    if (given_host) given_host->host_data = NULL; /* the defect */
}

#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.writes-host-struct"
#define BROKEN_NAME "Writes Host Struct"
#define BROKEN_ON_FIRST_INIT keep_host
#define BROKEN_ON_LAST_DEINIT clear_host_data
#include "broken_animator.h"
