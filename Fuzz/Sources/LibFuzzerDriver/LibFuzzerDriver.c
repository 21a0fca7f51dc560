// The declaration in include/LibFuzzerDriver.h is all this module provides.
#include "LibFuzzerDriver.h"
