// HarfBuzz shapes text; FreeType opens the font files and reads their metrics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
