module @m attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@main, [{"x"}, {}]> : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
