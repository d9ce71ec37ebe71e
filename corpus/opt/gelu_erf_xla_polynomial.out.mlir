module @jit_gelu_erf_xla_polynomial {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %62 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %62 : tensor<4x256xf32>
  }
  func.func private @recompose.erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %4 = stablehlo.constant dense<-3.74392116e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<3.74392116e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.clamp %5, %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<2.29050659e-04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<3.40829101e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %9 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<5.09556951e-02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.add %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %9 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<1.85208322e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %9 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<1.12837914e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<-1.17916030e-07> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.multiply %29, %9 : tensor<4x256xf32>
    %31 = stablehlo.constant dense<2.35479665e-05> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %33 = stablehlo.add %30, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %33, %9 : tensor<4x256xf32>
    %35 = stablehlo.constant dense<1.01796253e-03> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x256xf32>
    %38 = stablehlo.multiply %37, %9 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<1.40704702e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.add %38, %40 : tensor<4x256xf32>
    %42 = stablehlo.multiply %41, %9 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<1.10985052e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.add %42, %44 : tensor<4x256xf32>
    %46 = stablehlo.multiply %45, %9 : tensor<4x256xf32>
    %47 = stablehlo.constant dense<4.97469251e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x256xf32>
    %50 = stablehlo.multiply %49, %9 : tensor<4x256xf32>
    %51 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.add %50, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %8, %27 : tensor<4x256xf32>
    %55 = stablehlo.divide %54, %53 : tensor<4x256xf32>
    return %55 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.07106780e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %55 = stablehlo.composite "recompose.erf" %3 {composite_attributes = {}, decomposition = @recompose.erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %56 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %58 = stablehlo.multiply %arg0, %57 : tensor<4x256xf32>
    %59 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.add %55, %60 : tensor<4x256xf32>
    %62 = stablehlo.multiply %58, %61 : tensor<4x256xf32>
    return %62 : tensor<4x256xf32>
  }
}
