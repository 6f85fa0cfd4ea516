#ifndef FONTSCALE_CFONTCONFIG_SHIM_H
#define FONTSCALE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
