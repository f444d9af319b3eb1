#ifndef NEUMORPH_CSDL2_SHIM_H
#define NEUMORPH_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

// Function-like and composite macros that Swift cannot import.
static const int NEU_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 NEU_INIT_EVERYTHING = SDL_INIT_EVERYTHING;
static const Uint32 NEU_BUTTON_LMASK = SDL_BUTTON_LMASK;


// PNG encoding into memory, so the bytes reach the disk through the one checked file writer
// (IMG_SavePNG to a path reports no error when the disk fills). The RWops appends to a growing
// buffer; `neu_encode_png` returns 0 and a malloc'd buffer for `free`, or -1.
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int failed;
} NeuByteBuffer;

static size_t neu_byte_buffer_write(SDL_RWops *context, const void *source, size_t size, size_t number) {
    NeuByteBuffer *buffer = (NeuByteBuffer *)context->hidden.unknown.data1;
    if (size != 0 && number > (SIZE_MAX - buffer->count) / size) { buffer->failed = 1; return 0; }
    size_t length = size * number;
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
        if (!grown) { buffer->failed = 1; return 0; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, source, length);
    buffer->count += length;
    return number;
}

static Sint64 neu_byte_buffer_size(SDL_RWops *context) {
    return (Sint64)((NeuByteBuffer *)context->hidden.unknown.data1)->count;
}

static Sint64 neu_byte_buffer_seek(SDL_RWops *context, Sint64 offset, int whence) {
    (void)offset;
    // libpng only asks where it is; the buffer is append-only.
    return whence == RW_SEEK_CUR || whence == RW_SEEK_END ? neu_byte_buffer_size(context) : -1;
}

static size_t neu_byte_buffer_read(SDL_RWops *context, void *target, size_t size, size_t number) {
    (void)context; (void)target; (void)size; (void)number;
    return 0;
}

static int neu_byte_buffer_close(SDL_RWops *context) {
    SDL_FreeRW(context);
    return 0;
}

static inline int neu_encode_png(SDL_Surface *surface, unsigned char **bytes, size_t *count) {
    NeuByteBuffer buffer = {0, 0, 0, 0};
    SDL_RWops *context = SDL_AllocRW();
    if (!context) return -1;
    context->type = SDL_RWOPS_UNKNOWN;
    context->size = neu_byte_buffer_size;
    context->seek = neu_byte_buffer_seek;
    context->read = neu_byte_buffer_read;
    context->write = neu_byte_buffer_write;
    context->close = neu_byte_buffer_close;
    context->hidden.unknown.data1 = &buffer;
    int status = IMG_SavePNG_RW(surface, context, 1);
    if (status != 0 || buffer.failed) {
        free(buffer.bytes);
        return -1;
    }
    *bytes = buffer.bytes;
    *count = buffer.count;
    return 0;
}

#endif
