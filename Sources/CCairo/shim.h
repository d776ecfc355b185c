// Cairo (2D drawing, PNG) and Pango (text through fontconfig), for the raster renderer.
#include <cairo.h>
#include <pango/pangocairo.h>
