"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.logistic"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.multiply"(%arg0, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "func.call"(%1) {callee = @helper} : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) {function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) {function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "helper", sym_visibility = "private"} : () -> ()
}) : () -> ()
