module @jit_shapes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1x4x128x128xf16>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> (tensor<1x1x4x128x128xf16>, tensor<7xf32>, tensor<8xf32>, tensor<4xf32>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:1, 0:4, 0:128, 0:128] : (tensor<3x1x4x128x128xf16>) -> tensor<1x1x4x128x128xf16>
    %1 = stablehlo.pad %arg1, %arg2, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.slice %1 [0:7:1] : (tensor<8xf32>) -> tensor<7xf32>
    %3 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %4 = stablehlo.clamp %arg2, %arg1, %arg2 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.iota dim = 0 : tensor<4xf32>
    %6 = stablehlo.add %4, %5 : tensor<4xf32>
    return %0, %2, %3, %6 : tensor<1x1x4x128x128xf16>, tensor<7xf32>, tensor<8xf32>, tensor<4xf32>
  }
}
