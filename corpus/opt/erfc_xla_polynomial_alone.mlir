module @jit_erfc_xla_polynomial_alone {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.multiply %14, %4 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.add %15, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %18, %4 : tensor<4x256xf32>
    %20 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %4 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %4 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %arg0, %30 : tensor<4x256xf32>
    %32 = stablehlo.subtract %2, %31 : tensor<4x256xf32>
    %33 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %34 = stablehlo.negate %33 : tensor<4x256xf32>
    %35 = stablehlo.divide %2, %4 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %38 = stablehlo.compare  LT, %3, %37,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %39 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.multiply %35, %40 : tensor<4x256xf32>
    %42 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %44 = stablehlo.add %41, %43 : tensor<4x256xf32>
    %45 = stablehlo.multiply %44, %35 : tensor<4x256xf32>
    %46 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %48 = stablehlo.add %45, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %48, %35 : tensor<4x256xf32>
    %50 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x256xf32>
    %53 = stablehlo.multiply %52, %35 : tensor<4x256xf32>
    %54 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x256xf32>
    %57 = stablehlo.multiply %56, %35 : tensor<4x256xf32>
    %58 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %60 = stablehlo.add %57, %59 : tensor<4x256xf32>
    %61 = stablehlo.multiply %60, %35 : tensor<4x256xf32>
    %62 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %64 = stablehlo.add %61, %63 : tensor<4x256xf32>
    %65 = stablehlo.multiply %64, %35 : tensor<4x256xf32>
    %66 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x256xf32>
    %69 = stablehlo.multiply %68, %35 : tensor<4x256xf32>
    %70 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x256xf32>
    %73 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %75 = stablehlo.multiply %35, %74 : tensor<4x256xf32>
    %76 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %78 = stablehlo.add %75, %77 : tensor<4x256xf32>
    %79 = stablehlo.multiply %78, %35 : tensor<4x256xf32>
    %80 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %82 = stablehlo.add %79, %81 : tensor<4x256xf32>
    %83 = stablehlo.multiply %82, %35 : tensor<4x256xf32>
    %84 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %86 = stablehlo.add %83, %85 : tensor<4x256xf32>
    %87 = stablehlo.multiply %86, %35 : tensor<4x256xf32>
    %88 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x256xf32>
    %91 = stablehlo.multiply %90, %35 : tensor<4x256xf32>
    %92 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x256xf32>
    %95 = stablehlo.multiply %94, %35 : tensor<4x256xf32>
    %96 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x256xf32>
    %99 = stablehlo.multiply %98, %35 : tensor<4x256xf32>
    %100 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %102 = stablehlo.add %99, %101 : tensor<4x256xf32>
    %103 = stablehlo.select %38, %72, %102 : tensor<4x256xi1>, tensor<4x256xf32>
    %104 = stablehlo.exponential %34 : tensor<4x256xf32>
    %105 = stablehlo.divide %2, %3 : tensor<4x256xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<4x256xf32>
    %107 = stablehlo.multiply %106, %103 : tensor<4x256xf32>
    %108 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %110 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %112 = stablehlo.compare  LT, %34, %111,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %113 = stablehlo.select %112, %109, %107 : tensor<4x256xi1>, tensor<4x256xf32>
    %114 = stablehlo.compare  LT, %arg0, %109,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %115 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %117 = stablehlo.subtract %116, %113 : tensor<4x256xf32>
    %118 = stablehlo.select %114, %117, %113 : tensor<4x256xi1>, tensor<4x256xf32>
    %119 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %121 = stablehlo.compare  LT, %3, %120,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %122 = stablehlo.select %121, %32, %118 : tensor<4x256xi1>, tensor<4x256xf32>
    return %122 : tensor<4x256xf32>
  }
}
