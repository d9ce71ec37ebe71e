"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<f32>):
    "func.return"(%arg0) : (tensor<f32>) -> ()
  }) {function_type = (tensor<f32>) -> tensor<f32>} : () -> ()
}) : () -> ()
