module @jit_gelu_erfc_switch_2_5 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %130 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %130 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.abs %4 : tensor<4x256xf32>
    %8 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.multiply %14, %8 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.add %15, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %18, %8 : tensor<4x256xf32>
    %20 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %8 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %8 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %30, %8 : tensor<4x256xf32>
    %32 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %4, %34 : tensor<4x256xf32>
    %36 = stablehlo.subtract %6, %35 : tensor<4x256xf32>
    %37 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %38 = stablehlo.negate %37 : tensor<4x256xf32>
    %39 = stablehlo.divide %6, %8 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<2.50000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.compare  LT, %7, %41,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %43 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.multiply %39, %44 : tensor<4x256xf32>
    %46 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %48 = stablehlo.add %45, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %48, %39 : tensor<4x256xf32>
    %50 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x256xf32>
    %53 = stablehlo.multiply %52, %39 : tensor<4x256xf32>
    %54 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x256xf32>
    %57 = stablehlo.multiply %56, %39 : tensor<4x256xf32>
    %58 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %60 = stablehlo.add %57, %59 : tensor<4x256xf32>
    %61 = stablehlo.multiply %60, %39 : tensor<4x256xf32>
    %62 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %64 = stablehlo.add %61, %63 : tensor<4x256xf32>
    %65 = stablehlo.multiply %64, %39 : tensor<4x256xf32>
    %66 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x256xf32>
    %69 = stablehlo.multiply %68, %39 : tensor<4x256xf32>
    %70 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x256xf32>
    %73 = stablehlo.multiply %72, %39 : tensor<4x256xf32>
    %74 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x256xf32>
    %77 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %79 = stablehlo.multiply %39, %78 : tensor<4x256xf32>
    %80 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %82 = stablehlo.add %79, %81 : tensor<4x256xf32>
    %83 = stablehlo.multiply %82, %39 : tensor<4x256xf32>
    %84 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %86 = stablehlo.add %83, %85 : tensor<4x256xf32>
    %87 = stablehlo.multiply %86, %39 : tensor<4x256xf32>
    %88 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x256xf32>
    %91 = stablehlo.multiply %90, %39 : tensor<4x256xf32>
    %92 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x256xf32>
    %95 = stablehlo.multiply %94, %39 : tensor<4x256xf32>
    %96 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x256xf32>
    %99 = stablehlo.multiply %98, %39 : tensor<4x256xf32>
    %100 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %102 = stablehlo.add %99, %101 : tensor<4x256xf32>
    %103 = stablehlo.multiply %102, %39 : tensor<4x256xf32>
    %104 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x256xf32>
    %107 = stablehlo.select %42, %76, %106 : tensor<4x256xi1>, tensor<4x256xf32>
    %108 = stablehlo.exponential %38 : tensor<4x256xf32>
    %109 = stablehlo.divide %6, %7 : tensor<4x256xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<4x256xf32>
    %111 = stablehlo.multiply %110, %107 : tensor<4x256xf32>
    %112 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %114 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %116 = stablehlo.compare  LT, %38, %115,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %117 = stablehlo.select %116, %113, %111 : tensor<4x256xi1>, tensor<4x256xf32>
    %118 = stablehlo.compare  LT, %4, %113,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %119 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %121 = stablehlo.subtract %120, %117 : tensor<4x256xf32>
    %122 = stablehlo.select %118, %121, %117 : tensor<4x256xi1>, tensor<4x256xf32>
    %123 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %125 = stablehlo.compare  LT, %7, %124,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %126 = stablehlo.select %125, %36, %122 : tensor<4x256xi1>, tensor<4x256xf32>
    %127 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %129 = stablehlo.multiply %arg0, %128 : tensor<4x256xf32>
    %130 = stablehlo.multiply %129, %126 : tensor<4x256xf32>
    return %130 : tensor<4x256xf32>
  }
}
