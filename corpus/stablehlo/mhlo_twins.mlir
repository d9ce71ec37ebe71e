module @mhlo_export attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<2x8xf32>, %arg1: tensor<8x2xf32>) -> (tensor<2x8xf32>, tensor<2xi1>) {
    %0 = mhlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = mhlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %2 = mhlo.logistic %arg0 : tensor<2x8xf32>
    %3 = mhlo.multiply %arg0, %2 : tensor<2x8xf32>
    %4 = mhlo.exponential %3 : tensor<2x8xf32>
    %5 = mhlo.tanh %4 : tensor<2x8xf32>
    %6 = mhlo.add %5, %3 : tensor<2x8xf32>
    %7 = mhlo.reduce(%6 init: %0) applies mhlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = "mhlo.reduce"(%6, %0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %20 = "mhlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "mhlo.return"(%20) : (tensor<f32>) -> ()
    }) {dimensions = dense<1> : tensor<1xi64>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = mhlo.compare  GT, %7, %8,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %10 = "mhlo.compare"(%7, %1) {comparison_direction = #mhlo<comparison_direction LT>, compare_type = #mhlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %11 = mhlo.and %9, %10 : tensor<2xi1>
    %12 = "mhlo.broadcast_in_dim"(%7) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (tensor<2xf32>) -> tensor<2x8xf32>
    %13 = "mhlo.broadcast_in_dim"(%0) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %14 = "mhlo.broadcast_in_dim"(%0) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<f32>) -> tensor<2x8xf32>
    %15 = mhlo.select %11, %7, %8 : tensor<2xi1>, tensor<2xf32>
    %16 = mhlo.convert %6 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %17 = mhlo.convert %16 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %18 = "mhlo.transpose"(%arg1) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<8x2xf32>) -> tensor<2x8xf32>
    %19 = mhlo.divide %17, %12 : tensor<2x8xf32>
    %21 = mhlo.subtract %19, %13 : tensor<2x8xf32>
    %22 = mhlo.maximum %21, %14 : tensor<2x8xf32>
    %23 = mhlo.rsqrt %18 : tensor<2x8xf32>
    %24 = mhlo.multiply %22, %23 : tensor<2x8xf32>
    %25 = mhlo.erf %24 : tensor<2x8xf32>
    %26 = mhlo.reshape %15 : (tensor<2xf32>) -> tensor<2x1xf32>
    %27 = "mhlo.reduce_precision"(%26) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %28 = mhlo.clamp %0, %25, %24 : (tensor<f32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %29 = "mhlo.compare"(%7, %8) {comparison_direction = #mhlo<comparison_direction GE>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %28, %11 : tensor<2x8xf32>, tensor<2xi1>
  }
}
