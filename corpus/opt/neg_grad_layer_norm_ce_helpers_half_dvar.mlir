module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<6xf32>, %arg2: tensor<2x6x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x6x16xf32> {jax.result_info = "result[1][0]"}, tensor<6xf32> {jax.result_info = "result[1][1]['scale']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:4 = call @_var(%arg0, %c) : (tensor<2x6x16xf32>, tensor<i32>) -> (tensor<2x1x16xf32>, tensor<2x6x16xf32>, tensor<f32>, tensor<i1>)
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %8 = stablehlo.add %6#0, %7 : tensor<2x1x16xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x1x16xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2x1x16xf32>
    %cst_2 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<2x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x6x16xf32>
    %15 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x6x16xf32>
    %18:3 = call @log_softmax(%17) : (tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>)
    %19 = stablehlo.multiply %arg2, %18#0 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_5 : tensor<f32>
    %23 = stablehlo.negate %22 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.negate %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_7 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %28 = stablehlo.multiply %arg2, %27 : tensor<2x6x16xf32>
    %29 = call @log_softmax_0(%18#1, %18#2, %28) : (tensor<2x6x16xf32>, tensor<2x6x1xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %30 = stablehlo.multiply %14, %29 : tensor<2x6x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.reshape %31 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %33 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<2x6x16xf32>
    %35 = stablehlo.reshape %32 : (tensor<1x6x1xf32>) -> tensor<6xf32>
    %36 = stablehlo.multiply %5, %34 : tensor<2x6x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %40 = stablehlo.multiply %34, %39 : tensor<2x6x16xf32>
    %41 = stablehlo.multiply %38, %12 : tensor<2x1x16xf32>
    %42 = call @_var_1(%6#1, %6#2, %6#3, %41) : (tensor<2x6x16xf32>, tensor<f32>, tensor<i1>, tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %43 = stablehlo.negate %40 : tensor<2x6x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %46 = stablehlo.add %42, %40 : tensor<2x6x16xf32>
    %cst_11 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %48 = stablehlo.divide %45, %47 : tensor<2x1x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %51 = stablehlo.add %46, %50 : tensor<2x6x16xf32>
    return %23, %51, %35 : tensor<f32>, tensor<2x6x16xf32>, tensor<6xf32>
  }
  func.func private @_var(%arg0: tensor<2x6x16xf32>, %arg1: tensor<i32>) -> (tensor<2x1x16xf32>, tensor<2x6x16xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = chlo.square %5 : tensor<2x6x16xf32> -> tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x6x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x6x16xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x1x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x1x16xf32>
    return %16, %8, %10, %15 : tensor<2x1x16xf32>, tensor<2x6x16xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x1x16xf32>, %arg2: tensor<f32>) -> tensor<2x1x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x16xf32>
    return %2 : tensor<2x1x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = stablehlo.exponential %5 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %9 = stablehlo.log %8 : tensor<2x6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x6x16xf32>
    return %11, %6, %8 : tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x1xf32>, %arg2: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x6x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x6x16xf32>
    return %7 : tensor<2x6x16xf32>
  }
  func.func private @_var_1(%arg0: tensor<2x6x16xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x1x16xf32>) -> tensor<2x6x16xf32> {
    %0 = call @_where_2(%arg2, %arg3) : (tensor<i1>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x1x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x6x16xf32>
    %6 = stablehlo.negate %5 : tensor<2x6x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x6x16xf32>
    return %13 : tensor<2x6x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<2x1x16xf32>) -> tensor<2x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x1x16xf32>
    return %1 : tensor<2x1x16xf32>
  }
}
