module @jit_nested attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<i1>) -> (tensor<8xf32>, tensor<8x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<4x4xf32>) {
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%arg2 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
      sdy.return %3 : tensor<4xf32>
    } : (tensor<8x4xf32>) -> tensor<8xf32>
    %1 = "stablehlo.if"(%arg1) ({
      %3 = stablehlo.tanh %arg0 : tensor<8x4xf32>
      stablehlo.return %3 : tensor<8x4xf32>
    }, {
      %3 = stablehlo.logistic %arg0 : tensor<8x4xf32>
      stablehlo.return %3 : tensor<8x4xf32>
    }) : (tensor<i1>) -> tensor<8x4xf32>
    %2 = "stablehlo.reduce_window"(%1, %cst) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 0>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    return %0, %2 : tensor<8xf32>, tensor<8x4xf32>
  }
}
