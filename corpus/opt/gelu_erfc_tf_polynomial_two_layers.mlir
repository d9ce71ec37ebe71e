module @jit_gelu_erfc_tf_polynomial_two_layers {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<4x64xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x64xf32>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x64xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %7 = stablehlo.abs %4 : tensor<4x64xf32>
    %8 = stablehlo.compare  GT, %7, %6,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %11 = stablehlo.compare  LT, %4, %10,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %12 = stablehlo.multiply %4, %4 : tensor<4x64xf32>
    %13 = stablehlo.negate %12 : tensor<4x64xf32>
    %14 = stablehlo.exponential %13 : tensor<4x64xf32>
    %15 = stablehlo.divide %6, %12 : tensor<4x64xf32>
    %16 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<4x64xf32>
    %19 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %21 = stablehlo.add %18, %20 : tensor<4x64xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<4x64xf32>
    %23 = stablehlo.add %22, %6 : tensor<4x64xf32>
    %24 = stablehlo.multiply %23, %15 : tensor<4x64xf32>
    %25 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x64xf32>
    %28 = stablehlo.multiply %27, %15 : tensor<4x64xf32>
    %29 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x64xf32>
    %32 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %34 = stablehlo.minimum %7, %33 : tensor<4x64xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<4x64xf32>
    %36 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %38 = stablehlo.multiply %15, %37 : tensor<4x64xf32>
    %39 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<4x64xf32>
    %42 = stablehlo.multiply %41, %15 : tensor<4x64xf32>
    %43 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %45 = stablehlo.add %42, %44 : tensor<4x64xf32>
    %46 = stablehlo.multiply %45, %15 : tensor<4x64xf32>
    %47 = stablehlo.constant dense<5.39719760e-02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x64xf32>
    %50 = stablehlo.divide %49, %35 : tensor<4x64xf32>
    %51 = stablehlo.multiply %14, %50 : tensor<4x64xf32>
    %52 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %54 = stablehlo.subtract %53, %51 : tensor<4x64xf32>
    %55 = stablehlo.select %11, %54, %51 : tensor<4x64xi1>, tensor<4x64xf32>
    %56 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %58 = stablehlo.multiply %12, %57 : tensor<4x64xf32>
    %59 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<4x64xf32>
    %62 = stablehlo.multiply %61, %12 : tensor<4x64xf32>
    %63 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<4x64xf32>
    %66 = stablehlo.multiply %65, %12 : tensor<4x64xf32>
    %67 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x64xf32>
    %70 = stablehlo.multiply %69, %12 : tensor<4x64xf32>
    %71 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<4x64xf32>
    %74 = stablehlo.multiply %73, %12 : tensor<4x64xf32>
    %75 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %77 = stablehlo.add %74, %76 : tensor<4x64xf32>
    %78 = stablehlo.multiply %4, %77 : tensor<4x64xf32>
    %79 = stablehlo.add %78, %6 : tensor<4x64xf32>
    %80 = stablehlo.select %8, %55, %79 : tensor<4x64xi1>, tensor<4x64xf32>
    %81 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %83 = stablehlo.multiply %arg0, %82 : tensor<4x64xf32>
    %84 = stablehlo.multiply %83, %80 : tensor<4x64xf32>
    %85 = stablehlo.dot_general %84, %arg1, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
    %86 = stablehlo.negate %85 : tensor<4x64xf32>
    %87 = stablehlo.multiply %86, %3 : tensor<4x64xf32>
    %88 = stablehlo.abs %87 : tensor<4x64xf32>
    %89 = stablehlo.compare  GT, %88, %6,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %90 = stablehlo.compare  LT, %87, %10,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %91 = stablehlo.multiply %87, %87 : tensor<4x64xf32>
    %92 = stablehlo.negate %91 : tensor<4x64xf32>
    %93 = stablehlo.exponential %92 : tensor<4x64xf32>
    %94 = stablehlo.divide %6, %91 : tensor<4x64xf32>
    %95 = stablehlo.multiply %94, %17 : tensor<4x64xf32>
    %96 = stablehlo.add %95, %20 : tensor<4x64xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<4x64xf32>
    %98 = stablehlo.add %97, %6 : tensor<4x64xf32>
    %99 = stablehlo.multiply %98, %94 : tensor<4x64xf32>
    %100 = stablehlo.add %99, %26 : tensor<4x64xf32>
    %101 = stablehlo.multiply %100, %94 : tensor<4x64xf32>
    %102 = stablehlo.add %101, %30 : tensor<4x64xf32>
    %103 = stablehlo.minimum %88, %33 : tensor<4x64xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<4x64xf32>
    %105 = stablehlo.multiply %94, %37 : tensor<4x64xf32>
    %106 = stablehlo.add %105, %40 : tensor<4x64xf32>
    %107 = stablehlo.multiply %106, %94 : tensor<4x64xf32>
    %108 = stablehlo.add %107, %44 : tensor<4x64xf32>
    %109 = stablehlo.multiply %108, %94 : tensor<4x64xf32>
    %110 = stablehlo.add %109, %48 : tensor<4x64xf32>
    %111 = stablehlo.divide %110, %104 : tensor<4x64xf32>
    %112 = stablehlo.multiply %93, %111 : tensor<4x64xf32>
    %113 = stablehlo.subtract %53, %112 : tensor<4x64xf32>
    %114 = stablehlo.select %90, %113, %112 : tensor<4x64xi1>, tensor<4x64xf32>
    %115 = stablehlo.multiply %91, %57 : tensor<4x64xf32>
    %116 = stablehlo.add %115, %60 : tensor<4x64xf32>
    %117 = stablehlo.multiply %116, %91 : tensor<4x64xf32>
    %118 = stablehlo.add %117, %64 : tensor<4x64xf32>
    %119 = stablehlo.multiply %118, %91 : tensor<4x64xf32>
    %120 = stablehlo.add %119, %68 : tensor<4x64xf32>
    %121 = stablehlo.multiply %120, %91 : tensor<4x64xf32>
    %122 = stablehlo.add %121, %72 : tensor<4x64xf32>
    %123 = stablehlo.multiply %122, %91 : tensor<4x64xf32>
    %124 = stablehlo.add %123, %76 : tensor<4x64xf32>
    %125 = stablehlo.multiply %87, %124 : tensor<4x64xf32>
    %126 = stablehlo.add %125, %6 : tensor<4x64xf32>
    %127 = stablehlo.select %89, %114, %126 : tensor<4x64xi1>, tensor<4x64xf32>
    %128 = stablehlo.multiply %85, %82 : tensor<4x64xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<4x64xf32>
    return %129 : tensor<4x64xf32>
  }
}
