module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x256xf32>, %arg6: tensor<256x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = chlo.square %arg9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.subtract %arg9, %7 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.dot_general %16, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %21 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %23 = stablehlo.dot_general %18, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %24 = stablehlo.sqrt %cst_3 : tensor<f32>
    %25 = stablehlo.convert %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %29 = call @tril(%28) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %30 = call @_where(%29, %27, %cst_4) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<2x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<2x4x16x16xf32>
    %37 = stablehlo.exponential %36 : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.divide %37, %40 : tensor<2x4x16x16xf32>
    %42 = stablehlo.dot_general %22, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.dot_general %44, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.add %arg9, %45 : tensor<2x16x64xf32>
    %47 = chlo.square %46 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %50 = stablehlo.divide %48, %49 : tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.subtract %46, %54 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %57 = stablehlo.add %53, %56 : tensor<2x16x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<2x16x1xf32>
    %59 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x16x64xf32>
    %63 = stablehlo.multiply %55, %62 : tensor<2x16x64xf32>
    %64 = stablehlo.dot_general %63, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %65 = stablehlo.dot_general %63, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %66 = call @silu(%64) : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<2x16x256xf32>
    %68 = stablehlo.dot_general %67, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.add %46, %68 : tensor<2x16x64xf32>
    return %69 : tensor<2x16x64xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2 : tensor<2x4x16x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x256xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x256xf32>
    return %6 : tensor<2x16x256xf32>
  }
}
