module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x256xbf16>, %arg5: tensor<64x256xbf16>, %arg6: tensor<256x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg9 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.convert %arg9 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.add %7, %11 : tensor<2x16x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x16x1xf32>
    %14 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %15 = stablehlo.convert %14 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x16x64xf32>
    %19 = stablehlo.multiply %10, %18 : tensor<2x16x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %21 = stablehlo.dot_general %20, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %23 = stablehlo.dot_general %20, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %25 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %27 = stablehlo.dot_general %22, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.sqrt %cst_3 : tensor<f32>
    %29 = stablehlo.convert %28 : (tensor<f32>) -> tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %31 = stablehlo.divide %27, %30 : tensor<2x4x16x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %33 = call @tril(%32) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %34 = call @_where(%33, %31, %cst_4) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_5 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %37 = stablehlo.maximum %36, %35 : tensor<2x4x16xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %40 = stablehlo.subtract %34, %39 : tensor<2x4x16x16xbf16>
    %41 = stablehlo.exponential %40 : tensor<2x4x16x16xbf16>
    %42 = stablehlo.convert %41 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %45 = stablehlo.convert %44 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %47 = stablehlo.divide %41, %46 : tensor<2x4x16x16xbf16>
    %48 = stablehlo.dot_general %26, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %49 = stablehlo.transpose %48, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %50 = stablehlo.reshape %49 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %51 = stablehlo.dot_general %50, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %52 = stablehlo.add %arg9, %51 : tensor<2x16x64xbf16>
    %53 = stablehlo.convert %52 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %54 = chlo.square %53 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %57 = stablehlo.divide %55, %56 : tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %61 = stablehlo.convert %52 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %65 = stablehlo.add %60, %64 : tensor<2x16x1xf32>
    %66 = stablehlo.rsqrt %65 : tensor<2x16x1xf32>
    %67 = stablehlo.reshape %arg8 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %68 = stablehlo.convert %67 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x16x64xf32>
    %72 = stablehlo.multiply %63, %71 : tensor<2x16x64xf32>
    %73 = stablehlo.convert %72 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %74 = stablehlo.dot_general %73, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %75 = stablehlo.dot_general %73, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %76 = call @silu(%74) : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<2x16x256xbf16>
    %78 = stablehlo.dot_general %77, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xbf16>, tensor<256x64xbf16>) -> tensor<2x16x64xbf16>
    %79 = stablehlo.add %52, %78 : tensor<2x16x64xbf16>
    return %79 : tensor<2x16x64xbf16>
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
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2 : tensor<2x4x16x16xbf16>
  }
  func.func private @silu(%arg0: tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x256xbf16>
    return %6 : tensor<2x16x256xbf16>
  }
}
