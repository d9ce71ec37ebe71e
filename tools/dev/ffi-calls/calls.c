/* ffi-calls: recompose's typed-FFI handlers called at the small transformer blocks' exact call
 * shapes (bert_layer, gpt2_block, llama_block and their training steps in corpus/real/jax, as
 * `recompose opt --emit=custom-call` writes them: operands, attributes, result buffers), against
 * a stand-in XLA (a two-thread pool that runs a task inline; no call here is large enough to be
 * split). For instruction counts that repeat on a loaded machine: count.sh runs each case under
 * callgrind once and 21 times and prints the difference / 20, one handler call's instructions.
 * No argument: the cases; `calls CASE N`: N calls, then the outputs' sum and an FNV hash of their
 * bytes (the same hash before and after a change that must keep the bits).
 * Built by hand (count.sh shows how), against jaxlib's FFI header and build/src/xla. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "xla/ffi/api/c_api.h"
#include "recompose/xla_ffi.h"
struct XLA_FFI_Error { int c; };
struct XLA_FFI_ExecutionContext { int unused; };
static XLA_FFI_Error *ecreate(XLA_FFI_Error_Create_Args *a) { fprintf(stderr, "ERR %s\n", a->message); exit(3); }
static void edestroy(XLA_FFI_Error_Destroy_Args *a) { (void)a; }
static XLA_FFI_Error *nthreads(XLA_FFI_ThreadPool_NumThreads_Args *a) { *a->num_threads = 2; return NULL; }
static XLA_FFI_Error *sched(XLA_FFI_ThreadPool_Schedule_Args *a) { a->task(a->data); return NULL; }

typedef struct { const char *name; int kind; double v; } Attr; /* kind 0 int, 1 bool, 2 f32, 3 string */
typedef struct { const char *label, *op; int nargs; int64_t arglen[5]; int argpred[5]; int nrets; int64_t retlen[2];
  int64_t rows, cols; Attr at[10]; } Case;

