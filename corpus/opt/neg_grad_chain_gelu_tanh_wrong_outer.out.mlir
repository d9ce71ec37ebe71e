module @jit_neg_grad_chain_gelu_tanh_wrong_outer {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %17 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %34 = stablehlo.composite "recompose.gelu_tanh" %17 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %35 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %37 = stablehlo.constant dense<5.00000000e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %39 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %43 = stablehlo.multiply %17, %17 : tensor<4x256xf32>
    %44 = stablehlo.multiply %43, %17 : tensor<4x256xf32>
    %45 = stablehlo.multiply %44, %38 : tensor<4x256xf32>
    %46 = stablehlo.add %17, %45 : tensor<4x256xf32>
    %47 = stablehlo.multiply %46, %36 : tensor<4x256xf32>
    %48 = stablehlo.tanh %47 : tensor<4x256xf32>
    %49 = stablehlo.add %48, %40 : tensor<4x256xf32>
    %50 = stablehlo.multiply %49, %42 : tensor<4x256xf32>
    %51 = stablehlo.multiply %arg1, %50 : tensor<4x256xf32>
    %52 = stablehlo.multiply %17, %arg1 : tensor<4x256xf32>
    %53 = stablehlo.multiply %52, %42 : tensor<4x256xf32>
    %54 = stablehlo.subtract %40, %48 : tensor<4x256xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<4x256xf32>
    %56 = stablehlo.multiply %55, %48 : tensor<4x256xf32>
    %57 = stablehlo.add %55, %56 : tensor<4x256xf32>
    %58 = stablehlo.multiply %57, %36 : tensor<4x256xf32>
    %59 = stablehlo.multiply %17, %17 : tensor<4x256xf32>
    %60 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<4x256xf32>
    %63 = stablehlo.add %51, %58 : tensor<4x256xf32>
    %64 = stablehlo.multiply %58, %38 : tensor<4x256xf32>
    %65 = stablehlo.multiply %64, %62 : tensor<4x256xf32>
    %66 = stablehlo.add %63, %65 : tensor<4x256xf32>
    %98 = stablehlo.composite "recompose.gelu_tanh_grad" %arg0, %66 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %34, %98 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %67 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %69 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %71 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %75 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %76 = stablehlo.multiply %75, %arg0 : tensor<4x256xf32>
    %77 = stablehlo.multiply %76, %70 : tensor<4x256xf32>
    %78 = stablehlo.add %arg0, %77 : tensor<4x256xf32>
    %79 = stablehlo.multiply %78, %68 : tensor<4x256xf32>
    %80 = stablehlo.tanh %79 : tensor<4x256xf32>
    %81 = stablehlo.add %80, %72 : tensor<4x256xf32>
    %82 = stablehlo.multiply %81, %74 : tensor<4x256xf32>
    %83 = stablehlo.multiply %arg1, %82 : tensor<4x256xf32>
    %84 = stablehlo.multiply %arg0, %arg1 : tensor<4x256xf32>
    %85 = stablehlo.multiply %84, %74 : tensor<4x256xf32>
    %86 = stablehlo.subtract %72, %80 : tensor<4x256xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<4x256xf32>
    %88 = stablehlo.multiply %87, %80 : tensor<4x256xf32>
    %89 = stablehlo.add %87, %88 : tensor<4x256xf32>
    %90 = stablehlo.multiply %89, %68 : tensor<4x256xf32>
    %91 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %92 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<4x256xf32>
    %95 = stablehlo.add %83, %90 : tensor<4x256xf32>
    %96 = stablehlo.multiply %90, %70 : tensor<4x256xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<4x256xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x256xf32>
    return %98 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %18 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %19 = stablehlo.multiply %18, %arg0 : tensor<4x256xf32>
    %20 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.add %arg0, %22 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.tanh %26 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %arg0, %33 : tensor<4x256xf32>
    return %34 : tensor<4x256xf32>
  }
}
