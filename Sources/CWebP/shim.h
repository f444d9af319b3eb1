#ifndef NEUMORPH_CWEBP_SHIM_H
#define NEUMORPH_CWEBP_SHIM_H

// libwebp: the animation encoder (libwebpmux) and decoder (libwebpdemux) over the codec (libwebp).
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
