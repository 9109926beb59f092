// HarfBuzz shapes text; FreeType opens the font files and reads their metrics; fontconfig finds
// an app's custom fonts among the installed ones.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>
