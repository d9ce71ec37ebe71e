module @jit_gelu_erfc_xla_polynomial_two_layers {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<4x64xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x64xf32>
    %2 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x64xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %7 = stablehlo.abs %4 : tensor<4x64xf32>
    %8 = stablehlo.multiply %4, %4 : tensor<4x64xf32>
    %9 = stablehlo.constant dense<7.85386135e-05> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<4x64xf32>
    %12 = stablehlo.constant dense<-8.01019363e-04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x64xf32>
    %15 = stablehlo.multiply %14, %8 : tensor<4x64xf32>
    %16 = stablehlo.constant dense<5.18832769e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %18 = stablehlo.add %15, %17 : tensor<4x64xf32>
    %19 = stablehlo.multiply %18, %8 : tensor<4x64xf32>
    %20 = stablehlo.constant dense<-2.68538119e-02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x64xf32>
    %23 = stablehlo.multiply %22, %8 : tensor<4x64xf32>
    %24 = stablehlo.constant dense<1.12835851e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x64xf32>
    %27 = stablehlo.multiply %26, %8 : tensor<4x64xf32>
    %28 = stablehlo.constant dense<-3.76126258e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x64xf32>
    %31 = stablehlo.multiply %30, %8 : tensor<4x64xf32>
    %32 = stablehlo.constant dense<1.12837917e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x64xf32>
    %35 = stablehlo.multiply %4, %34 : tensor<4x64xf32>
    %36 = stablehlo.subtract %6, %35 : tensor<4x64xf32>
    %37 = stablehlo.multiply %4, %4 : tensor<4x64xf32>
    %38 = stablehlo.negate %37 : tensor<4x64xf32>
    %39 = stablehlo.divide %6, %8 : tensor<4x64xf32>
    %40 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %42 = stablehlo.compare  LT, %7, %41,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %43 = stablehlo.constant dense<2.32681997e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %45 = stablehlo.multiply %39, %44 : tensor<4x64xf32>
    %46 = stablehlo.constant dense<-1.38703939e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<4x64xf32>
    %49 = stablehlo.multiply %48, %39 : tensor<4x64xf32>
    %50 = stablehlo.constant dense<3.68742467e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x64xf32>
    %53 = stablehlo.multiply %52, %39 : tensor<4x64xf32>
    %54 = stablehlo.constant dense<-5.82473303e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x64xf32>
    %57 = stablehlo.multiply %56, %39 : tensor<4x64xf32>
    %58 = stablehlo.constant dense<6.21000462e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %60 = stablehlo.add %57, %59 : tensor<4x64xf32>
    %61 = stablehlo.multiply %60, %39 : tensor<4x64xf32>
    %62 = stablehlo.constant dense<-4.94451532e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<4x64xf32>
    %65 = stablehlo.multiply %64, %39 : tensor<4x64xf32>
    %66 = stablehlo.constant dense<3.40487994e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x64xf32>
    %69 = stablehlo.multiply %68, %39 : tensor<4x64xf32>
    %70 = stablehlo.constant dense<-2.74112703e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x64xf32>
    %73 = stablehlo.multiply %72, %39 : tensor<4x64xf32>
    %74 = stablehlo.constant dense<5.63825943e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x64xf32>
    %77 = stablehlo.constant dense<-1.04776640e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %79 = stablehlo.multiply %39, %78 : tensor<4x64xf32>
    %80 = stablehlo.constant dense<1.29771996e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %82 = stablehlo.add %79, %81 : tensor<4x64xf32>
    %83 = stablehlo.multiply %82, %39 : tensor<4x64xf32>
    %84 = stablehlo.constant dense<-7.49551872e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %86 = stablehlo.add %83, %85 : tensor<4x64xf32>
    %87 = stablehlo.multiply %86, %39 : tensor<4x64xf32>
    %88 = stablehlo.constant dense<2.92101902e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x64xf32>
    %91 = stablehlo.multiply %90, %39 : tensor<4x64xf32>
    %92 = stablehlo.constant dense<-1.01526528e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x64xf32>
    %95 = stablehlo.multiply %94, %39 : tensor<4x64xf32>
    %96 = stablehlo.constant dense<4.21846336e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x64xf32>
    %99 = stablehlo.multiply %98, %39 : tensor<4x64xf32>
    %100 = stablehlo.constant dense<-2.82076744e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<4x64xf32>
    %103 = stablehlo.multiply %102, %39 : tensor<4x64xf32>
    %104 = stablehlo.constant dense<5.64189507e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x64xf32>
    %107 = stablehlo.select %42, %76, %106 : tensor<4x64xi1>, tensor<4x64xf32>
    %108 = stablehlo.exponential %38 : tensor<4x64xf32>
    %109 = stablehlo.divide %6, %7 : tensor<4x64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<4x64xf32>
    %111 = stablehlo.multiply %110, %107 : tensor<4x64xf32>
    %112 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %114 = stablehlo.constant dense<-8.87228391e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %116 = stablehlo.compare  LT, %38, %115,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %117 = stablehlo.select %116, %113, %111 : tensor<4x64xi1>, tensor<4x64xf32>
    %118 = stablehlo.compare  LT, %4, %113,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %119 = stablehlo.subtract %41, %117 : tensor<4x64xf32>
    %120 = stablehlo.select %118, %119, %117 : tensor<4x64xi1>, tensor<4x64xf32>
    %121 = stablehlo.compare  LT, %7, %6,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %122 = stablehlo.select %121, %36, %120 : tensor<4x64xi1>, tensor<4x64xf32>
    %123 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %125 = stablehlo.multiply %arg0, %124 : tensor<4x64xf32>
    %126 = stablehlo.multiply %125, %122 : tensor<4x64xf32>
    %127 = stablehlo.dot_general %126, %arg1, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
    %128 = stablehlo.negate %127 : tensor<4x64xf32>
    %129 = stablehlo.multiply %128, %3 : tensor<4x64xf32>
    %130 = stablehlo.abs %129 : tensor<4x64xf32>
    %131 = stablehlo.multiply %129, %129 : tensor<4x64xf32>
    %132 = stablehlo.multiply %131, %10 : tensor<4x64xf32>
    %133 = stablehlo.add %132, %13 : tensor<4x64xf32>
    %134 = stablehlo.multiply %133, %131 : tensor<4x64xf32>
    %135 = stablehlo.add %134, %17 : tensor<4x64xf32>
    %136 = stablehlo.multiply %135, %131 : tensor<4x64xf32>
    %137 = stablehlo.add %136, %21 : tensor<4x64xf32>
    %138 = stablehlo.multiply %137, %131 : tensor<4x64xf32>
    %139 = stablehlo.add %138, %25 : tensor<4x64xf32>
    %140 = stablehlo.multiply %139, %131 : tensor<4x64xf32>
    %141 = stablehlo.add %140, %29 : tensor<4x64xf32>
    %142 = stablehlo.multiply %141, %131 : tensor<4x64xf32>
    %143 = stablehlo.add %142, %33 : tensor<4x64xf32>
    %144 = stablehlo.multiply %129, %143 : tensor<4x64xf32>
    %145 = stablehlo.subtract %6, %144 : tensor<4x64xf32>
    %146 = stablehlo.multiply %129, %129 : tensor<4x64xf32>
    %147 = stablehlo.negate %146 : tensor<4x64xf32>
    %148 = stablehlo.divide %6, %131 : tensor<4x64xf32>
    %149 = stablehlo.compare  LT, %130, %41,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %150 = stablehlo.multiply %148, %44 : tensor<4x64xf32>
    %151 = stablehlo.add %150, %47 : tensor<4x64xf32>
    %152 = stablehlo.multiply %151, %148 : tensor<4x64xf32>
    %153 = stablehlo.add %152, %51 : tensor<4x64xf32>
    %154 = stablehlo.multiply %153, %148 : tensor<4x64xf32>
    %155 = stablehlo.add %154, %55 : tensor<4x64xf32>
    %156 = stablehlo.multiply %155, %148 : tensor<4x64xf32>
    %157 = stablehlo.add %156, %59 : tensor<4x64xf32>
    %158 = stablehlo.multiply %157, %148 : tensor<4x64xf32>
    %159 = stablehlo.add %158, %63 : tensor<4x64xf32>
    %160 = stablehlo.multiply %159, %148 : tensor<4x64xf32>
    %161 = stablehlo.add %160, %67 : tensor<4x64xf32>
    %162 = stablehlo.multiply %161, %148 : tensor<4x64xf32>
    %163 = stablehlo.add %162, %71 : tensor<4x64xf32>
    %164 = stablehlo.multiply %163, %148 : tensor<4x64xf32>
    %165 = stablehlo.add %164, %75 : tensor<4x64xf32>
    %166 = stablehlo.multiply %148, %78 : tensor<4x64xf32>
    %167 = stablehlo.add %166, %81 : tensor<4x64xf32>
    %168 = stablehlo.multiply %167, %148 : tensor<4x64xf32>
    %169 = stablehlo.add %168, %85 : tensor<4x64xf32>
    %170 = stablehlo.multiply %169, %148 : tensor<4x64xf32>
    %171 = stablehlo.add %170, %89 : tensor<4x64xf32>
    %172 = stablehlo.multiply %171, %148 : tensor<4x64xf32>
    %173 = stablehlo.add %172, %93 : tensor<4x64xf32>
    %174 = stablehlo.multiply %173, %148 : tensor<4x64xf32>
    %175 = stablehlo.add %174, %97 : tensor<4x64xf32>
    %176 = stablehlo.multiply %175, %148 : tensor<4x64xf32>
    %177 = stablehlo.add %176, %101 : tensor<4x64xf32>
    %178 = stablehlo.multiply %177, %148 : tensor<4x64xf32>
    %179 = stablehlo.add %178, %105 : tensor<4x64xf32>
    %180 = stablehlo.select %149, %165, %179 : tensor<4x64xi1>, tensor<4x64xf32>
    %181 = stablehlo.exponential %147 : tensor<4x64xf32>
    %182 = stablehlo.divide %6, %130 : tensor<4x64xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<4x64xf32>
    %184 = stablehlo.multiply %183, %180 : tensor<4x64xf32>
    %185 = stablehlo.compare  LT, %147, %115,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %186 = stablehlo.select %185, %113, %184 : tensor<4x64xi1>, tensor<4x64xf32>
    %187 = stablehlo.compare  LT, %129, %113,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %188 = stablehlo.subtract %41, %186 : tensor<4x64xf32>
    %189 = stablehlo.select %187, %188, %186 : tensor<4x64xi1>, tensor<4x64xf32>
    %190 = stablehlo.compare  LT, %130, %6,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %191 = stablehlo.select %190, %145, %189 : tensor<4x64xi1>, tensor<4x64xf32>
    %192 = stablehlo.multiply %127, %124 : tensor<4x64xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<4x64xf32>
    return %193 : tensor<4x64xf32>
  }
}
