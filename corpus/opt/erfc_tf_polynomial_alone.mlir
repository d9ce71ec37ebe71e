module @jit_erfc_tf_polynomial_alone {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.compare  GT, %3, %5,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.compare  LT, %arg0, %8,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %11 = stablehlo.negate %10 : tensor<4x256xf32>
    %12 = stablehlo.exponential %11 : tensor<4x256xf32>
    %13 = stablehlo.divide %2, %10 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.add %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %13 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %13 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %27, %13 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.minimum %3, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.multiply %13, %37 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.add %38, %40 : tensor<4x256xf32>
    %42 = stablehlo.multiply %41, %13 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.add %42, %44 : tensor<4x256xf32>
    %46 = stablehlo.multiply %45, %13 : tensor<4x256xf32>
    %47 = stablehlo.constant dense<5.39719760e-02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x256xf32>
    %50 = stablehlo.divide %49, %35 : tensor<4x256xf32>
    %51 = stablehlo.multiply %12, %50 : tensor<4x256xf32>
    %52 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %54 = stablehlo.subtract %53, %51 : tensor<4x256xf32>
    %55 = stablehlo.select %9, %54, %51 : tensor<4x256xi1>, tensor<4x256xf32>
    %56 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %58 = stablehlo.multiply %10, %57 : tensor<4x256xf32>
    %59 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.add %58, %60 : tensor<4x256xf32>
    %62 = stablehlo.multiply %61, %10 : tensor<4x256xf32>
    %63 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %65 = stablehlo.add %62, %64 : tensor<4x256xf32>
    %66 = stablehlo.multiply %65, %10 : tensor<4x256xf32>
    %67 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x256xf32>
    %70 = stablehlo.multiply %69, %10 : tensor<4x256xf32>
    %71 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<4x256xf32>
    %74 = stablehlo.multiply %73, %10 : tensor<4x256xf32>
    %75 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.add %74, %76 : tensor<4x256xf32>
    %78 = stablehlo.multiply %arg0, %77 : tensor<4x256xf32>
    %79 = stablehlo.add %78, %2 : tensor<4x256xf32>
    %80 = stablehlo.select %6, %55, %79 : tensor<4x256xi1>, tensor<4x256xf32>
    return %80 : tensor<4x256xf32>
  }
}
