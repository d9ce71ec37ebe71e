"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>) -> (tensor<f32>, tensor<f32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<f32>):
    "func.return"(%arg0) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
