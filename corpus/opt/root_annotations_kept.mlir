module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64xbf16> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<2x64xbf16> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %0 = stablehlo.logistic %arg0 : tensor<2x64xbf16>
    %1 = stablehlo.multiply %arg0, %0 {mhlo.sharding = "{devices=[2,1]<=[2]}", mhlo.frontend_attributes = {_xla_compute_type = "host"}} : tensor<2x64xbf16>
    return %1 : tensor<2x64xbf16>
  }
}
