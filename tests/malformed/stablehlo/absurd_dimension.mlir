module {
  func.func @main(%arg0: tensor<99999999999999x4xf32>) -> tensor<99999999999999x4xf32> {
    return %arg0 : tensor<99999999999999x4xf32>
  }
}
