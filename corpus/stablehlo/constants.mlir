module {
  func.func @main() -> (tensor<2x3xf32>, tensor<i1>, tensor<4xi32>, tensor<2xbf16>, tensor<f16>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<3xui8>, tensor<f64>, tensor<2x2xi1>) {
    %cst = stablehlo.constant dense<[[0.977869093, -2.95485735, 1.000000e+00], [0.000000e+00, -0.000000e+00, 3.40282347E+38]]> : tensor<2x3xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>
    %cst_1 = stablehlo.constant dense<[0xFF80, 7.070310e-01]> : tensor<2xbf16>
    %cst_2 = stablehlo.constant dense<0x7E00> : tensor<f16>
    %cst_3 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<2xcomplex<f32>>
    %c_5 = stablehlo.constant dense<[0, 128, 255]> : tensor<3xui8>
    %cst_6 = stablehlo.constant dense<0.10000000000000001> : tensor<f64>
    %c_7 = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    return %cst, %c, %c_0, %cst_1, %cst_2, %cst_3, %cst_4, %c_5, %cst_6, %c_7 : tensor<2x3xf32>, tensor<i1>, tensor<4xi32>, tensor<2xbf16>, tensor<f16>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<3xui8>, tensor<f64>, tensor<2x2xi1>
  }
}
