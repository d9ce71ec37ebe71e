/* Tensors for the executor: a dtype, a static shape and a dense row-major
 * buffer, or a tuple of tensors. Reference counted so reshape, tuples and
 * get-tuple-element share storage. Also element access as double
 * or int64 whatever the dtype (16-bit floats through numerics/numerics.h). */
#ifndef RC_EXEC_TENSOR_H
#define RC_EXEC_TENSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"
#include "numerics/numerics.h"
#include "recompose/exec.h"

#define RC_TENSOR_MAX_RANK 16

struct RcTensor {
  int refs;
  bool tuple;
  RcDType dtype;
  int32_t rank;
  int64_t dims[RC_TENSOR_MAX_RANK];
  int64_t numel;
  void *data;          /* numel * element size bytes (64-byte aligned) */
  size_t bytes;        /* allocated size of data (owner only) */
  uint32_t nelems;     /* tuple */
  RcTensor **elems;
};

/* Bytes per element of a storable dtype; 0 for complex/token/opaque (not executable). */
size_t rc_dtype_size(RcDType dt);
/* A new uninitialised tensor; NULL if rank/dtype is unsupported or memory runs out. */
RcTensor *rc_tensor_alloc(RcDType dt, int32_t rank, const int64_t *dims);
/* A new tuple taking one reference of each element. */
RcTensor *rc_tensor_tuple(RcTensor *const *elems, uint32_t n);
RcTensor *rc_tensor_ref(RcTensor *t);
/* A tensor sharing t's data with another shape of the same element count. */
RcTensor *rc_tensor_reshaped(RcTensor *t, int32_t rank, const int64_t *dims);
/* Deep copy. */
RcTensor *rc_tensor_clone(const RcTensor *t);

/* Element i as double (floats, ints, pred) / as int64 (ints, pred; floats truncated). */
double rc_tensor_get_f64(const RcTensor *t, int64_t i);
int64_t rc_tensor_get_i64(const RcTensor *t, int64_t i);
/* Stores v into element i, rounding to nearest even for float dtypes and
 * converting to integers as XLA does (truncation, NaN -> 0, saturation). */
void rc_tensor_set_f64(RcTensor *t, int64_t i, double v);
/* dst[e] = src[e] for every element of dst (same element count), rounded to dst's dtype
 * exactly as rc_tensor_set_f64(dst, e, rc_tensor_get_f64(src, e)) does. */
void rc_tensor_convert_into(RcTensor *dst, const RcTensor *src);
/* Stores an integer, wrapping to the dtype's width (two's complement). */
void rc_tensor_set_i64(RcTensor *t, int64_t i, int64_t v);

/* Same dtype and shape. */
bool rc_tensor_same_type(const RcTensor *a, const RcTensor *b);
/* Does t match the IR type (tensor dtype+dims, or tuple recursively)? */
bool rc_tensor_matches_type(const RcTensor *t, const RcType *ty);
/* A fresh tensor of an IR tensor type; NULL if the type is not static or executable. */
RcTensor *rc_tensor_for_type(const RcType *ty);
/* Writes "f32[2,3]" into buf. */
void rc_tensor_describe(const RcTensor *t, char *buf, size_t len);
void rc_type_describe(const RcType *ty, char *buf, size_t len);

#endif
