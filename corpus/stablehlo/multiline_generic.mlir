// Generic reduces as printed by -mlir-print-op-generic with debug info: block
// arguments with locations, a signature on its own line, `%v: type` in returns.
func.func @sum_rows(%x: tensor<?x?xf32>, %zero : tensor<f32>) -> (tensor<?xf32>) {
  %0 = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%lhs: tensor<f32> loc("sum"), %rhs: tensor<f32> loc("sum")):
    %1 = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc("sum")
    "stablehlo.return"(%1) : (tensor<f32>) -> () loc("sum")
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32> loc("sum")

  func.return %0: tensor<?xf32>
}

func.func @pair_max(%a: tensor<3x5xf32>, %b: tensor<3x5xi32>, %ia: tensor<f32>, %ib: tensor<i32>) ->
  (tensor<5xf32>, tensor<5xi32>) {
  %0:2 = "stablehlo.reduce"(%a, %b, %ia, %ib) ({

  ^bb0(%p0: tensor<f32>, %p1: tensor<i32>, %p2: tensor<f32>, %p3: tensor<i32> ):
    %1 = stablehlo.maximum %p0, %p2 : tensor<f32> loc("max")
    %2 = stablehlo.maximum %p1, %p3 : tensor<i32>
    "stablehlo.return"(%1, %2) : (tensor<f32>, tensor<i32>) -> ()

  }) {dimensions = array<i64: 0>}
    : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>) loc("max")

  func.return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
}

func.func @csum(%z: tensor<2x2xcomplex<f32>>, %init : tensor<complex<f32>>) -> (tensor<2xcomplex<f32>>) {
  %0 = stablehlo.reduce(%z init: %init) applies stablehlo.add across dimensions = [1] {user_tag = 7 : i64} : (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
  func.return %0: tensor<2xcomplex<f32>>
}
