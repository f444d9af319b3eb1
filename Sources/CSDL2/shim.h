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

#endif
