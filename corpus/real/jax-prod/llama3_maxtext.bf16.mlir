module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64x32xbf16>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x32xbf16>, %arg7: tensor<64x128xbf16>, %arg8: tensor<64x128xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<64x32xbf16>, %arg11: tensor<64x64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64x64xbf16>, %arg15: tensor<64x32xbf16>, %arg16: tensor<64x128xbf16>, %arg17: tensor<64x128xbf16>, %arg18: tensor<128x64xbf16>, %arg19: tensor<64x128xbf16>, %arg20: tensor<128x64xbf16>, %arg21: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg20, %arg21) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %4 = chlo.square %3 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.convert %13 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.multiply %14, %16 : tensor<2x16x64xbf16>
    %18 = stablehlo.dot_general %17, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %20 = stablehlo.iota dim = 0 : tensor<8xf32>
    %21 = stablehlo.negate %20 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.power %26, %25 : tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %29 = stablehlo.convert %28 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x16x1x8xf32>
    %34 = stablehlo.sine %33 : tensor<2x16x1x8xf32>
    %35 = stablehlo.convert %34 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %36 = stablehlo.cosine %33 : tensor<2x16x1x8xf32>
    %37 = stablehlo.convert %36 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %38 = stablehlo.slice %19 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %39 = stablehlo.slice %19 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %41 = stablehlo.multiply %38, %40 : tensor<2x16x4x8xbf16>
    %42 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %43 = stablehlo.multiply %39, %42 : tensor<2x16x4x8xbf16>
    %44 = stablehlo.subtract %41, %43 : tensor<2x16x4x8xbf16>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.multiply %39, %45 : tensor<2x16x4x8xbf16>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.multiply %38, %47 : tensor<2x16x4x8xbf16>
    %49 = stablehlo.add %46, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %51 = stablehlo.dot_general %17, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %52 = stablehlo.reshape %51 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %53 = stablehlo.iota dim = 0 : tensor<8xf32>
    %54 = stablehlo.negate %53 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.power %59, %58 : tensor<8xf32>
    %61 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %62 = stablehlo.convert %61 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x16x1x8xf32>
    %67 = stablehlo.sine %66 : tensor<2x16x1x8xf32>
    %68 = stablehlo.convert %67 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %69 = stablehlo.cosine %66 : tensor<2x16x1x8xf32>
    %70 = stablehlo.convert %69 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %71 = stablehlo.slice %52 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %72 = stablehlo.slice %52 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %73 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %74 = stablehlo.multiply %71, %73 : tensor<2x16x2x8xbf16>
    %75 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %76 = stablehlo.multiply %72, %75 : tensor<2x16x2x8xbf16>
    %77 = stablehlo.subtract %74, %76 : tensor<2x16x2x8xbf16>
    %78 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %79 = stablehlo.multiply %72, %78 : tensor<2x16x2x8xbf16>
    %80 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %81 = stablehlo.multiply %71, %80 : tensor<2x16x2x8xbf16>
    %82 = stablehlo.add %79, %81 : tensor<2x16x2x8xbf16>
    %83 = stablehlo.concatenate %77, %82, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %84 = stablehlo.dot_general %17, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %85 = stablehlo.reshape %84 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %87 = stablehlo.multiply %50, %86 : tensor<2x16x4x16xbf16>
    %88 = stablehlo.reshape %87 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %89 = stablehlo.dot_general %83, %88, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %90 = stablehlo.transpose %89, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %91 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %92 = call @tril(%91) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %93 = call @_where_0(%92, %cst_9, %cst_10) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_11 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %96 = stablehlo.compare GE, %94, %95, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_12 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %97 = call @_where_1(%96, %90, %cst_12) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %cst_13 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %98 = stablehlo.reduce(%97 init: %cst_13) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %101 = stablehlo.subtract %97, %100 : tensor<2x2x2x16x16xbf16>
    %102 = stablehlo.exponential %101 : tensor<2x2x2x16x16xbf16>
    %103 = stablehlo.convert %102 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %106 = stablehlo.convert %105 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %107 = stablehlo.transpose %106, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %108 = stablehlo.reshape %107 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %109 = stablehlo.dot_general %85, %102, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %110 = stablehlo.transpose %109, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %111 = stablehlo.reshape %110 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %112 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %113 = stablehlo.divide %111, %112 : tensor<2x16x4x16xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %115 = stablehlo.dot_general %114, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %116 = stablehlo.add %0, %115 : tensor<2x16x64xbf16>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %118 = stablehlo.convert %117 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %119 = chlo.square %118 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %123 = stablehlo.divide %121, %122 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x16x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.multiply %118, %127 : tensor<2x16x64xf32>
    %129 = stablehlo.convert %128 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %130 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %132 = stablehlo.multiply %129, %131 : tensor<2x16x64xbf16>
    %133 = stablehlo.dot_general %132, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %134 = call @silu(%133) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %135 = stablehlo.dot_general %132, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %136 = stablehlo.multiply %134, %135 : tensor<2x16x128xbf16>
    %137 = stablehlo.dot_general %136, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %138 = stablehlo.add %117, %137 : tensor<2x16x64xbf16>
    %139 = sdy.sharding_constraint %138 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %140 = stablehlo.convert %139 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %141 = chlo.square %140 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %145 = stablehlo.divide %143, %144 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %147 = stablehlo.add %145, %146 : tensor<2x16x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<2x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.convert %150 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %152 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %154 = stablehlo.multiply %151, %153 : tensor<2x16x64xbf16>
    %155 = stablehlo.dot_general %154, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %157 = stablehlo.iota dim = 0 : tensor<8xf32>
    %158 = stablehlo.negate %157 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.power %163, %162 : tensor<8xf32>
    %165 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %166 = stablehlo.convert %165 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<2x16x1x8xf32>
    %171 = stablehlo.sine %170 : tensor<2x16x1x8xf32>
    %172 = stablehlo.convert %171 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %173 = stablehlo.cosine %170 : tensor<2x16x1x8xf32>
    %174 = stablehlo.convert %173 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %175 = stablehlo.slice %156 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %176 = stablehlo.slice %156 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %178 = stablehlo.multiply %175, %177 : tensor<2x16x4x8xbf16>
    %179 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %180 = stablehlo.multiply %176, %179 : tensor<2x16x4x8xbf16>
    %181 = stablehlo.subtract %178, %180 : tensor<2x16x4x8xbf16>
    %182 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %183 = stablehlo.multiply %176, %182 : tensor<2x16x4x8xbf16>
    %184 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %185 = stablehlo.multiply %175, %184 : tensor<2x16x4x8xbf16>
    %186 = stablehlo.add %183, %185 : tensor<2x16x4x8xbf16>
    %187 = stablehlo.concatenate %181, %186, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %188 = stablehlo.dot_general %154, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %189 = stablehlo.reshape %188 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %190 = stablehlo.iota dim = 0 : tensor<8xf32>
    %191 = stablehlo.negate %190 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %195 = stablehlo.divide %193, %194 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %197 = stablehlo.power %196, %195 : tensor<8xf32>
    %198 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %199 = stablehlo.convert %198 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %200 = stablehlo.broadcast_in_dim %197, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<2x16x1x8xf32>
    %204 = stablehlo.sine %203 : tensor<2x16x1x8xf32>
    %205 = stablehlo.convert %204 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %206 = stablehlo.cosine %203 : tensor<2x16x1x8xf32>
    %207 = stablehlo.convert %206 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %208 = stablehlo.slice %189 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %209 = stablehlo.slice %189 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %210 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %211 = stablehlo.multiply %208, %210 : tensor<2x16x2x8xbf16>
    %212 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %213 = stablehlo.multiply %209, %212 : tensor<2x16x2x8xbf16>
    %214 = stablehlo.subtract %211, %213 : tensor<2x16x2x8xbf16>
    %215 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %216 = stablehlo.multiply %209, %215 : tensor<2x16x2x8xbf16>
    %217 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %218 = stablehlo.multiply %208, %217 : tensor<2x16x2x8xbf16>
    %219 = stablehlo.add %216, %218 : tensor<2x16x2x8xbf16>
    %220 = stablehlo.concatenate %214, %219, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %221 = stablehlo.dot_general %154, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %222 = stablehlo.reshape %221 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %223 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %224 = stablehlo.multiply %187, %223 : tensor<2x16x4x16xbf16>
    %225 = stablehlo.reshape %224 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %226 = stablehlo.dot_general %220, %225, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %227 = stablehlo.transpose %226, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %228 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %229 = call @tril(%228) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %230 = call @_where_0(%229, %cst_29, %cst_30) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_31 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %233 = stablehlo.compare GE, %231, %232, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_32 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %234 = call @_where_2(%233, %227, %cst_32) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %cst_33 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %235 = stablehlo.reduce(%234 init: %cst_33) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %238 = stablehlo.subtract %234, %237 : tensor<2x2x2x16x16xbf16>
    %239 = stablehlo.exponential %238 : tensor<2x2x2x16x16xbf16>
    %240 = stablehlo.convert %239 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %243 = stablehlo.convert %242 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %244 = stablehlo.transpose %243, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %245 = stablehlo.reshape %244 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %246 = stablehlo.dot_general %222, %239, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %247 = stablehlo.transpose %246, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %248 = stablehlo.reshape %247 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %249 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %250 = stablehlo.divide %248, %249 : tensor<2x16x4x16xbf16>
    %251 = stablehlo.reshape %250 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %252 = stablehlo.dot_general %251, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %253 = stablehlo.add %139, %252 : tensor<2x16x64xbf16>
    %254 = sdy.sharding_constraint %253 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %255 = stablehlo.convert %254 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %256 = chlo.square %255 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %260 = stablehlo.divide %258, %259 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %262 = stablehlo.add %260, %261 : tensor<2x16x1xf32>
    %263 = stablehlo.rsqrt %262 : tensor<2x16x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %265 = stablehlo.multiply %255, %264 : tensor<2x16x64xf32>
    %266 = stablehlo.convert %265 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %267 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %269 = stablehlo.multiply %266, %268 : tensor<2x16x64xbf16>
    %270 = stablehlo.dot_general %269, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %271 = call @silu(%270) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %272 = stablehlo.dot_general %269, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %273 = stablehlo.multiply %271, %272 : tensor<2x16x128xbf16>
    %274 = stablehlo.dot_general %273, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %275 = stablehlo.add %254, %274 : tensor<2x16x64xbf16>
    %276 = sdy.sharding_constraint %275 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %277 = stablehlo.convert %276 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %278 = chlo.square %277 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %282 = stablehlo.divide %280, %281 : tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %284 = stablehlo.add %282, %283 : tensor<2x16x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<2x16x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %287 = stablehlo.multiply %277, %286 : tensor<2x16x64xf32>
    %288 = stablehlo.convert %287 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %289 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %291 = stablehlo.multiply %288, %290 : tensor<2x16x64xbf16>
    %292 = stablehlo.dot_general %291, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %292 : tensor<2x16x128xbf16>
  }
  func.func private @_take(%arg0: tensor<128x64xbf16>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xbf16> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xbf16>, tensor<2x16x1xi32>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xbf16>
    return %16 : tensor<2x16x64xbf16>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x2x2x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2 : tensor<2x2x2x16x16xbf16>
  }
  func.func private @silu(%arg0: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xbf16>
    return %6 : tensor<2x16x128xbf16>
  }
  func.func private @_where_2(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x2x2x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2 : tensor<2x2x2x16x16xbf16>
  }
}
