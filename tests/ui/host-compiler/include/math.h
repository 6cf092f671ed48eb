// The stand-in host's C library: what cudac's CUDA headers include.
#pragma once
