module @jit_value_gelu_erf_as_7_1_26 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %51 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %51 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.abs %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.constant dense<3.27591100e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<4x256xf32>
    %12 = stablehlo.add %8, %11 : tensor<4x256xf32>
    %13 = stablehlo.divide %6, %12 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<1.06140543e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<-1.45315203e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.add %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %13 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<1.42141374e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %13 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<-2.84496736e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %27, %13 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<2.54829592e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %13 : tensor<4x256xf32>
    %33 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %34 = stablehlo.negate %33 : tensor<4x256xf32>
    %35 = stablehlo.exponential %34 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.multiply %32, %35 : tensor<4x256xf32>
    %39 = stablehlo.subtract %37, %38 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.compare  LT, %3, %41,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %43 = stablehlo.negate %39 : tensor<4x256xf32>
    %44 = stablehlo.select %42, %43, %39 : tensor<4x256xi1>, tensor<4x256xf32>
    %45 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %47 = stablehlo.multiply %arg0, %46 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.add %44, %49 : tensor<4x256xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<4x256xf32>
    return %51 : tensor<4x256xf32>
  }
}
