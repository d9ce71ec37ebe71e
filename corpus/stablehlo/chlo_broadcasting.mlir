// CHLO's implicitly broadcasting ops: read as the elementwise op over explicitly
// broadcast operands (printed in that StableHLO form); dynamic shapes and ops whose
// elementwise op is not modelled stay as written.
module @chlo_broadcasting {
  func.func public @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>, %d: tensor<?x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
    %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> loc(#loc1)
    %1 = chlo.broadcast_compare %a, %c {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xi1>
    %2 = chlo.broadcast_select %1, %a, %c : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = chlo.broadcast_multiply %a, %cst : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %4 = chlo.broadcast_subtract %c, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %5 = chlo.broadcast_maximum %d, %b : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
    %6 = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %7 = "chlo.broadcast_divide"(%a, %c) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %8 = chlo.broadcast_shift_left %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %9 = chlo.broadcast_power %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
  }
}
#loc1 = loc("bias_add")
