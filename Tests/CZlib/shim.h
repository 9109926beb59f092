// zlib inflates the image data of PNG files the tests decode.
#include <zlib.h>
