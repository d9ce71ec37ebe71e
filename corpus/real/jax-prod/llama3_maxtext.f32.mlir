module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg20, %arg21) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
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
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.dot_general %15, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %18 = stablehlo.iota dim = 0 : tensor<8xf32>
    %19 = stablehlo.negate %18 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.power %24, %23 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %27 = stablehlo.convert %26 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x16x1x8xf32>
    %32 = stablehlo.sine %31 : tensor<2x16x1x8xf32>
    %33 = stablehlo.cosine %31 : tensor<2x16x1x8xf32>
    %34 = stablehlo.slice %17 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %35 = stablehlo.slice %17 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<2x16x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<2x16x4x8xf32>
    %40 = stablehlo.subtract %37, %39 : tensor<2x16x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %42 = stablehlo.multiply %35, %41 : tensor<2x16x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %44 = stablehlo.multiply %34, %43 : tensor<2x16x4x8xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x16x4x8xf32>
    %46 = stablehlo.concatenate %40, %45, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %47 = stablehlo.dot_general %15, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %49 = stablehlo.iota dim = 0 : tensor<8xf32>
    %50 = stablehlo.negate %49 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.power %55, %54 : tensor<8xf32>
    %57 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %58 = stablehlo.convert %57 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %59 = stablehlo.broadcast_in_dim %56, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x16x1x8xf32>
    %63 = stablehlo.sine %62 : tensor<2x16x1x8xf32>
    %64 = stablehlo.cosine %62 : tensor<2x16x1x8xf32>
    %65 = stablehlo.slice %48 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %66 = stablehlo.slice %48 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %68 = stablehlo.multiply %65, %67 : tensor<2x16x2x8xf32>
    %69 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<2x16x2x8xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<2x16x2x8xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %73 = stablehlo.multiply %66, %72 : tensor<2x16x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %75 = stablehlo.multiply %65, %74 : tensor<2x16x2x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x16x2x8xf32>
    %77 = stablehlo.concatenate %71, %76, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %78 = stablehlo.dot_general %15, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %81 = stablehlo.multiply %46, %80 : tensor<2x16x4x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %83 = stablehlo.dot_general %77, %82, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x2x16xf32>) -> tensor<2x2x16x16x2xf32>
    %84 = stablehlo.transpose %83, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xf32>) -> tensor<2x2x2x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %85 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %86 = call @tril(%85) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %87 = call @_where_0(%86, %cst_9, %cst_10) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_11 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %90 = stablehlo.compare GE, %88, %89, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_12 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %91 = call @_where_1(%90, %84, %cst_12) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_13) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x16xf32>
    %95 = stablehlo.subtract %91, %94 : tensor<2x2x2x16x16xf32>
    %96 = stablehlo.exponential %95 : tensor<2x2x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xf32>) -> tensor<2x16x2x2x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16x2x2x1xf32>) -> tensor<2x16x4x1xf32>
    %101 = stablehlo.dot_general %79, %96, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x2x16x16xf32>) -> tensor<2x2x16x2x16xf32>
    %102 = stablehlo.transpose %101, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %104 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %105 = stablehlo.divide %103, %104 : tensor<2x16x4x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.dot_general %106, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.add %0, %107 : tensor<2x16x64xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %110 = chlo.square %109 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %114 = stablehlo.divide %112, %113 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %116 = stablehlo.add %114, %115 : tensor<2x16x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x16x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %119 = stablehlo.multiply %109, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %122 = stablehlo.multiply %119, %121 : tensor<2x16x64xf32>
    %123 = stablehlo.dot_general %122, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %124 = call @silu(%123) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %125 = stablehlo.dot_general %122, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<2x16x128xf32>
    %127 = stablehlo.dot_general %126, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.add %109, %127 : tensor<2x16x64xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %130 = chlo.square %129 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %136 = stablehlo.add %134, %135 : tensor<2x16x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<2x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.multiply %129, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.multiply %139, %141 : tensor<2x16x64xf32>
    %143 = stablehlo.dot_general %142, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %145 = stablehlo.iota dim = 0 : tensor<8xf32>
    %146 = stablehlo.negate %145 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.divide %148, %149 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %152 = stablehlo.power %151, %150 : tensor<8xf32>
    %153 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %154 = stablehlo.convert %153 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %152, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<2x16x1x8xf32>
    %159 = stablehlo.sine %158 : tensor<2x16x1x8xf32>
    %160 = stablehlo.cosine %158 : tensor<2x16x1x8xf32>
    %161 = stablehlo.slice %144 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %162 = stablehlo.slice %144 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<2x16x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<2x16x4x8xf32>
    %167 = stablehlo.subtract %164, %166 : tensor<2x16x4x8xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %169 = stablehlo.multiply %162, %168 : tensor<2x16x4x8xf32>
    %170 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %171 = stablehlo.multiply %161, %170 : tensor<2x16x4x8xf32>
    %172 = stablehlo.add %169, %171 : tensor<2x16x4x8xf32>
    %173 = stablehlo.concatenate %167, %172, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %174 = stablehlo.dot_general %142, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %176 = stablehlo.iota dim = 0 : tensor<8xf32>
    %177 = stablehlo.negate %176 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %183 = stablehlo.power %182, %181 : tensor<8xf32>
    %184 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %185 = stablehlo.convert %184 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %188 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<2x16x1x8xf32>
    %190 = stablehlo.sine %189 : tensor<2x16x1x8xf32>
    %191 = stablehlo.cosine %189 : tensor<2x16x1x8xf32>
    %192 = stablehlo.slice %175 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %193 = stablehlo.slice %175 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %194 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<2x16x2x8xf32>
    %196 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<2x16x2x8xf32>
    %198 = stablehlo.subtract %195, %197 : tensor<2x16x2x8xf32>
    %199 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %200 = stablehlo.multiply %193, %199 : tensor<2x16x2x8xf32>
    %201 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %202 = stablehlo.multiply %192, %201 : tensor<2x16x2x8xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x16x2x8xf32>
    %204 = stablehlo.concatenate %198, %203, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %205 = stablehlo.dot_general %142, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %208 = stablehlo.multiply %173, %207 : tensor<2x16x4x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %210 = stablehlo.dot_general %204, %209, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x2x16xf32>) -> tensor<2x2x16x16x2xf32>
    %211 = stablehlo.transpose %210, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xf32>) -> tensor<2x2x2x16x16xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %212 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %213 = call @tril(%212) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %214 = call @_where_0(%213, %cst_29, %cst_30) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_31 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %217 = stablehlo.compare GE, %215, %216, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_32 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %218 = call @_where_2(%217, %211, %cst_32) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16x16xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_33) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x16xf32>
    %222 = stablehlo.subtract %218, %221 : tensor<2x2x2x16x16xf32>
    %223 = stablehlo.exponential %222 : tensor<2x2x2x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xf32>) -> tensor<2x16x2x2x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16x2x2x1xf32>) -> tensor<2x16x4x1xf32>
    %228 = stablehlo.dot_general %206, %223, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x2x16x16xf32>) -> tensor<2x2x16x2x16xf32>
    %229 = stablehlo.transpose %228, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %231 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %232 = stablehlo.divide %230, %231 : tensor<2x16x4x16xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %234 = stablehlo.dot_general %233, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.add %129, %234 : tensor<2x16x64xf32>
    %236 = sdy.sharding_constraint %235 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %237 = chlo.square %236 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %241 = stablehlo.divide %239, %240 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %243 = stablehlo.add %241, %242 : tensor<2x16x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<2x16x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %246 = stablehlo.multiply %236, %245 : tensor<2x16x64xf32>
    %247 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.multiply %246, %248 : tensor<2x16x64xf32>
    %250 = stablehlo.dot_general %249, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %251 = call @silu(%250) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %252 = stablehlo.dot_general %249, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x16x128xf32>
    %254 = stablehlo.dot_general %253, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.add %236, %254 : tensor<2x16x64xf32>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %257 = chlo.square %256 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %263 = stablehlo.add %261, %262 : tensor<2x16x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<2x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %266 = stablehlo.multiply %256, %265 : tensor<2x16x64xf32>
    %267 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.multiply %266, %268 : tensor<2x16x64xf32>
    %270 = stablehlo.dot_general %269, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %270 : tensor<2x16x128xf32>
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
  func.func private @_where_1(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x2x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xf32>
    return %2 : tensor<2x2x2x16x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %6 : tensor<2x16x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x2x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xf32>
    return %2 : tensor<2x2x2x16x16xf32>
  }
}
