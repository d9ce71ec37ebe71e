/* test_leaky's double reference (the row's ref column). */
double rc_fused_ref_test_leaky(double x);

double rc_fused_ref_test_leaky(double x) { return x > 0 ? x : 0.5 * x; }
