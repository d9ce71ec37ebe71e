module @jit_check attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x20xf32>) -> (tensor<20x20xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @cu_threefry2x32(%arg0) {api_version = 2 : i32, backend_config = "\01\00\00\00", operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<20x20xf32>) -> tensor<20x20xf32>
    %1:2 = stablehlo.custom_call @two_results(%0) {has_side_effect = true} : (tensor<20x20xf32>) -> (tensor<20x20xf32>, tensor<i32>)
    stablehlo.custom_call @check.expect_close(%1#0, %arg0) {has_side_effect = true} : (tensor<20x20xf32>, tensor<20x20xf32>) -> ()
    stablehlo.custom_call @foo() {api_version = 4 : i32, backend_config = {foo = 42 : i32}} : () -> ()
    %2 = stablehlo.custom_call @"weird target"(%1#0) {backend_config = "dtype=f32;n=400"} : (tensor<20x20xf32>) -> tensor<20x20xf32>
    return %2 : tensor<20x20xf32>
  }
}
