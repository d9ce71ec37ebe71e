module @jit_testcase {
  func.func public @main() -> tensor<i1> {
    %0 = call @inputs() : () -> tensor<2x3xf32>
    %1 = call @expected() : () -> tensor<2x3xf32>
    %2 = call @gelu(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.custom_call @check.expect_almost_eq(%2, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @inputs() -> tensor<2x3xf32> {
    %0 = stablehlo.constant dense<[[-1.500000e+00, 0.000000e+00, 0x7F800000], [2.500000e-01, -0.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @expected() -> tensor<2x3xf32> {
    %0 = stablehlo.constant dense<[[-0.100199178, 0.000000e+00, 0x7F800000], [0.149675503, -0.000000e+00, 2.99595118]]> : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @gelu(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.constant dense<0.707106769> : tensor<2x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x3xf32>
    %2 = chlo.erf %1 : tensor<2x3xf32> -> tensor<2x3xf32>
    %3 = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x3xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<2x3xf32>
    %6 = stablehlo.constant dense<5.000000e-01> : tensor<2x3xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x3xf32>
    return %7 : tensor<2x3xf32>
  }
}
