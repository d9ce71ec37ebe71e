module @jit_gelu_erfc_tf_polynomial_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.abs %5 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.compare  GT, %8, %10,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %12 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.compare  LT, %5, %13,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %15 = stablehlo.multiply %5, %5 : tensor<4x256xf32>
    %16 = stablehlo.negate %15 : tensor<4x256xf32>
    %17 = stablehlo.exponential %16 : tensor<4x256xf32>
    %18 = stablehlo.divide %7, %15 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.multiply %24, %18 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.add %25, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %28, %18 : tensor<4x256xf32>
    %30 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %32 = stablehlo.add %29, %31 : tensor<4x256xf32>
    %33 = stablehlo.multiply %32, %18 : tensor<4x256xf32>
    %34 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %36 = stablehlo.add %33, %35 : tensor<4x256xf32>
    %37 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %39 = stablehlo.minimum %8, %38 : tensor<4x256xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<4x256xf32>
    %41 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %43 = stablehlo.multiply %18, %42 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.add %43, %45 : tensor<4x256xf32>
    %47 = stablehlo.multiply %46, %18 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.add %47, %49 : tensor<4x256xf32>
    %51 = stablehlo.multiply %50, %18 : tensor<4x256xf32>
    %52 = stablehlo.constant dense<5.39719760e-02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %54 = stablehlo.add %51, %53 : tensor<4x256xf32>
    %55 = stablehlo.divide %54, %40 : tensor<4x256xf32>
    %56 = stablehlo.multiply %17, %55 : tensor<4x256xf32>
    %57 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %59 = stablehlo.subtract %58, %56 : tensor<4x256xf32>
    %60 = stablehlo.select %14, %59, %56 : tensor<4x256xi1>, tensor<4x256xf32>
    %61 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %63 = stablehlo.multiply %15, %62 : tensor<4x256xf32>
    %64 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %66 = stablehlo.add %63, %65 : tensor<4x256xf32>
    %67 = stablehlo.multiply %66, %15 : tensor<4x256xf32>
    %68 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %70 = stablehlo.add %67, %69 : tensor<4x256xf32>
    %71 = stablehlo.multiply %70, %15 : tensor<4x256xf32>
    %72 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %74 = stablehlo.add %71, %73 : tensor<4x256xf32>
    %75 = stablehlo.multiply %74, %15 : tensor<4x256xf32>
    %76 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %78 = stablehlo.add %75, %77 : tensor<4x256xf32>
    %79 = stablehlo.multiply %78, %15 : tensor<4x256xf32>
    %80 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %82 = stablehlo.add %79, %81 : tensor<4x256xf32>
    %83 = stablehlo.multiply %5, %82 : tensor<4x256xf32>
    %84 = stablehlo.add %83, %7 : tensor<4x256xf32>
    %85 = stablehlo.select %11, %60, %84 : tensor<4x256xi1>, tensor<4x256xf32>
    %86 = stablehlo.convert %85 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %87 = stablehlo.constant dense<5.00000000e-01> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %89 = stablehlo.multiply %arg0, %88 : tensor<4x256xbf16>
    %90 = stablehlo.multiply %89, %86 : tensor<4x256xbf16>
    return %90 : tensor<4x256xbf16>
  }
}
