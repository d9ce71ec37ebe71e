module @jit_value_erf_as_7_1_26 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %41 = stablehlo.composite "recompose.erf" %arg0 {composite_attributes = {}, decomposition = @recompose.erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %41 : tensor<4x256xf32>
  }
  func.func private @recompose.erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<3.27591100e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %1 : tensor<4x256xf32>
    %9 = stablehlo.add %5, %8 : tensor<4x256xf32>
    %10 = stablehlo.divide %3, %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.06140543e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<-1.45315203e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.add %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %10 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<1.42141374e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.add %17, %19 : tensor<4x256xf32>
    %21 = stablehlo.multiply %20, %10 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<-2.84496736e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.multiply %24, %10 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<2.54829592e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.add %25, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %28, %10 : tensor<4x256xf32>
    %30 = stablehlo.multiply %1, %1 : tensor<4x256xf32>
    %31 = stablehlo.negate %30 : tensor<4x256xf32>
    %32 = stablehlo.exponential %31 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.multiply %29, %32 : tensor<4x256xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<4x256xf32>
    %37 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %39 = stablehlo.compare  LT, %arg0, %38,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %40 = stablehlo.negate %36 : tensor<4x256xf32>
    %41 = stablehlo.select %39, %40, %36 : tensor<4x256xi1>, tensor<4x256xf32>
    return %41 : tensor<4x256xf32>
  }
}
