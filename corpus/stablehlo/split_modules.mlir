// RUN: some-opt %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @main
module @first {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.logistic %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// the same names again: each module is read on its own
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = mhlo.exponential %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<f32>):
    "func.return"(%arg0) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
