module @jit_chain_erf_poly_gelu_blocks {
  func.func public @main(%arg0: tensor<1x4x64xbf16>) -> (tensor<1x4x64xbf16>) {
    %72 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16>
    %73 = stablehlo.add %72, %arg0 : tensor<1x4x64xbf16>
    %82 = stablehlo.composite "recompose.softmax" %73 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.1} : (tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16>
    %83 = stablehlo.add %82, %arg0 : tensor<1x4x64xbf16>
    %151 = stablehlo.composite "recompose.gelu_erf" %83 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16>
    %152 = stablehlo.add %151, %arg0 : tensor<1x4x64xbf16>
    %161 = stablehlo.composite "recompose.softmax" %152 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.0} : (tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16>
    %162 = stablehlo.add %161, %arg0 : tensor<1x4x64xbf16>
    return %162 : tensor<1x4x64xbf16>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16> {
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %153 = stablehlo.convert %arg0 : (tensor<1x4x64xbf16>) -> tensor<1x4x64xf32>
    %154 = stablehlo.reduce(%153 init: %3) applies stablehlo.maximum across dimensions = [2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<1x4xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x64xf32>
    %156 = stablehlo.subtract %153, %155 : tensor<1x4x64xf32>
    %157 = stablehlo.exponential %156 : tensor<1x4x64xf32>
    %158 = stablehlo.reduce(%157 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<1x4xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x64xf32>
    %160 = stablehlo.divide %157, %159 : tensor<1x4x64xf32>
    %161 = stablehlo.convert %160 : (tensor<1x4x64xf32>) -> tensor<1x4x64xbf16>
    return %161 : tensor<1x4x64xbf16>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16> {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.rsqrt %1 : tensor<f32>
    %84 = stablehlo.convert %arg0 : (tensor<1x4x64xbf16>) -> tensor<1x4x64xf32>
    %85 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<1x4x64xf32>
    %87 = stablehlo.constant dense<-4.00000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %89 = stablehlo.constant dense<4.00000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %91 = stablehlo.clamp %88, %86, %90 : tensor<1x4x64xf32>
    %92 = stablehlo.multiply %91, %91 : tensor<1x4x64xf32>
    %93 = stablehlo.constant dense<-2.72614226e-10> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<1x4x64xf32>
    %96 = stablehlo.constant dense<2.77068142e-08> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %98 = stablehlo.add %95, %97 : tensor<1x4x64xf32>
    %99 = stablehlo.multiply %98, %92 : tensor<1x4x64xf32>
    %100 = stablehlo.constant dense<-2.10102402e-06> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<1x4x64xf32>
    %103 = stablehlo.multiply %102, %92 : tensor<1x4x64xf32>
    %104 = stablehlo.constant dense<-5.69250639e-05> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<1x4x64xf32>
    %107 = stablehlo.multiply %106, %92 : tensor<1x4x64xf32>
    %108 = stablehlo.constant dense<-7.34990630e-04> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<1x4x64xf32>
    %111 = stablehlo.multiply %110, %92 : tensor<1x4x64xf32>
    %112 = stablehlo.constant dense<-2.95459981e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %114 = stablehlo.add %111, %113 : tensor<1x4x64xf32>
    %115 = stablehlo.multiply %114, %92 : tensor<1x4x64xf32>
    %116 = stablehlo.constant dense<-1.60960333e-02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %118 = stablehlo.add %115, %117 : tensor<1x4x64xf32>
    %119 = stablehlo.constant dense<-1.45660718e-05> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %121 = stablehlo.multiply %120, %92 : tensor<1x4x64xf32>
    %122 = stablehlo.constant dense<-2.13374055e-04> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %124 = stablehlo.add %121, %123 : tensor<1x4x64xf32>
    %125 = stablehlo.multiply %124, %92 : tensor<1x4x64xf32>
    %126 = stablehlo.constant dense<-1.68282697e-03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<1x4x64xf32>
    %129 = stablehlo.multiply %128, %92 : tensor<1x4x64xf32>
    %130 = stablehlo.constant dense<-7.37332917e-03> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %132 = stablehlo.add %129, %131 : tensor<1x4x64xf32>
    %133 = stablehlo.multiply %132, %92 : tensor<1x4x64xf32>
    %134 = stablehlo.constant dense<-1.42647391e-02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %136 = stablehlo.add %133, %135 : tensor<1x4x64xf32>
    %137 = stablehlo.constant dense<-1.00000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %139 = stablehlo.multiply %91, %118 : tensor<1x4x64xf32>
    %140 = stablehlo.divide %139, %136 : tensor<1x4x64xf32>
    %141 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %143 = stablehlo.clamp %138, %140, %142 : tensor<1x4x64xf32>
    %144 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %146 = stablehlo.multiply %84, %145 : tensor<1x4x64xf32>
    %147 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %149 = stablehlo.add %143, %148 : tensor<1x4x64xf32>
    %150 = stablehlo.multiply %146, %149 : tensor<1x4x64xf32>
    %151 = stablehlo.convert %150 : (tensor<1x4x64xf32>) -> tensor<1x4x64xbf16>
    return %151 : tensor<1x4x64xbf16>
  }
  func.func private @recompose.softmax.1(%arg0: tensor<1x4x64xbf16>) -> tensor<1x4x64xbf16> {
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %74 = stablehlo.convert %arg0 : (tensor<1x4x64xbf16>) -> tensor<1x4x64xf32>
    %75 = stablehlo.reduce(%74 init: %3) applies stablehlo.maximum across dimensions = [2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<1x4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x64xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<1x4x64xf32>
    %78 = stablehlo.exponential %77 : tensor<1x4x64xf32>
    %79 = stablehlo.reduce(%78 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<1x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x64xf32>
    %81 = stablehlo.divide %78, %80 : tensor<1x4x64xf32>
    %82 = stablehlo.convert %81 : (tensor<1x4x64xf32>) -> tensor<1x4x64xbf16>
    return %82 : tensor<1x4x64xbf16>
  }
}
