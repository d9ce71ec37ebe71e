"builtin.module"() <{sym_name = "multi_block"}> ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<i1>) -> tensor<4x8xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<4x8xf32>, %arg3: tensor<i1>):
    %5 = "stablehlo.logistic"(%arg2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = "stablehlo.multiply"(%arg2, %5) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = "func.call"(%arg3, %6) <{callee = @pick}> : (tensor<i1>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%7) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "pick", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<4x8xf32>):
    %0 = "tensor.extract"(%arg0) : (tensor<i1>) -> i1
    "cf.cond_br"(%0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, tensor<4x8xf32>) -> ()
  ^bb1(%1: tensor<4x8xf32>):  // 2 preds: ^bb0, ^bb2
    %2 = "stablehlo.logistic"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = "stablehlo.multiply"(%1, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%3) : (tensor<4x8xf32>) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "stablehlo.negate"(%arg1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "cf.br"(%4)[^bb1] : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32} : () -> ()