static const Case cases[] = {
 {"softmax16", "softmax", 1, {2048}, {0}, 1, {2048}, 128, 16, {{"cols",0,16},{"dtype",3,0},{"n",0,2048}}},
 {"softmax16_where_gpt2", "softmax", 3, {2048, 512, 1}, {0,1,0}, 1, {2048}, 128, 16,
   {{"cols",0,16},{"dtype",3,0},{"mask_gap",0,4},{"mask_in",0,16},{"mask_rows",0,32},{"n",0,2048},{"where",1,1}}},
 {"softmax16_xdiv_where_llama", "softmax", 4, {2048, 1, 256, 1}, {0,0,1,0}, 1, {2048}, 128, 16,
   {{"cols",0,16},{"dtype",3,0},{"mask_rows",0,16},{"n",0,2048},{"where",1,1},{"xdiv",1,1}}},
 {"layer_norm64_sb", "layer_norm", 3, {2048, 64, 64}, {0}, 1, {2048}, 32, 64,
   {{"bias",1,1},{"cols",0,64},{"dtype",3,0},{"eps",2,1e-5},{"n",0,2048},{"scale",1,1}}},
 {"layer_norm64_sb_res", "layer_norm", 4, {2048, 64, 64, 2048}, {0}, 1, {2048}, 32, 64,
   {{"bias",1,1},{"cols",0,64},{"dtype",3,0},{"eps",2,1e-12},{"n",0,2048},{"residual",1,1},{"scale",1,1}}},
 {"layer_norm64_sb_res_sumout", "layer_norm", 4, {2048, 64, 64, 2048}, {0}, 2, {2048, 2048}, 32, 64,
   {{"bias",1,1},{"cols",0,64},{"dtype",3,0},{"eps",2,1e-12},{"n",0,2048},{"residual",1,1},{"scale",1,1},{"sum_out",1,1}}},
 {"rms_norm64_s", "rms_norm", 2, {2048, 64}, {0}, 1, {2048}, 32, 64,
   {{"cols",0,64},{"dtype",3,0},{"eps",2,1e-6},{"n",0,2048},{"scale",1,1}}},
 {"rms_norm64_s_res_sumout", "rms_norm", 3, {2048, 64, 2048}, {0}, 2, {2048, 2048}, 32, 64,
   {{"cols",0,64},{"dtype",3,0},{"eps",2,1e-6},{"n",0,2048},{"residual",1,1},{"scale",1,1},{"sum_out",1,1}}},
 {"gelu_erf_bias", "gelu_erf", 2, {8192, 256}, {0}, 1, {8192}, 32, 256, {{"bias",1,1},{"cols",0,256},{"dtype",3,0},{"n",0,8192}}},
 {"gelu_erf", "gelu_erf", 1, {8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"n",0,8192}}},
 {"gelu_tanh_bias", "gelu_tanh", 2, {8192, 256}, {0}, 1, {8192}, 32, 256, {{"bias",1,1},{"cols",0,256},{"dtype",3,0},{"n",0,8192}}},
 {"silu", "silu", 1, {8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"n",0,8192}}},
 {"silu_gate", "silu", 2, {8192, 8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"gate",1,1},{"n",0,8192}}},
 {"sigmoid", "sigmoid", 1, {8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"n",0,8192}}},
 {"softmax_grad16", "softmax_grad", 2, {2048, 2048}, {0}, 1, {2048}, 128, 16, {{"cols",0,16},{"dtype",3,0},{"from_exp",1,1},{"n",0,2048}}},
 {"layer_norm_grad64", "layer_norm_grad", 3, {2048, 2048, 64}, {0}, 1, {2048}, 32, 64, {{"cols",0,64},{"dtype",3,0},{"eps",2,1e-12},{"n",0,2048},{"scale",1,1}}},
 {"layer_norm_grad_scale64", "layer_norm_grad_scale", 2, {2048, 2048}, {0}, 1, {64}, 32, 64, {{"cols",0,64},{"dtype",3,0},{"eps",2,1e-12},{"n",0,2048}}},
 {"rms_norm_grad64_acc", "rms_norm_grad", 4, {2048, 2048, 64, 2048}, {0}, 1, {2048}, 32, 64, {{"acc",1,1},{"cols",0,64},{"dtype",3,0},{"eps",2,1e-6},{"n",0,2048},{"scale",1,1}}},
 {"rms_norm_grad_scale64", "rms_norm_grad_scale", 2, {2048, 2048}, {0}, 1, {64}, 32, 64, {{"cols",0,64},{"dtype",3,0},{"eps",2,1e-6},{"n",0,2048}}},
 {"gelu_erf_grad", "gelu_erf_grad", 2, {8192, 8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"n",0,8192}}},
 {"silu_grad", "silu_grad", 2, {8192, 8192}, {0}, 1, {8192}, 32, 256, {{"dtype",3,0},{"n",0,8192}}},
};
enum { NCASES = sizeof cases / sizeof cases[0] };

static RcFfiHandler *handler_of(const char *op)
{
  for (size_t i = 0; i < recompose_ffi_count(); i++) if (!strcmp(recompose_ffi_op(i), op)) return recompose_ffi_handler(i);
  fprintf(stderr, "no handler %s\n", op); exit(2);
}

