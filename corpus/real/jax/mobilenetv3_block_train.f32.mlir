module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<1x1x16x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x1x64xf32>, %arg4: tensor<16xf32>, %arg5: tensor<1x1x64x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<2x8x8x16xf32>) -> (tensor<64xf32> {jax.result_info = "result['params']['Conv_0']['bias']"}, tensor<1x1x16x64xf32> {jax.result_info = "result['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['Conv_1']['bias']"}, tensor<3x3x1x64xf32> {jax.result_info = "result['params']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['Conv_2']['bias']"}, tensor<1x1x64x16xf32> {jax.result_info = "result['params']['Conv_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<64x16xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<16x64xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}) {
    %0 = stablehlo.convolution(%arg10, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x64xf32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x64xf32>
    %4:3 = call @hard_silu(%3) : (tensor<2x8x8x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>)
    %5 = stablehlo.convolution(%4#0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x8x64xf32>
    %9:3 = call @hard_silu(%8) : (tensor<2x8x8x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9#0 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x1x1x64xf32>
    %14 = stablehlo.dot_general %13, %arg7, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xf32>, tensor<64x16xf32>) -> tensor<2x1x1x16xf32>
    %15 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x1x1x16xf32>
    %18 = call @relu(%17) : (tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xi1>
    %21 = stablehlo.dot_general %18, %arg9, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x1x64xf32>
    %22 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x1x1x64xf32>
    %25:2 = call @hard_sigmoid_0(%24) : (tensor<2x1x1x64xf32>) -> (tensor<2x1x1x64xf32>, tensor<2x1x1x64xi1>)
    %26 = stablehlo.broadcast_in_dim %25#0, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %27 = stablehlo.multiply %9#0, %26 : tensor<2x8x8x64xf32>
    %28 = stablehlo.convolution(%27, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x16xf32>) -> tensor<2x8x8x16xf32>
    %29 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x8x8x16xf32>
    %32 = stablehlo.add %arg10, %31 : tensor<2x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<2x8x8x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %35 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<2x8x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %41 = stablehlo.convolution(%27, %37) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<2x8x8x16xf32>) -> tensor<1x1x64x16xf32>
    %42 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<1x1x64x16xf32>
    %43 = stablehlo.convolution(%37, %42) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x64x16xf32>) -> tensor<2x8x8x64xf32>
    %44 = stablehlo.multiply %9#0, %43 : tensor<2x8x8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %25#0, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<2x8x8x64xf32>
    %49 = call @hard_sigmoid_2(%25#1, %46) : (tensor<2x1x1x64xi1>, tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %53 = stablehlo.dot_general %49, %18, contracting_dims = [0, 1, 2] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xf32>, tensor<2x1x1x16xf32>) -> tensor<64x16xf32>
    %54 = stablehlo.transpose %53, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %55 = stablehlo.dot_general %49, %arg9, contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xf32>, tensor<16x64xf32>) -> tensor<2x1x1x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %57 = stablehlo.select %20, %55, %56 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x16xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %61 = stablehlo.dot_general %57, %13, contracting_dims = [0, 1, 2] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x16xf32>, tensor<2x1x1x64xf32>) -> tensor<16x64xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %63 = stablehlo.dot_general %57, %arg7, contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x16xf32>, tensor<64x16xf32>) -> tensor<2x1x1x64xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %65 = stablehlo.divide %63, %64 : tensor<2x1x1x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x8x8x64xf32>
    %68 = stablehlo.add %48, %67 : tensor<2x8x8x64xf32>
    %69 = call @hard_silu_3(%9#1, %9#2, %8, %68) : (tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.reshape %70 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %73 = stablehlo.convolution(%4#0, %69) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<3x3x1x64xf32>
    %74 = stablehlo.reshape %arg3 : (tensor<3x3x1x64xf32>) -> tensor<3x3x1x64x1xf32>
    %75 = stablehlo.transpose %74, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x64x1xf32>) -> tensor<3x3x64x1x1xf32>
    %76 = stablehlo.reshape %75 : (tensor<3x3x64x1x1xf32>) -> tensor<3x3x64x1xf32>
    %77 = stablehlo.reverse %76, dims = [0, 1] : tensor<3x3x64x1xf32>
    %78 = stablehlo.convolution(%69, %77) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x1xf32>) -> tensor<2x8x8x64xf32>
    %79 = call @hard_silu_3(%4#1, %4#2, %3, %78) : (tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.reshape %80 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %83 = stablehlo.convolution(%arg10, %79) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<2x8x8x64xf32>) -> tensor<1x1x16x64xf32>
    return %82, %83, %72, %73, %40, %41, %60, %62, %52, %54 : tensor<64xf32>, tensor<1x1x16x64xf32>, tensor<64xf32>, tensor<3x3x1x64xf32>, tensor<16xf32>, tensor<1x1x64x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>
  }
  func.func private @hard_silu(%arg0: tensor<2x8x8x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>) {
    %0:2 = call @hard_sigmoid(%arg0) : (tensor<2x8x8x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<2x8x8x64xf32>
    return %1, %0#1, %0#0 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<2x8x8x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x8x8x64xf32>
    %2 = call @relu6(%1) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xi1>
    %7 = stablehlo.and %4, %6 : tensor<2x8x8x64xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %9 = stablehlo.divide %2, %8 : tensor<2x8x8x64xf32>
    return %9, %7 : tensor<2x8x8x64xf32>, tensor<2x8x8x64xi1>
  }
  func.func private @relu6(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x8x8x64xf32>
    return %3 : tensor<2x8x8x64xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x16xf32>
    return %1 : tensor<2x1x1x16xf32>
  }
  func.func private @hard_sigmoid_0(%arg0: tensor<2x1x1x64xf32>) -> (tensor<2x1x1x64xf32>, tensor<2x1x1x64xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x1x1x64xf32>
    %2 = call @relu6_1(%1) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<2x1x1x64xf32>, tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<2x1x1x64xf32>, tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xi1>
    %7 = stablehlo.and %4, %6 : tensor<2x1x1x64xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %9 = stablehlo.divide %2, %8 : tensor<2x1x1x64xf32>
    return %9, %7 : tensor<2x1x1x64xf32>, tensor<2x1x1x64xi1>
  }
  func.func private @relu6_1(%arg0: tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x1x1x64xf32>
    return %3 : tensor<2x1x1x64xf32>
  }
  func.func private @hard_sigmoid_2(%arg0: tensor<2x1x1x64xi1>, %arg1: tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<2x1x1x64xi1>, tensor<2x1x1x64xf32>
    return %3 : tensor<2x1x1x64xf32>
  }
  func.func private @hard_silu_3(%arg0: tensor<2x8x8x64xi1>, %arg1: tensor<2x8x8x64xf32>, %arg2: tensor<2x8x8x64xf32>, %arg3: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x8x8x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x8x8x64xf32>
    %2 = call @hard_sigmoid_4(%arg0, %0) : (tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x8x8x64xf32>
    return %3 : tensor<2x8x8x64xf32>
  }
  func.func private @hard_sigmoid_4(%arg0: tensor<2x8x8x64xi1>, %arg1: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>
    return %3 : tensor<2x8x8x64xf32>
  }
}
