module @jit_side attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}) -> (tensor<8xf32> {jax.result_info = "[0]"}, tensor<8xf32> {jax.result_info = "[1]"}) attributes {mhlo.frontend_attributes = {_xla_compute_type = "host"}} {
    call @log(%arg0) : (tensor<8xf32>) -> ()
    %0 = func.call @swish(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }
  func.func private @log(%arg0: tensor<8xf32>) -> () attributes {llvm.emit_c_interface} {
    stablehlo.custom_call @host_log(%arg0) {has_side_effect = true} : (tensor<8xf32>) -> ()
    return
  }
  func.func private @swish(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {noinline} {
    %0 = stablehlo.logistic %arg0 : tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
