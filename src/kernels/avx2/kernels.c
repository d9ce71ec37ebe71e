/* The avx2 instantiation of every kernel: this ISA's vector model
 * (avx2/vec.h) under the shared algorithms in generic/. Built with only this
 * ISA's flags and -ffp-contract=off (see src/kernels/meson.build). */
#include "kernels/internal.h"
#include "kernels/avx2/vec.h"

#include "kernels/generic/vmath.inc"
/* The elementwise loops run GCC's scheduler before register allocation (off by
 * default on x86), so the independent vectors of a loop block interleave
 * (generic/elementwise.inc); the row kernels keep their hand-made order. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("schedule-insns", "sched-pressure")
#endif
#include "kernels/generic/elementwise.inc"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif
#include "kernels/generic/rows.inc"
