/* sm_30_intrinsics.h shipped with cudac. nvcc's implicit includes already give what
 * this header declares (the warp shuffle intrinsics); cudac's prelude is the same, so it only
 * makes sure the prelude is there. It stands in for NVIDIA's copy when the
 * toolkit's include directory is on the search path. */
#include "cudac_prelude.h"
