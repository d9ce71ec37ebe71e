module @jit_erf_xla_polynomial {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %52 = stablehlo.composite "recompose.erf" %arg0 {composite_attributes = {}, decomposition = @recompose.erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %52 : tensor<4x256xf32>
  }
  func.func private @recompose.erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<-3.74392116e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<3.74392116e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.clamp %2, %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<2.29050659e-04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<3.40829101e-03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.add %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %6 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<5.09556951e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.add %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %6 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<1.85208322e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.add %17, %19 : tensor<4x256xf32>
    %21 = stablehlo.multiply %20, %6 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<1.12837914e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<-1.17916030e-07> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %6 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<2.35479665e-05> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %30, %6 : tensor<4x256xf32>
    %32 = stablehlo.constant dense<1.01796253e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %34, %6 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<1.40704702e-02> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<4x256xf32>
    %39 = stablehlo.multiply %38, %6 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<1.10985052e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.add %39, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %42, %6 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<4.97469251e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.add %43, %45 : tensor<4x256xf32>
    %47 = stablehlo.multiply %46, %6 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.add %47, %49 : tensor<4x256xf32>
    %51 = stablehlo.multiply %5, %24 : tensor<4x256xf32>
    %52 = stablehlo.divide %51, %50 : tensor<4x256xf32>
    return %52 : tensor<4x256xf32>
  }
}
