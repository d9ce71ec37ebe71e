/* The interpreter's thread pool (see par.h): threads-1 pthreads started once
 * per rc_module_run and joined before it returns. rc_par_run publishes the
 * chunks of one loop under the pool's mutex; workers and the calling thread
 * take chunks until none is left, and the caller waits until all are done.
 * Loops are cut by support/split.h's rule, the one the kernel library's
 * parallel-for hook uses. Plain pthread mutexes and condition variables
 * (visible to ThreadSanitizer); no state outlives the run and nothing is
 * shared between runs. */
#include "exec/par.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "support/split.h"

#define RC_PAR_MAX_THREADS 64

struct RcPar {
  int threads;   /* chunks per loop: workers + the caller */
  int nworkers;  /* workers started */
  pthread_t tid[RC_PAR_MAX_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t work, done;
  /* The current loop, guarded by mu. */
  RcChunkFn *fn;
  void *user;
  size_t next, count, pending;
  bool quit;
};

/* Takes chunks of the current loop until none is left; called and returns with mu held. */
static void drain(RcPar *p) {
  while (p->next < p->count) {
    size_t i = p->next++;
    RcChunkFn *fn = p->fn;
    void *user = p->user;
    pthread_mutex_unlock(&p->mu);
    fn(user, i);
    pthread_mutex_lock(&p->mu);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
}

static void *worker(void *arg) {
  RcPar *p = arg;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (!p->quit && p->next >= p->count) pthread_cond_wait(&p->work, &p->mu);
    if (p->quit) break;
    drain(p);
  }
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

RcPar *rc_par_new(int threads) {
  if (threads <= 1) return NULL;
  if (threads > RC_PAR_MAX_THREADS) threads = RC_PAR_MAX_THREADS;
  RcPar *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->threads = threads;
  if (pthread_mutex_init(&p->mu, NULL) != 0) {
    free(p);
    return NULL;
  }
  pthread_cond_init(&p->work, NULL);
  pthread_cond_init(&p->done, NULL);
  for (int i = 0; i < threads - 1; i++) {
    if (pthread_create(&p->tid[i], NULL, worker, p) != 0) break;
    p->nworkers++;
  }
  if (p->nworkers == 0) {
    rc_par_free(p);
    return NULL;
  }
  return p;
}

void rc_par_free(RcPar *p) {
  if (!p) return;
  pthread_mutex_lock(&p->mu);
  p->quit = true;
  pthread_cond_broadcast(&p->work);
  pthread_mutex_unlock(&p->mu);
  for (int i = 0; i < p->nworkers; i++) pthread_join(p->tid[i], NULL);
  pthread_cond_destroy(&p->work);
  pthread_cond_destroy(&p->done);
  pthread_mutex_destroy(&p->mu);
  free(p);
}

/* fn(user, i) for every i < count on the pool's threads and the caller's (on the caller alone when
 * p is NULL); returns when all have returned. */
static void rc_par_run(RcPar *p, size_t count, RcChunkFn *fn, void *user) {
  if (!p || count < 2) {
    for (size_t i = 0; i < count; i++) fn(user, i);
    return;
  }
  pthread_mutex_lock(&p->mu);
  p->fn = fn;
  p->user = user;
  p->next = 0;
  p->count = p->pending = count;
  pthread_cond_broadcast(&p->work);
  drain(p); /* the caller works too */
  while (p->pending > 0) pthread_cond_wait(&p->done, &p->mu);
  p->count = 0;
  pthread_mutex_unlock(&p->mu);
}

static void hook_run(void *host, size_t count, RcChunkFn *chunk, void *arg) { rc_par_run(host, count, chunk, arg); }

RcParallelFor rc_par_hook(RcPar *p) {
  return (RcParallelFor){.run = p ? hook_run : NULL, .host = p, .threads = p ? (size_t)p->threads : 1};
}

/* rc_par_for's loop: chunk i of the split is the range it stands for. */
typedef struct Ranges {
  RcSplit s;
  size_t n;
  RcParFn fn;
  void *user;
} Ranges;

static void range_chunk(void *arg, size_t i) {
  const Ranges *r = arg;
  size_t lo = i * r->s.per, hi = r->n - lo < r->s.per ? r->n : lo + r->s.per;
  r->fn(r->user, (int64_t)lo, (int64_t)hi);
}

void rc_par_for(RcPar *p, int64_t n, int64_t align, int64_t elems_per_item, RcParFn fn, void *user) {
  if (n <= 0) return;
  RcSplit s = rc_split((size_t)n, elems_per_item < 1 ? 1 : (size_t)elems_per_item, align < 1 ? 1 : (size_t)align,
                       p ? (size_t)p->threads : 1, RC_SPLIT_MIN_ELEMS);
  if (s.count < 2) {
    fn(user, 0, n);
    return;
  }
  Ranges r = {s, (size_t)n, fn, user};
  rc_par_run(p, s.count, range_chunk, &r);
}
