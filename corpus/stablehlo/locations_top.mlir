#loc = loc(unknown)
#loc1 = loc("/tmp/add.py":5:9 to :14)
#loc2 = loc("jit(my_add)/jit(main)/add"(#loc1))
module @jit_my_add attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32> loc(unknown), %arg1: tensor<f32> loc(unknown)) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32> loc(#loc2)
    %1 = stablehlo.exponential %0 : tensor<f32> loc(#loc2)
    return %1 : tensor<f32> loc(#loc)
  } loc(#loc)
} loc(#loc)
