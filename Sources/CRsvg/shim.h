// librsvg parses and draws SVG; cairo holds the pixels and writes them as PNG.
#include <librsvg/rsvg.h>
#include <cairo.h>
