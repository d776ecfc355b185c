/* segue/segue.h: the whole animator plugin ABI. Include this one header. */
#ifndef SEGUE_SEGUE_H
#define SEGUE_SEGUE_H

#include "version.h"
#include "status.h"
#include "geometry.h"
#include "handles.h"
#include "timing.h"
#include "properties.h"
#include "animation.h"
#include "context.h"
#include "host.h"
#include "parameters.h"
#include "descriptor.h"
#include "animator.h"
#include "entry.h"

#endif
