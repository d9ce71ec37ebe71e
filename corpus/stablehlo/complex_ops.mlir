module @complex_ops {
  func.func @main(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f64>>, %arg2: tensor<i1>, %arg3: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf64>, tensor<2xi1>, tensor<2xf32>) {
    %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %1 = stablehlo.abs %arg1 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %2 = stablehlo.exponential %arg0 : tensor<2xcomplex<f32>>
    %3 = stablehlo.multiply %2, %arg0 : tensor<2xcomplex<f32>>
    %4 = stablehlo.compare  EQ, %3, %arg0,  FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
    %5 = stablehlo.convert %3 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %6 = stablehlo.select %arg2, %5, %arg3 : tensor<i1>, tensor<2xf32>
    %7 = stablehlo.add %0, %6 : tensor<2xf32>
    return %7, %1, %4, %5 : tensor<2xf32>, tensor<2xf64>, tensor<2xi1>, tensor<2xf32>
  }
}
