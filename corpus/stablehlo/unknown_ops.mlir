module @jit_gather attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<?x3xf32>) -> (tensor<2xf32>, tensor<5xf32>, tensor<?x3xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
    %1 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %3 = stablehlo.compare  LT, %arg3, %arg4,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    %2 = stablehlo.abs %arg2 : tensor<?x3xf32>
    %4 = stablehlo.real_dynamic_slice %arg2, %arg1, %arg1, %arg1 : (tensor<?x3xf32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<?x3xf32>
    %5 = stablehlo.optimization_barrier %4 : tensor<?x3xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"x"}, {}]> : tensor<?x3xf32>
    return %0, %1, %6 : tensor<2xf32>, tensor<5xf32>, tensor<?x3xf32>
  }
}
