//! libdevice for cudac: finding NVIDIA's libdevice bitcode.
//! Linking and NVVMReflect land with the libdevice issue.
