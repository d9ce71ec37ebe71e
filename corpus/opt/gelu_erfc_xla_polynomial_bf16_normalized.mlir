module @jit_gelu_erfc_xla_polynomial_bf16_normalized {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %2 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x256xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %7 = stablehlo.negate %1 : tensor<4x256xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %10 = stablehlo.constant dense<7.07031250e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.abs %12 : tensor<4x256xf32>
    %16 = stablehlo.multiply %12, %12 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %16 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %16 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %30, %16 : tensor<4x256xf32>
    %32 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %34, %16 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<4x256xf32>
    %39 = stablehlo.multiply %38, %16 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.add %39, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %12, %42 : tensor<4x256xf32>
    %44 = stablehlo.subtract %14, %43 : tensor<4x256xf32>
    %45 = stablehlo.multiply %12, %12 : tensor<4x256xf32>
    %46 = stablehlo.negate %45 : tensor<4x256xf32>
    %47 = stablehlo.divide %14, %16 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.compare  LT, %15, %49,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %51 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<4x256xf32>
    %54 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x256xf32>
    %57 = stablehlo.multiply %56, %47 : tensor<4x256xf32>
    %58 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %60 = stablehlo.add %57, %59 : tensor<4x256xf32>
    %61 = stablehlo.multiply %60, %47 : tensor<4x256xf32>
    %62 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %64 = stablehlo.add %61, %63 : tensor<4x256xf32>
    %65 = stablehlo.multiply %64, %47 : tensor<4x256xf32>
    %66 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x256xf32>
    %69 = stablehlo.multiply %68, %47 : tensor<4x256xf32>
    %70 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x256xf32>
    %73 = stablehlo.multiply %72, %47 : tensor<4x256xf32>
    %74 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x256xf32>
    %77 = stablehlo.multiply %76, %47 : tensor<4x256xf32>
    %78 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %80 = stablehlo.add %77, %79 : tensor<4x256xf32>
    %81 = stablehlo.multiply %80, %47 : tensor<4x256xf32>
    %82 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<4x256xf32>
    %85 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %87 = stablehlo.multiply %47, %86 : tensor<4x256xf32>
    %88 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x256xf32>
    %91 = stablehlo.multiply %90, %47 : tensor<4x256xf32>
    %92 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x256xf32>
    %95 = stablehlo.multiply %94, %47 : tensor<4x256xf32>
    %96 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x256xf32>
    %99 = stablehlo.multiply %98, %47 : tensor<4x256xf32>
    %100 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %102 = stablehlo.add %99, %101 : tensor<4x256xf32>
    %103 = stablehlo.multiply %102, %47 : tensor<4x256xf32>
    %104 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x256xf32>
    %107 = stablehlo.multiply %106, %47 : tensor<4x256xf32>
    %108 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %110 = stablehlo.add %107, %109 : tensor<4x256xf32>
    %111 = stablehlo.multiply %110, %47 : tensor<4x256xf32>
    %112 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %114 = stablehlo.add %111, %113 : tensor<4x256xf32>
    %115 = stablehlo.select %50, %84, %114 : tensor<4x256xi1>, tensor<4x256xf32>
    %116 = stablehlo.exponential %46 : tensor<4x256xf32>
    %117 = stablehlo.divide %14, %15 : tensor<4x256xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<4x256xf32>
    %119 = stablehlo.multiply %118, %115 : tensor<4x256xf32>
    %120 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %122 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %124 = stablehlo.compare  LT, %46, %123,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %125 = stablehlo.select %124, %121, %119 : tensor<4x256xi1>, tensor<4x256xf32>
    %126 = stablehlo.compare  LT, %12, %121,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %127 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %129 = stablehlo.subtract %128, %125 : tensor<4x256xf32>
    %130 = stablehlo.select %126, %129, %125 : tensor<4x256xi1>, tensor<4x256xf32>
    %131 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %133 = stablehlo.compare  LT, %15, %132,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %134 = stablehlo.select %133, %44, %130 : tensor<4x256xi1>, tensor<4x256xf32>
    %135 = stablehlo.convert %134 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %136 = stablehlo.convert %135 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %137 = stablehlo.multiply %6, %136 : tensor<4x256xf32>
    %138 = stablehlo.convert %137 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    return %138 : tensor<4x256xbf16>
  }
}
