/* Placeholder for the highering API until src/rewrite lands (removed at that merge). */
#include "recompose/higher.h"
#include <stdlib.h>
RcPatternSet *rc_patterns_new(RcCtx *c){(void)c;return malloc(1);}
RcStatus rc_patterns_add_builtin(RcPatternSet *p){(void)p;return RC_OK;}
RcStatus rc_patterns_add_path(RcPatternSet *p,const char*s){(void)p;(void)s;return RC_OK;}
void rc_patterns_free(RcPatternSet*p){free(p);}
void rc_higher_options_init(RcHigherOptions*o){o->verify=1;o->emit=0;o->only=0;o->nonly=0;o->verify_max_ulp=4;}
RcStatus rc_module_higher(RcModule*m,const RcPatternSet*p,const RcHigherOptions*o,RcHigherResult**out){(void)m;(void)p;(void)o;*out=NULL;return RC_OK;}
RcStatus rc_module_canonicalize(RcModule*m){(void)m;return RC_OK;}
size_t rc_higher_rewrite_count(const RcHigherResult*r){(void)r;return 0;}
const RcRewriteInfo *rc_higher_rewrite(const RcHigherResult*r,size_t i){(void)r;(void)i;return NULL;}
size_t rc_higher_skip_count(const RcHigherResult*r){(void)r;return 0;}
const RcSkipInfo *rc_higher_skip(const RcHigherResult*r,size_t i){(void)r;(void)i;return NULL;}
RcStatus rc_higher_write_dot(const RcModule*m,const RcHigherResult*r,RcWriteFn f,void*u){(void)m;(void)r;f(u,"digraph{}\n",10);return RC_OK;}
void rc_higher_result_free(RcHigherResult*r){(void)r;}
