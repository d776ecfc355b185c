/* Swings the presenter's view like a door, reaching it through controller_view where
 * view_for_key answered SEGUE_NO_HANDLE. */
#define BROKEN_KIND BROKEN_SWINGS_PRESENTER_DOOR
#define BROKEN_ID "org.segue.fixture.swings-presenter-door"
#define BROKEN_NAME "Swings Presenter Door"
#include "broken_animator.h"