int main(int argc, char **argv)
{
  if (argc < 3) { for (int c = 0; c < NCASES; c++) printf("%d %s\n", c, cases[c].label); return 0; }
  int ci = atoi(argv[1]); long iters = atol(argv[2]);
  const Case *c = &cases[ci];
  XLA_FFI_Api api; memset(&api, 0, sizeof api);
  api.struct_size = XLA_FFI_Api_STRUCT_SIZE; api.XLA_FFI_Error_Create = ecreate; api.XLA_FFI_Error_Destroy = edestroy;
  api.XLA_FFI_ThreadPool_Schedule = sched; api.XLA_FFI_ThreadPool_NumThreads = nthreads;
  struct XLA_FFI_ExecutionContext ectx = {0};
  XLA_FFI_Buffer ab[5], rb[2]; void *args[5], *rets[2]; XLA_FFI_ArgType at[5]; XLA_FFI_RetType rt[2];
  int64_t dims[5][2], rdims[2][2];
  uint32_t s = 777;
  for (int i = 0; i < c->nargs; i++) {
    int64_t len = c->arglen[i];
    if (c->argpred[i]) { uint8_t *p = malloc(len); for (int64_t j = 0; j < len; j++) p[j] = (j % 3) != 0; ab[i].data = p; ab[i].dtype = XLA_FFI_DataType_PRED; }
    else { float *p = aligned_alloc(64, ((len * 4 + 63) / 64) * 64); for (int64_t j = 0; j < len; j++) { s = s * 1664525u + 1013904223u; p[j] = ((float)(s >> 8) * 0x1p-24f - 0.5f) * 6.0f; } if (len == 1 && i > 0 && !c->argpred[i]) p[0] = (c->argpred[i-1] ? -1e9f : 8.0f); ab[i].data = p; ab[i].dtype = XLA_FFI_DataType_F32; }
    ab[i].struct_size = XLA_FFI_Buffer_STRUCT_SIZE; ab[i].extension_start = NULL;
    if (len == c->rows * c->cols) { dims[i][0] = c->rows; dims[i][1] = c->cols; ab[i].rank = 2; } else { dims[i][0] = len; ab[i].rank = 1; }
    ab[i].dims = dims[i]; args[i] = &ab[i]; at[i] = XLA_FFI_ArgType_BUFFER;
  }
  for (int i = 0; i < c->nrets; i++) {
    int64_t len = c->retlen[i];
    rb[i].data = aligned_alloc(64, ((len * 4 + 63) / 64) * 64); rb[i].dtype = XLA_FFI_DataType_F32;
    rb[i].struct_size = XLA_FFI_Buffer_STRUCT_SIZE; rb[i].extension_start = NULL;
    if (len == c->rows * c->cols) { rdims[i][0] = c->rows; rdims[i][1] = c->cols; rb[i].rank = 2; } else { rdims[i][0] = len; rb[i].rank = 1; }
    rb[i].dims = rdims[i]; rets[i] = &rb[i]; rt[i] = XLA_FFI_RetType_BUFFER;
  }
  int na = 0; while (na < 10 && c->at[na].name) na++;
  XLA_FFI_AttrType atypes[10]; XLA_FFI_ByteSpan names[10], *np[10], sv[10]; XLA_FFI_Scalar sc[10]; void *av[10];
  int64_t iv[10]; uint8_t bv[10]; float fv[10];
  for (int i = 0; i < na; i++) {
    names[i] = (XLA_FFI_ByteSpan){c->at[i].name, strlen(c->at[i].name)}; np[i] = &names[i];
    switch (c->at[i].kind) {
    case 0: iv[i] = (int64_t)c->at[i].v; sc[i] = (XLA_FFI_Scalar){XLA_FFI_DataType_S64, &iv[i]}; atypes[i] = XLA_FFI_AttrType_SCALAR; av[i] = &sc[i]; break;
    case 1: bv[i] = 1; sc[i] = (XLA_FFI_Scalar){XLA_FFI_DataType_PRED, &bv[i]}; atypes[i] = XLA_FFI_AttrType_SCALAR; av[i] = &sc[i]; break;
    case 2: fv[i] = (float)c->at[i].v; sc[i] = (XLA_FFI_Scalar){XLA_FFI_DataType_F32, &fv[i]}; atypes[i] = XLA_FFI_AttrType_SCALAR; av[i] = &sc[i]; break;
    default: sv[i] = (XLA_FFI_ByteSpan){"f32", 3}; atypes[i] = XLA_FFI_AttrType_STRING; av[i] = &sv[i]; break;
    }
  }
  XLA_FFI_CallFrame call = {
    .struct_size = XLA_FFI_CallFrame_STRUCT_SIZE, .api = &api, .ctx = &ectx, .stage = XLA_FFI_ExecutionStage_EXECUTE,
    .args = {XLA_FFI_Args_STRUCT_SIZE, NULL, c->nargs, at, args},
    .rets = {XLA_FFI_Rets_STRUCT_SIZE, NULL, c->nrets, rt, rets},
    .attrs = {XLA_FFI_Attrs_STRUCT_SIZE, NULL, na, atypes, np, av},
  };
  RcFfiHandler *fn = handler_of(c->op);
  double sum = 0;
  for (long it = 0; it < iters; it++) {
    if (fn(&call)) return 4;
  }
  for (int i = 0; i < c->nrets; i++) for (int64_t j = 0; j < c->retlen[i]; j++) sum += ((float *)rb[i].data)[j];
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < c->nrets; i++) { const unsigned char *q = rb[i].data; for (int64_t j = 0; j < c->retlen[i] * 4; j++) h = (h ^ q[j]) * 1099511628211ull; }
  printf("%s %.9g %016llx\n", c->label, sum, (unsigned long long)h);
  return 0;
}
