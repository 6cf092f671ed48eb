// The stand-in host's C library: what cudac's prelude includes.
#pragma once
