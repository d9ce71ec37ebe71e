/* The interpreter's thread pool (see par.h): a GThreadPool of exclusive workers
 * made once per rc_module_run; rc_par_for queues one range per worker, runs the
 * first range itself and waits on a counter for the rest. No state outlives the
 * run and nothing is shared between runs. */
#include "exec/par.h"

#include <glib.h>

#define RC_PAR_MAX_THREADS 64

struct RcPar {
  GThreadPool *pool;
  int threads;
};

typedef struct Job {
  RcParFn fn;
  void *user;
  GMutex mu;
  GCond done;
  int pending;
} Job;

typedef struct Range {
  Job *job;
  int64_t lo, hi;
} Range;

static void worker(gpointer data, gpointer pool_user) {
  (void)pool_user;
  Range *r = data;
  Job *j = r->job;
  j->fn(j->user, r->lo, r->hi);
  g_mutex_lock(&j->mu);
  if (--j->pending == 0) g_cond_signal(&j->done);
  g_mutex_unlock(&j->mu);
}

RcPar *rc_par_new(int threads) {
  if (threads <= 1) return NULL;
  if (threads > RC_PAR_MAX_THREADS) threads = RC_PAR_MAX_THREADS;
  GThreadPool *pool = g_thread_pool_new(worker, NULL, threads - 1, TRUE, NULL);
  if (!pool) return NULL;
  RcPar *p = g_new(RcPar, 1);
  p->pool = pool;
  p->threads = threads;
  return p;
}

void rc_par_free(RcPar *p) {
  if (!p) return;
  g_thread_pool_free(p->pool, FALSE, TRUE);
  g_free(p);
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
  Job j = {.fn = fn, .user = user, .pending = k - 1};
  g_mutex_init(&j.mu);
  g_cond_init(&j.done);
  Range r[RC_PAR_MAX_THREADS];
  for (int i = 1; i < k; i++) {
    r[i] = (Range){&j, per * i, per * (i + 1) < n ? per * (i + 1) : n};
    if (!g_thread_pool_push(p->pool, &r[i], NULL)) { /* could not queue: run it here */
      fn(user, r[i].lo, r[i].hi);
      g_mutex_lock(&j.mu);
      j.pending--;
      g_mutex_unlock(&j.mu);
    }
  }
  fn(user, 0, per);
  g_mutex_lock(&j.mu);
  while (j.pending > 0) g_cond_wait(&j.done, &j.mu);
  g_mutex_unlock(&j.mu);
  g_mutex_clear(&j.mu);
  g_cond_clear(&j.done);
}
