module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}) {
    %33 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %34:1 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %35 = stablehlo.multiply %33, %34#0 : tensor<4x16xf32>
    %36 = stablehlo.multiply %33, %arg1 : tensor<4x16xf32>
    %37 = stablehlo.multiply %arg1, %34#0 : tensor<4x16xf32>
    %38 = stablehlo.composite "recompose.softplus_grad" %arg0, %36 {composite_attributes = {}, decomposition = @recompose.softplus_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %71 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %37 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %v0 = stablehlo.add %71, %38 : tensor<4x16xf32>
    return %35, %v0 : tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @softplus(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
    %12 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.1} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4x16xi1>, tensor<4x16xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4x16xf32>
    %22 = stablehlo.exponential %21 : tensor<4x16xf32>
    return %12, %22 : tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @softplus_0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x16xf32>
    %6 = stablehlo.abs %5 : tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.compare GE, %5, %7, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %10 = stablehlo.compare LT, %6, %9, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %11 = chlo.erf %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %12 = chlo.square %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %13 = stablehlo.negate %12 : tensor<4x16xf32>
    %14 = stablehlo.exponential %13 : tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %16 = stablehlo.add %15, %11 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.compare GT, %5, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %19 = chlo.erfc %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %20 = chlo.square %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %21 = stablehlo.negate %20 : tensor<4x16xf32>
    %22 = stablehlo.exponential %21 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.subtract %23, %19 : tensor<4x16xf32>
    %25 = chlo.erfc %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %26 = chlo.square %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %27 = stablehlo.negate %26 : tensor<4x16xf32>
    %28 = stablehlo.exponential %27 : tensor<4x16xf32>
    %29 = stablehlo.select %18, %24, %25 : tensor<4x16xi1>, tensor<4x16xf32>
    %30 = stablehlo.select %10, %16, %29 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<4x16xf32>
    %39 = stablehlo.multiply %arg0, %arg1 : tensor<4x16xf32>
    %40 = stablehlo.multiply %arg1, %32 : tensor<4x16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %43 = stablehlo.multiply %42, %39 : tensor<4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %45 = stablehlo.select %10, %44, %43 : tensor<4x16xi1>, tensor<4x16xf32>
    %46 = stablehlo.select %10, %43, %44 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %48 = stablehlo.select %18, %47, %45 : tensor<4x16xi1>, tensor<4x16xf32>
    %49 = stablehlo.select %18, %45, %47 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_11 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<4x16xf32>
    %52 = stablehlo.multiply %51, %28 : tensor<4x16xf32>
    %53 = stablehlo.negate %49 : tensor<4x16xf32>
    %cst_12 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<4x16xf32>
    %56 = stablehlo.multiply %55, %22 : tensor<4x16xf32>
    %57 = stablehlo.add %52, %56 : tensor<4x16xf32>
    %cst_13 = stablehlo.constant dense<1.12837923> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %59 = stablehlo.multiply %58, %46 : tensor<4x16xf32>
    %60 = stablehlo.multiply %59, %14 : tensor<4x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %62 = stablehlo.select %8, %61, %57 : tensor<4x16xi1>, tensor<4x16xf32>
    %63 = stablehlo.select %8, %57, %61 : tensor<4x16xi1>, tensor<4x16xf32>
    %64 = stablehlo.add %60, %63 : tensor<4x16xf32>
    %65 = stablehlo.negate %62 : tensor<4x16xf32>
    %66 = stablehlo.add %64, %65 : tensor<4x16xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<4x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %70 = stablehlo.divide %68, %69 : tensor<4x16xf32>
    %71 = stablehlo.add %40, %70 : tensor<4x16xf32>
    return %71 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %34:2 = call @softplus(%arg0) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
    %38 = call @softplus_0(%34#1, %arg1) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    return %38 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %34:2 = call @softplus(%arg0) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
    return %34#0 : tensor<4x16xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x16xf32>
    %6 = stablehlo.abs %5 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %10 = stablehlo.compare LT, %6, %9, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %11 = chlo.erf %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %16 = stablehlo.add %15, %11 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.compare GT, %5, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %19 = chlo.erfc %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.subtract %23, %19 : tensor<4x16xf32>
    %25 = chlo.erfc %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %29 = stablehlo.select %18, %24, %25 : tensor<4x16xi1>, tensor<4x16xf32>
    %30 = stablehlo.select %10, %16, %29 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<4x16xf32>
    %33 = stablehlo.multiply %arg0, %32 : tensor<4x16xf32>
    return %33 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.1(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x16xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x16xf32>
    %7 = stablehlo.abs %3 : tensor<4x16xf32>
    %8 = stablehlo.negate %7 : tensor<4x16xf32>
    %9 = stablehlo.exponential %8 : tensor<4x16xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x16xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x16xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x16xi1>, tensor<4x16xf32>
    return %12 : tensor<4x16xf32>
  }
}
