module @jit_gelu_erfc_xla_polynomial_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %132 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %132 : tensor<4x256xbf16>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.negate %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.abs %5 : tensor<4x256xf32>
    %9 = stablehlo.multiply %5, %5 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %9 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.add %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %9 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %9 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %27, %9 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %9 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.add %32, %34 : tensor<4x256xf32>
    %36 = stablehlo.multiply %5, %35 : tensor<4x256xf32>
    %37 = stablehlo.subtract %7, %36 : tensor<4x256xf32>
    %38 = stablehlo.multiply %5, %5 : tensor<4x256xf32>
    %39 = stablehlo.negate %38 : tensor<4x256xf32>
    %40 = stablehlo.divide %7, %9 : tensor<4x256xf32>
    %41 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %43 = stablehlo.compare  LT, %8, %42,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %44 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<4x256xf32>
    %47 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x256xf32>
    %50 = stablehlo.multiply %49, %40 : tensor<4x256xf32>
    %51 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.add %50, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %53, %40 : tensor<4x256xf32>
    %55 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x256xf32>
    %58 = stablehlo.multiply %57, %40 : tensor<4x256xf32>
    %59 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.add %58, %60 : tensor<4x256xf32>
    %62 = stablehlo.multiply %61, %40 : tensor<4x256xf32>
    %63 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %65 = stablehlo.add %62, %64 : tensor<4x256xf32>
    %66 = stablehlo.multiply %65, %40 : tensor<4x256xf32>
    %67 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x256xf32>
    %70 = stablehlo.multiply %69, %40 : tensor<4x256xf32>
    %71 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<4x256xf32>
    %74 = stablehlo.multiply %73, %40 : tensor<4x256xf32>
    %75 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.add %74, %76 : tensor<4x256xf32>
    %78 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %80 = stablehlo.multiply %40, %79 : tensor<4x256xf32>
    %81 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %83 = stablehlo.add %80, %82 : tensor<4x256xf32>
    %84 = stablehlo.multiply %83, %40 : tensor<4x256xf32>
    %85 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %87 = stablehlo.add %84, %86 : tensor<4x256xf32>
    %88 = stablehlo.multiply %87, %40 : tensor<4x256xf32>
    %89 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %91 = stablehlo.add %88, %90 : tensor<4x256xf32>
    %92 = stablehlo.multiply %91, %40 : tensor<4x256xf32>
    %93 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %95 = stablehlo.add %92, %94 : tensor<4x256xf32>
    %96 = stablehlo.multiply %95, %40 : tensor<4x256xf32>
    %97 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %99 = stablehlo.add %96, %98 : tensor<4x256xf32>
    %100 = stablehlo.multiply %99, %40 : tensor<4x256xf32>
    %101 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %103 = stablehlo.add %100, %102 : tensor<4x256xf32>
    %104 = stablehlo.multiply %103, %40 : tensor<4x256xf32>
    %105 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %107 = stablehlo.add %104, %106 : tensor<4x256xf32>
    %108 = stablehlo.select %43, %77, %107 : tensor<4x256xi1>, tensor<4x256xf32>
    %109 = stablehlo.exponential %39 : tensor<4x256xf32>
    %110 = stablehlo.divide %7, %8 : tensor<4x256xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<4x256xf32>
    %112 = stablehlo.multiply %111, %108 : tensor<4x256xf32>
    %113 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %115 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %117 = stablehlo.compare  LT, %39, %116,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %118 = stablehlo.select %117, %114, %112 : tensor<4x256xi1>, tensor<4x256xf32>
    %119 = stablehlo.compare  LT, %5, %114,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %120 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %122 = stablehlo.subtract %121, %118 : tensor<4x256xf32>
    %123 = stablehlo.select %119, %122, %118 : tensor<4x256xi1>, tensor<4x256xf32>
    %124 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %126 = stablehlo.compare  LT, %8, %125,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %127 = stablehlo.select %126, %37, %123 : tensor<4x256xi1>, tensor<4x256xf32>
    %128 = stablehlo.convert %127 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %129 = stablehlo.constant dense<5.00000000e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %131 = stablehlo.multiply %arg0, %130 : tensor<4x256xbf16>
    %132 = stablehlo.multiply %131, %128 : tensor<4x256xbf16>
    return %132 : tensor<4x256xbf16>
  }
}
