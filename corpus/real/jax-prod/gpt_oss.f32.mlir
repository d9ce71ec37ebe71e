module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<64x4xf32>, %arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>, %arg9: tensor<4x64x256xf32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<4x128x64xf32>, %arg12: tensor<4x128x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg27) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.multiply %0, %0 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.dot_general %15, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %17 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x16x128xf32>
    %20 = stablehlo.slice %19 [0:2, 0:16, 0:64] : (tensor<2x16x128xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %23 = stablehlo.negate %22 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.power %28, %27 : tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %31 = stablehlo.convert %30 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x16x1x8xf32>
    %36 = stablehlo.sine %35 : tensor<2x16x1x8xf32>
    %37 = stablehlo.cosine %35 : tensor<2x16x1x8xf32>
    %38 = stablehlo.slice %21 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %39 = stablehlo.slice %21 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<2x16x4x8xf32>
    %42 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x16x4x8xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x16x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<2x16x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<2x16x4x8xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x16x4x8xf32>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %51 = stablehlo.slice %19 [0:2, 0:16, 64:96] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %53 = stablehlo.iota dim = 0 : tensor<8xf32>
    %54 = stablehlo.negate %53 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.power %59, %58 : tensor<8xf32>
    %61 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %62 = stablehlo.convert %61 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x16x1x8xf32>
    %67 = stablehlo.sine %66 : tensor<2x16x1x8xf32>
    %68 = stablehlo.cosine %66 : tensor<2x16x1x8xf32>
    %69 = stablehlo.slice %52 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %70 = stablehlo.slice %52 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x16x2x8xf32>
    %73 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<2x16x2x8xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<2x16x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %77 = stablehlo.multiply %70, %76 : tensor<2x16x2x8xf32>
    %78 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %79 = stablehlo.multiply %69, %78 : tensor<2x16x2x8xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x2x8xf32>
    %81 = stablehlo.concatenate %75, %80, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %82 = stablehlo.slice %19 [0:2, 0:16, 96:128] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %88 = stablehlo.dot_general %50, %85, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x4x16x16xf32>
    %91 = stablehlo.iota dim = 0 : tensor<16xi32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %93 = stablehlo.iota dim = 0 : tensor<16xi32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %97 = stablehlo.compare LE, %95, %96, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %98 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %99 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %100 = stablehlo.subtract %98, %99 : tensor<16x16xi32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %102 = stablehlo.compare LT, %100, %101, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %103 = stablehlo.and %97, %102 : tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = call @_where_0(%103, %cst_9, %cst_10) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %105 = stablehlo.convert %104 : tensor<16x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %108 = stablehlo.add %90, %107 : tensor<2x4x16x16xf32>
    %109 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x16x1xf32>
    %111 = stablehlo.concatenate %108, %110, dim = 3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<2x4x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<2x4x16x17xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x16x17xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %122 = stablehlo.divide %118, %121 : tensor<2x4x16x17xf32>
    %123 = stablehlo.slice %122 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %124 = stablehlo.dot_general %87, %123, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %125 = stablehlo.transpose %124, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.dot_general %126, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %130 = stablehlo.add %127, %129 : tensor<2x16x64xf32>
    %131 = stablehlo.add %0, %130 : tensor<2x16x64xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %138 = stablehlo.add %136, %137 : tensor<2x16x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<2x16x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.multiply %131, %140 : tensor<2x16x64xf32>
    %142 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<2x16x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.dot_general %145, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %147 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<1x4xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<32x4xf32>
    %149 = stablehlo.add %146, %148 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%149, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.reduce(%values init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %152 = stablehlo.maximum %151, %150 : tensor<32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %155 = stablehlo.subtract %values, %154 : tensor<32x2xf32>
    %156 = stablehlo.exponential %155 : tensor<32x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %160 = stablehlo.divide %156, %159 : tensor<32x2xf32>
    %161 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<32x2x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %166 = stablehlo.dot_general %arg9, %145, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<32x64xf32>) -> tensor<4x256x32xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1] : (tensor<4x256x32xf32>) -> tensor<4x32x256xf32>
    %168 = stablehlo.broadcast_in_dim %arg7, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x32x256xf32>
    %170 = stablehlo.add %167, %169 : tensor<4x32x256xf32>
    %171 = stablehlo.slice %170 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_21 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %173 = stablehlo.minimum %171, %172 : tensor<4x32x128xf32>
    %174 = stablehlo.slice %170 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_22 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %175 = call @clip(%174, %cst_22, %cst_23) : (tensor<4x32x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x32x128xf32>
    %cst_24 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %177 = stablehlo.multiply %176, %173 : tensor<4x32x128xf32>
    %178 = stablehlo.negate %177 : tensor<4x32x128xf32>
    %179 = stablehlo.exponential %178 : tensor<4x32x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %181 = stablehlo.add %180, %179 : tensor<4x32x128xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %183 = stablehlo.divide %182, %181 : tensor<4x32x128xf32>
    %184 = stablehlo.multiply %173, %183 : tensor<4x32x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %186 = stablehlo.add %175, %185 : tensor<4x32x128xf32>
    %187 = stablehlo.multiply %184, %186 : tensor<4x32x128xf32>
    %188 = stablehlo.dot_general %187, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %189 = stablehlo.dot_general %188, %165, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.add %131, %190 : tensor<2x16x64xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<2x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %196 = stablehlo.divide %194, %195 : tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.add %196, %197 : tensor<2x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x16x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.multiply %191, %200 : tensor<2x16x64xf32>
    %202 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x16x64xf32>
    %205 = stablehlo.dot_general %204, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %206 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x16x128xf32>
    %209 = stablehlo.slice %208 [0:2, 0:16, 0:64] : (tensor<2x16x128xf32>) -> tensor<2x16x64xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %211 = stablehlo.iota dim = 0 : tensor<8xf32>
    %212 = stablehlo.negate %211 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.power %217, %216 : tensor<8xf32>
    %219 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %220 = stablehlo.convert %219 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x16x1x8xf32>
    %225 = stablehlo.sine %224 : tensor<2x16x1x8xf32>
    %226 = stablehlo.cosine %224 : tensor<2x16x1x8xf32>
    %227 = stablehlo.slice %210 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %228 = stablehlo.slice %210 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %230 = stablehlo.multiply %227, %229 : tensor<2x16x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<2x16x4x8xf32>
    %233 = stablehlo.subtract %230, %232 : tensor<2x16x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %235 = stablehlo.multiply %228, %234 : tensor<2x16x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %237 = stablehlo.multiply %227, %236 : tensor<2x16x4x8xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x16x4x8xf32>
    %239 = stablehlo.concatenate %233, %238, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %240 = stablehlo.slice %208 [0:2, 0:16, 64:96] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %242 = stablehlo.iota dim = 0 : tensor<8xf32>
    %243 = stablehlo.negate %242 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %247 = stablehlo.divide %245, %246 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.power %248, %247 : tensor<8xf32>
    %250 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %251 = stablehlo.convert %250 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %252 = stablehlo.broadcast_in_dim %249, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<2x16x1x8xf32>
    %256 = stablehlo.sine %255 : tensor<2x16x1x8xf32>
    %257 = stablehlo.cosine %255 : tensor<2x16x1x8xf32>
    %258 = stablehlo.slice %241 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %259 = stablehlo.slice %241 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %260 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %261 = stablehlo.multiply %258, %260 : tensor<2x16x2x8xf32>
    %262 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %263 = stablehlo.multiply %259, %262 : tensor<2x16x2x8xf32>
    %264 = stablehlo.subtract %261, %263 : tensor<2x16x2x8xf32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %266 = stablehlo.multiply %259, %265 : tensor<2x16x2x8xf32>
    %267 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %268 = stablehlo.multiply %258, %267 : tensor<2x16x2x8xf32>
    %269 = stablehlo.add %266, %268 : tensor<2x16x2x8xf32>
    %270 = stablehlo.concatenate %264, %269, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %271 = stablehlo.slice %208 [0:2, 0:16, 96:128] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %273 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %277 = stablehlo.dot_general %239, %274, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<2x4x16x16xf32>
    %280 = stablehlo.iota dim = 0 : tensor<16xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %282 = stablehlo.iota dim = 0 : tensor<16xi32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %285 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %286 = stablehlo.compare LE, %284, %285, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = call @_where_0(%286, %cst_38, %cst_39) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %288 = stablehlo.convert %287 : tensor<16x16xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %291 = stablehlo.add %279, %290 : tensor<2x4x16x16xf32>
    %292 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x16x1xf32>
    %294 = stablehlo.concatenate %291, %293, dim = 3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %297 = stablehlo.maximum %296, %295 : tensor<2x4x16xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<2x4x16x17xf32>
    %301 = stablehlo.exponential %300 : tensor<2x4x16x17xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %305 = stablehlo.divide %301, %304 : tensor<2x4x16x17xf32>
    %306 = stablehlo.slice %305 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %307 = stablehlo.dot_general %276, %306, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %308 = stablehlo.transpose %307, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %310 = stablehlo.dot_general %309, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %313 = stablehlo.add %310, %312 : tensor<2x16x64xf32>
    %314 = stablehlo.add %191, %313 : tensor<2x16x64xf32>
    %315 = stablehlo.multiply %314, %314 : tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %319 = stablehlo.divide %317, %318 : tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %321 = stablehlo.add %319, %320 : tensor<2x16x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x16x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %324 = stablehlo.multiply %314, %323 : tensor<2x16x64xf32>
    %325 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %327 = stablehlo.multiply %324, %326 : tensor<2x16x64xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %329 = stablehlo.dot_general %328, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %330 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<1x4xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<32x4xf32>
    %332 = stablehlo.add %329, %331 : tensor<32x4xf32>
    %values_46, %indices_47 = chlo.top_k(%332, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %333 = stablehlo.reduce(%values_46 init: %cst_48) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.maximum %334, %333 : tensor<32xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %338 = stablehlo.subtract %values_46, %337 : tensor<32x2xf32>
    %339 = stablehlo.exponential %338 : tensor<32x2xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %343 = stablehlo.divide %339, %342 : tensor<32x2xf32>
    %344 = call @_one_hot(%indices_47) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %345 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<32x2x4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %349 = stablehlo.dot_general %arg10, %328, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<32x64xf32>) -> tensor<4x256x32xf32>
    %350 = stablehlo.transpose %349, dims = [0, 2, 1] : (tensor<4x256x32xf32>) -> tensor<4x32x256xf32>
    %351 = stablehlo.broadcast_in_dim %arg8, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x32x256xf32>
    %353 = stablehlo.add %350, %352 : tensor<4x32x256xf32>
    %354 = stablehlo.slice %353 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_52 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %356 = stablehlo.minimum %354, %355 : tensor<4x32x128xf32>
    %357 = stablehlo.slice %353 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_53 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %358 = call @clip(%357, %cst_53, %cst_54) : (tensor<4x32x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x32x128xf32>
    %cst_55 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %360 = stablehlo.multiply %359, %356 : tensor<4x32x128xf32>
    %361 = stablehlo.negate %360 : tensor<4x32x128xf32>
    %362 = stablehlo.exponential %361 : tensor<4x32x128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %364 = stablehlo.add %363, %362 : tensor<4x32x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %366 = stablehlo.divide %365, %364 : tensor<4x32x128xf32>
    %367 = stablehlo.multiply %356, %366 : tensor<4x32x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %369 = stablehlo.add %358, %368 : tensor<4x32x128xf32>
    %370 = stablehlo.multiply %367, %369 : tensor<4x32x128xf32>
    %371 = stablehlo.dot_general %370, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %372 = stablehlo.dot_general %371, %348, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %373 = stablehlo.reshape %372 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %374 = stablehlo.add %314, %373 : tensor<2x16x64xf32>
    %375 = stablehlo.multiply %374, %374 : tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %379 = stablehlo.divide %377, %378 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.add %379, %380 : tensor<2x16x1xf32>
    %382 = stablehlo.rsqrt %381 : tensor<2x16x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %384 = stablehlo.multiply %374, %383 : tensor<2x16x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x16x64xf32>
    %388 = stablehlo.dot_general %387, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %388 : tensor<2x16x128xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @clip(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x32x128xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x32x128xf32>
    return %5 : tensor<4x32x128xf32>
  }
}
