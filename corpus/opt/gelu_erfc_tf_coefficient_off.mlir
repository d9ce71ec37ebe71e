module @jit_gelu_erfc_tf_coefficient_off {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.abs %4 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.compare  GT, %7, %9,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.compare  LT, %4, %12,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %14 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.exponential %15 : tensor<4x256xf32>
    %17 = stablehlo.divide %6, %14 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %17 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %27, %17 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %17 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.add %32, %34 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.minimum %7, %37 : tensor<4x256xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.multiply %17, %41 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.add %42, %44 : tensor<4x256xf32>
    %46 = stablehlo.multiply %45, %17 : tensor<4x256xf32>
    %47 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x256xf32>
    %50 = stablehlo.multiply %49, %17 : tensor<4x256xf32>
    %51 = stablehlo.constant dense<5.49700000e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.add %50, %52 : tensor<4x256xf32>
    %54 = stablehlo.divide %53, %39 : tensor<4x256xf32>
    %55 = stablehlo.multiply %16, %54 : tensor<4x256xf32>
    %56 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %58 = stablehlo.subtract %57, %55 : tensor<4x256xf32>
    %59 = stablehlo.select %13, %58, %55 : tensor<4x256xi1>, tensor<4x256xf32>
    %60 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %62 = stablehlo.multiply %14, %61 : tensor<4x256xf32>
    %63 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %65 = stablehlo.add %62, %64 : tensor<4x256xf32>
    %66 = stablehlo.multiply %65, %14 : tensor<4x256xf32>
    %67 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x256xf32>
    %70 = stablehlo.multiply %69, %14 : tensor<4x256xf32>
    %71 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<4x256xf32>
    %74 = stablehlo.multiply %73, %14 : tensor<4x256xf32>
    %75 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.add %74, %76 : tensor<4x256xf32>
    %78 = stablehlo.multiply %77, %14 : tensor<4x256xf32>
    %79 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %81 = stablehlo.add %78, %80 : tensor<4x256xf32>
    %82 = stablehlo.multiply %4, %81 : tensor<4x256xf32>
    %83 = stablehlo.add %82, %6 : tensor<4x256xf32>
    %84 = stablehlo.select %10, %59, %83 : tensor<4x256xi1>, tensor<4x256xf32>
    %85 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %87 = stablehlo.multiply %arg0, %86 : tensor<4x256xf32>
    %88 = stablehlo.multiply %87, %84 : tensor<4x256xf32>
    return %88 : tensor<4x256xf32>
  }
}
