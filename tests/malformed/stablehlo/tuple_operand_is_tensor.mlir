module @IrToHlo.77 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>) -> (tensor<1x128x768xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %0 = stablehlo.reshape %arg0 : (tensor<1x128x768xf32>) -> tensor<1x128x768x1xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x768x1xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x768x1xf32>, tensor<128xf32>, tensor<128xf32>)
    %1 = stablehlo.reshape %output : (tensor<1x128x768x1xf32>) -> tensor<1x128x768xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x128x768xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x128x768xf32>
    %6 = stablehlo.tuple %5, %batch_var : tuple<tensor<1x128x768xf32>, tensor<128xf32>>
    %7 = stablehlo.get_tuple_element %6[0] : (tuple<tensor<1x128x768xf32>, tensor<128xf32>>) -> tensor<1x128x768xf32>
    %8 = stablehlo.get_tuple_element %4[1] : (tuple<tensor<1x128x768xf32>, tensor<128xf32>>) -> tensor<128xf32>
    return %7, %8 : tensor<1x128x768xf32>, tensor<128xf32>
  }
}
