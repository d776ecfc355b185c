// SDL2 (a window, its events and a streaming texture), for `segue preview`.
#include <SDL.h>
