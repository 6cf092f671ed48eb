//! File-driven test harness for cudac (filled in by the tests work).
