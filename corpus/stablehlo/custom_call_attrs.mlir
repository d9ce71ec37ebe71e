module @jit_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: !stablehlo.token) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=-1, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.custom_call @tuple_result(%1, %arg1) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>, !stablehlo.token) -> tuple<tensor<3x3xf32>, tensor<3xf32>>
    %3 = stablehlo.custom_call @typed_ffi(%1) {api_version = 4 : i32, backend_config = {n = 3 : i64}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=3, j=3} need_replication={i}>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.custom_call @reshape_like(%1) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([ij]) {i=3, j=3}>} : (tensor<3x3xf32>) -> tensor<9xf32>
    stablehlo.custom_call @no_results() {api_version = 0 : i32} : () -> ()
    return %3 : tensor<3x3xf32>
  }
}
