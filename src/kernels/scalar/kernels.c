/* The scalar instantiation of every kernel: this ISA's vector model
 * (scalar/vec.h) under the shared algorithms in generic/. Built with only this
 * ISA's flags and -ffp-contract=off (see src/kernels/meson.build). */
#include "kernels/internal.h"
#include "kernels/scalar/vec.h"

#include "kernels/generic/vmath.inc"
#include "kernels/generic/elementwise.inc"
#include "kernels/generic/grad.inc"
#include "kernels/generic/rows.inc"
#include "kernels/generic/row_grad.inc"
#include "kernels/generic/fast.inc"
#include "kernels/generic/neighbours.inc"
#include "kernels/generic/normgrad.inc"
