module @jit_gelu_erfc_xla_polynomial_half_shared {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %130 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %130, %3 : tensor<4x256xf32>, tensor<4x256xf32>
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
    %11 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.add %14, %16 : tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.add %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %21, %11 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %25 = stablehlo.add %22, %24 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %11 : tensor<4x256xf32>
    %27 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %29 = stablehlo.add %26, %28 : tensor<4x256xf32>
    %30 = stablehlo.multiply %29, %11 : tensor<4x256xf32>
    %31 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %33 = stablehlo.add %30, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %33, %11 : tensor<4x256xf32>
    %35 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x256xf32>
    %38 = stablehlo.multiply %7, %37 : tensor<4x256xf32>
    %39 = stablehlo.subtract %9, %38 : tensor<4x256xf32>
    %40 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %41 = stablehlo.negate %40 : tensor<4x256xf32>
    %42 = stablehlo.divide %9, %11 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.compare  LT, %10, %44,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %46 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<4x256xf32>
    %49 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %51 = stablehlo.add %48, %50 : tensor<4x256xf32>
    %52 = stablehlo.multiply %51, %42 : tensor<4x256xf32>
    %53 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %55 = stablehlo.add %52, %54 : tensor<4x256xf32>
    %56 = stablehlo.multiply %55, %42 : tensor<4x256xf32>
    %57 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %59 = stablehlo.add %56, %58 : tensor<4x256xf32>
    %60 = stablehlo.multiply %59, %42 : tensor<4x256xf32>
    %61 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %63 = stablehlo.add %60, %62 : tensor<4x256xf32>
    %64 = stablehlo.multiply %63, %42 : tensor<4x256xf32>
    %65 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %67 = stablehlo.add %64, %66 : tensor<4x256xf32>
    %68 = stablehlo.multiply %67, %42 : tensor<4x256xf32>
    %69 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %71 = stablehlo.add %68, %70 : tensor<4x256xf32>
    %72 = stablehlo.multiply %71, %42 : tensor<4x256xf32>
    %73 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %75 = stablehlo.add %72, %74 : tensor<4x256xf32>
    %76 = stablehlo.multiply %75, %42 : tensor<4x256xf32>
    %77 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %79 = stablehlo.add %76, %78 : tensor<4x256xf32>
    %80 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %82 = stablehlo.multiply %42, %81 : tensor<4x256xf32>
    %83 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %85 = stablehlo.add %82, %84 : tensor<4x256xf32>
    %86 = stablehlo.multiply %85, %42 : tensor<4x256xf32>
    %87 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %89 = stablehlo.add %86, %88 : tensor<4x256xf32>
    %90 = stablehlo.multiply %89, %42 : tensor<4x256xf32>
    %91 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %93 = stablehlo.add %90, %92 : tensor<4x256xf32>
    %94 = stablehlo.multiply %93, %42 : tensor<4x256xf32>
    %95 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %97 = stablehlo.add %94, %96 : tensor<4x256xf32>
    %98 = stablehlo.multiply %97, %42 : tensor<4x256xf32>
    %99 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %101 = stablehlo.add %98, %100 : tensor<4x256xf32>
    %102 = stablehlo.multiply %101, %42 : tensor<4x256xf32>
    %103 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %105 = stablehlo.add %102, %104 : tensor<4x256xf32>
    %106 = stablehlo.multiply %105, %42 : tensor<4x256xf32>
    %107 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %109 = stablehlo.add %106, %108 : tensor<4x256xf32>
    %110 = stablehlo.select %45, %79, %109 : tensor<4x256xi1>, tensor<4x256xf32>
    %111 = stablehlo.exponential %41 : tensor<4x256xf32>
    %112 = stablehlo.divide %9, %10 : tensor<4x256xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<4x256xf32>
    %114 = stablehlo.multiply %113, %110 : tensor<4x256xf32>
    %115 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %117 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %119 = stablehlo.compare  LT, %41, %118,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %120 = stablehlo.select %119, %116, %114 : tensor<4x256xi1>, tensor<4x256xf32>
    %121 = stablehlo.compare  LT, %7, %116,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %122 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %124 = stablehlo.subtract %123, %120 : tensor<4x256xf32>
    %125 = stablehlo.select %121, %124, %120 : tensor<4x256xi1>, tensor<4x256xf32>
    %126 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %128 = stablehlo.compare  LT, %10, %127,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %129 = stablehlo.select %128, %39, %125 : tensor<4x256xi1>, tensor<4x256xf32>
    %130 = stablehlo.multiply %3, %129 : tensor<4x256xf32>
    return %130 : tensor<4x256xf32>
  }
}
