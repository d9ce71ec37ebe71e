/* The interpreter's thread pool (see par.h): threads-1 pthreads started once
 * per rc_module_run and joined before it returns. rc_par_for publishes the
 * ranges of one loop under the pool's mutex; workers and the calling thread
 * take ranges until none is left, and the caller waits until all are done.
 * Plain pthread mutexes and condition variables (visible to ThreadSanitizer);
 * no state outlives the run and nothing is shared between runs. */
#include "exec/par.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#define RC_PAR_MAX_THREADS 64

typedef struct Range {
  int64_t lo, hi;
} Range;

struct RcPar {
  int threads;   /* ranges per loop: workers + the caller */
  int nworkers;  /* workers started */
  pthread_t tid[RC_PAR_MAX_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t work, done;
  /* The current loop, guarded by mu. */
  RcParFn fn;
  void *user;
  Range range[RC_PAR_MAX_THREADS];
  int next, nranges, pending;
  bool quit;
};

/* Takes ranges of the current loop until none is left; called and returns with mu held. */
static void drain(RcPar *p) {
  while (p->next < p->nranges) {
    Range r = p->range[p->next++];
    RcParFn fn = p->fn;
    void *user = p->user;
    pthread_mutex_unlock(&p->mu);
    fn(user, r.lo, r.hi);
    pthread_mutex_lock(&p->mu);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
}

static void *worker(void *arg) {
  RcPar *p = arg;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (!p->quit && p->next >= p->nranges) pthread_cond_wait(&p->work, &p->mu);
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

void rc_par_for(RcPar *p, int64_t n, int64_t align, int64_t elems_per_item, RcParFn fn, void *user) {
  if (n <= 0) return;
  if (align < 1) align = 1;
  if (elems_per_item < 1) elems_per_item = 1;
  if (!p || n < 2 || n > INT64_MAX / elems_per_item || n * elems_per_item < RC_PAR_MIN_ELEMS) {
    fn(user, 0, n);
    return;
  }
  /* Ranges of ceil(n / threads) items, rounded up to a multiple of align. */
  int64_t per = (n + p->threads - 1) / p->threads;
  per = (per + align - 1) / align * align;
  int k = (int)((n + per - 1) / per);
  if (k < 2) {
    fn(user, 0, n);
    return;
  }
  pthread_mutex_lock(&p->mu);
  p->fn = fn;
  p->user = user;
  for (int i = 0; i < k; i++) p->range[i] = (Range){per * i, per * (i + 1) < n ? per * (i + 1) : n};
  p->next = 0;
  p->nranges = p->pending = k;
  pthread_cond_broadcast(&p->work);
  drain(p); /* the caller works too */
  while (p->pending > 0) pthread_cond_wait(&p->done, &p->mu);
  p->nranges = 0;
  pthread_mutex_unlock(&p->mu);
}
