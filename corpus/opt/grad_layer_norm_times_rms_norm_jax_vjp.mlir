module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<6xf32>, %arg2: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32> {jax.result_info = "result[0]"}, tensor<2x6x16xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]['scale']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x1x16xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x1x16xf32>
    %14 = stablehlo.divide %13, %12 : tensor<2x1x16xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x1x16xf32>
    %17 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<2x6x16xf32>
    %19 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<2x6x16xf32>
    %22 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x1x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x1x16xf32>
    %29 = stablehlo.rsqrt %28 : tensor<2x1x16xf32>
    %30 = stablehlo.divide %29, %28 : tensor<2x1x16xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %34 = stablehlo.multiply %arg0, %33 : tensor<2x6x16xf32>
    %35 = stablehlo.multiply %21, %34 : tensor<2x6x16xf32>
    %36 = stablehlo.multiply %21, %arg2 : tensor<2x6x16xf32>
    %37 = stablehlo.multiply %arg2, %34 : tensor<2x6x16xf32>
    %38 = stablehlo.multiply %arg0, %36 : tensor<2x6x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<2x6x16xf32>
    %43 = stablehlo.multiply %40, %32 : tensor<2x1x16xf32>
    %cst_10 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %45 = stablehlo.divide %43, %44 : tensor<2x1x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %48 = stablehlo.multiply %arg0, %47 : tensor<2x6x16xf32>
    %49 = stablehlo.add %42, %48 : tensor<2x6x16xf32>
    %50 = stablehlo.multiply %47, %arg0 : tensor<2x6x16xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x6x16xf32>
    %52 = stablehlo.multiply %18, %37 : tensor<2x6x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %54 = stablehlo.reshape %53 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %55 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %56 = stablehlo.multiply %37, %55 : tensor<2x6x16xf32>
    %57 = stablehlo.reshape %54 : (tensor<1x6x1xf32>) -> tensor<6xf32>
    %58 = stablehlo.multiply %5, %56 : tensor<2x6x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %61 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %62 = stablehlo.multiply %56, %61 : tensor<2x6x16xf32>
    %63 = stablehlo.multiply %60, %16 : tensor<2x1x16xf32>
    %cst_14 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %65 = stablehlo.divide %63, %64 : tensor<2x1x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %68 = stablehlo.multiply %5, %67 : tensor<2x6x16xf32>
    %69 = stablehlo.add %62, %68 : tensor<2x6x16xf32>
    %70 = stablehlo.multiply %67, %5 : tensor<2x6x16xf32>
    %71 = stablehlo.add %69, %70 : tensor<2x6x16xf32>
    %72 = stablehlo.negate %71 : tensor<2x6x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %75 = stablehlo.add %51, %71 : tensor<2x6x16xf32>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x1x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %80 = stablehlo.add %75, %79 : tensor<2x6x16xf32>
    return %35, %80, %57 : tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<6xf32>
  }
}
