/* A kernel call's scratch (the joined rows of a rows' tail, a norm's summed rows, a masked
 * row op's rows, gathered strided rows), kept per thread for the next call: a model's calls
 * on short rows take the same few KiB each time, and malloc and free cost a few hundred
 * instructions of a call of a few thousand. One buffer per thread, taken out while a call
 * uses it (a call that starts while the thread's buffer is out, or that wants more, gets
 * its own from malloc), up to SCRATCH_KEEP bytes; freed when the thread exits (the process's
 * main thread keeps its buffer, still reachable, to the end). A call whose chunks run on
 * other threads holds its buffer until every chunk is done, as before. */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "kernels/internal.h"

#define SCRATCH_KEEP ((size_t)256 << 10)

typedef struct {
  void *p;
  size_t bytes;
  bool registered; /* the key's value is set: the buffer is freed at thread exit */
} Kept;

static __thread Kept kept;
static pthread_key_t kept_key;
static pthread_once_t kept_once = PTHREAD_ONCE_INIT;
static bool kept_key_ok;

static void kept_release(void *data)
{
  Kept *k = data;
  free(k->p);
  k->p = NULL;
  k->bytes = 0;
  k->registered = false; /* a later call (another key's destructor) registers it again */
}

static void kept_init(void) { kept_key_ok = pthread_key_create(&kept_key, kept_release) == 0; }

void *rc_kernel_scratch_take(size_t bytes, size_t *have)
{
  Kept *k = &kept;
  if (k->p && k->bytes >= bytes) {
    void *p = k->p;
    *have = k->bytes;
    k->p = NULL;
    return p;
  }
  *have = bytes;
  return malloc(bytes);
}

void rc_kernel_scratch_give(void *p, size_t bytes)
{
  Kept *k = &kept;
  if (!p) return;
  if (bytes > SCRATCH_KEEP || (k->p && k->bytes >= bytes)) {
    free(p);
    return;
  }
  if (!k->registered) {
    pthread_once(&kept_once, kept_init);
    if (!kept_key_ok || pthread_setspecific(kept_key, k) != 0) {
      free(p);
      return;
    }
    k->registered = true;
  }
  free(k->p);
  k->p = p;
  k->bytes = bytes;
}
