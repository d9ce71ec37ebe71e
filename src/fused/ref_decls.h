/* The double-precision references the fused-op table names, declared from its rows: one per
 * op of recompose/fused.def (its ref column), by kind, as the RcFusedRef* types of fused.h
 * take them. The table (fused.c) takes their addresses; ref.c defines them. */
#ifndef RC_FUSED_REF_DECLS_H
#define RC_FUSED_REF_DECLS_H

#include <stdint.h>

#define REF_ELEMENTWISE(ref) double ref(double x);
#define REF_ROW(ref) void ref(double *row, int64_t cols);
#define REF_NORM(ref) void ref(double *row, const double *scale, const double *bias, int64_t cols, double eps);
#define REF_GRAD(ref) double ref(double x);
#define REF_ROW_GRAD(ref) void ref(double *row, const double *y, int64_t cols);
#define REF_NORM_GRAD(ref) void ref(double *row, const double *x, const double *scale, int64_t cols, double eps);
#define REF_NORM_SCALE_GRAD(ref) void ref(double *acc, const double *x, const double *dy, int64_t cols, double eps);
#define RC_FUSED(op, kind, isas, same_as, ref, keys) REF_##kind(ref)
#include "recompose/fused.def"
#undef RC_FUSED
#undef REF_NORM_SCALE_GRAD
#undef REF_NORM_GRAD
#undef REF_ROW_GRAD
#undef REF_GRAD
#undef REF_NORM
#undef REF_ROW
#undef REF_ELEMENTWISE

#endif
