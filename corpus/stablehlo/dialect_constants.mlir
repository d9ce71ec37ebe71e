module @constants_of_other_dialects {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %cst = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
    %cst_2 = arith.constant dense<5.000000e-01> : tensor<2x3xbf16>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<2x3xf16>
    %c = arith.constant dense<[1, 2]> : tensor<2xi32>
    %c_4 = arith.constant dense<true> : tensor<i1>
    %c_5 = arith.constant dense<7> : tensor<3xi64>
    %cst_6 = arith.constant 1.000000e+00 : f32
    %c_7 = arith.constant 0 : index
    %0 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00]> : tensor<3xf32>
    %2 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} dense<2.000000e+00> : tensor<3xf32>
    %3 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "sdy.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "mhlo.constant"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
    %6 = mhlo.constant dense<-1> : tensor<2x3xi8>
    %7 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.add %arg0, %8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %cst_1 : tensor<2x3xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x3xf32>
    return %12 : tensor<2x3xf32>
  }
}
