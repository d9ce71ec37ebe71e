module @jit_gelu_erfc_tf_polynomial_half_shared {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %88 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %88, %3 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.abs %7 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.compare  GT, %10, %12,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %14 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.compare  LT, %7, %15,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %17 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %18 = stablehlo.negate %17 : tensor<4x256xf32>
    %19 = stablehlo.exponential %18 : tensor<4x256xf32>
    %20 = stablehlo.divide %9, %17 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %20 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %30, %20 : tensor<4x256xf32>
    %32 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %34, %20 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.minimum %10, %40 : tensor<4x256xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.multiply %20, %44 : tensor<4x256xf32>
    %46 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %48 = stablehlo.add %45, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %48, %20 : tensor<4x256xf32>
    %50 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x256xf32>
    %53 = stablehlo.multiply %52, %20 : tensor<4x256xf32>
    %54 = stablehlo.constant dense<5.39719760e-02> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x256xf32>
    %57 = stablehlo.divide %56, %42 : tensor<4x256xf32>
    %58 = stablehlo.multiply %19, %57 : tensor<4x256xf32>
    %59 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.subtract %60, %58 : tensor<4x256xf32>
    %62 = stablehlo.select %16, %61, %58 : tensor<4x256xi1>, tensor<4x256xf32>
    %63 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %65 = stablehlo.multiply %17, %64 : tensor<4x256xf32>
    %66 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x256xf32>
    %69 = stablehlo.multiply %68, %17 : tensor<4x256xf32>
    %70 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x256xf32>
    %73 = stablehlo.multiply %72, %17 : tensor<4x256xf32>
    %74 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x256xf32>
    %77 = stablehlo.multiply %76, %17 : tensor<4x256xf32>
    %78 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %80 = stablehlo.add %77, %79 : tensor<4x256xf32>
    %81 = stablehlo.multiply %80, %17 : tensor<4x256xf32>
    %82 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<4x256xf32>
    %85 = stablehlo.multiply %7, %84 : tensor<4x256xf32>
    %86 = stablehlo.add %85, %9 : tensor<4x256xf32>
    %87 = stablehlo.select %13, %62, %86 : tensor<4x256xi1>, tensor<4x256xf32>
    %88 = stablehlo.multiply %3, %87 : tensor<4x256xf32>
    return %88 : tensor<4x256xf32>
  }
}
