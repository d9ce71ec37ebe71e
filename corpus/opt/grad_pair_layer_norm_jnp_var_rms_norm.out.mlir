module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<6xf32>, %arg2: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32> {jax.result_info = "result[0]"}, tensor<2x6x16xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]['scale']"}) {
    %15 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %17 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x6x16xf32>, tensor<6xf32>) -> tensor<2x6x16xf32>
    %30 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %31 = stablehlo.multiply %17, %30 : tensor<2x6x16xf32>
    %32 = stablehlo.multiply %17, %arg2 : tensor<2x6x16xf32>
    %33 = stablehlo.multiply %arg2, %30 : tensor<2x6x16xf32>
    %47 = stablehlo.composite "recompose.rms_norm_grad" %arg0, %32 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %49 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %33 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<6xf32>
    %50 = stablehlo.reshape %49 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %51 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %52 = stablehlo.multiply %33, %51 : tensor<2x6x16xf32>
    %53 = stablehlo.reshape %50 : (tensor<1x6x1xf32>) -> tensor<6xf32>
    %70 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %52, %47 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, eps = 9.99999975e-06 : f32, acc = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    return %31, %70, %53 : tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<6xf32>
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
  func.func private @_var_0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x1x16xf32>) -> tensor<2x6x16xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
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
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x1x16xf32>) -> tensor<2x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x1x16xf32>
    return %1 : tensor<2x1x16xf32>
  }
  func.func private @recompose.rms_norm_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %18 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x1x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x1x16xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x1x16xf32>
    %26 = stablehlo.divide %25, %24 : tensor<2x1x16xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2x1x16xf32>
    %34 = stablehlo.multiply %arg0, %arg1 : tensor<2x6x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %37 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %38 = stablehlo.multiply %arg1, %37 : tensor<2x6x16xf32>
    %39 = stablehlo.multiply %36, %28 : tensor<2x1x16xf32>
    %cst_8 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x1x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %44 = stablehlo.multiply %arg0, %43 : tensor<2x6x16xf32>
    %45 = stablehlo.add %38, %44 : tensor<2x6x16xf32>
    %46 = stablehlo.multiply %43, %arg0 : tensor<2x6x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<2x6x16xf32>
    return %47 : tensor<2x6x16xf32>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>, %arg2: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
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
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<2x1x16xf32>
    %54 = stablehlo.multiply %5, %arg1 : tensor<2x6x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %57 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %58 = stablehlo.multiply %arg1, %57 : tensor<2x6x16xf32>
    %59 = stablehlo.multiply %56, %12 : tensor<2x1x16xf32>
    %60 = call @_var_0(%6#1, %6#2, %6#3, %59) : (tensor<2x6x16xf32>, tensor<f32>, tensor<i1>, tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %61 = stablehlo.add %arg2, %60 : tensor<2x6x16xf32>
    %62 = stablehlo.negate %58 : tensor<2x6x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %65 = stablehlo.add %61, %58 : tensor<2x6x16xf32>
    %cst_13 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %67 = stablehlo.divide %64, %66 : tensor<2x1x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %70 = stablehlo.add %65, %69 : tensor<2x6x16xf32>
    return %70 : tensor<2x6x16xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %18 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x1x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x1x16xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %30 = stablehlo.multiply %arg0, %29 : tensor<2x6x16xf32>
    return %30 : tensor<2x6x16xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<6xf32> {
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
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x6x16xf32>
    %48 = stablehlo.multiply %14, %arg1 : tensor<2x6x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<6xf32>
    return %49 : tensor<6xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<6xf32>) -> tensor<2x6x16xf32> {
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
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x6x16xf32>
    %15 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x6x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x6x1xf32>) -> tensor<2x6x16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x6x16xf32>
    return %17 : tensor<2x6x16xf32>
  }
}
