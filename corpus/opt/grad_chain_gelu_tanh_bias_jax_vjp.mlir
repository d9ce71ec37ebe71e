module @jit_grad_chain_gelu_tanh_bias_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.tanh %10 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<4x256xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<4x256xf32>
    %19 = stablehlo.add %18, %1 : tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<4x256xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.add %19, %24 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x256xf32>
    %29 = stablehlo.tanh %28 : tensor<4x256xf32>
    %30 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %32 = stablehlo.add %29, %31 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<4x256xf32>
    %36 = stablehlo.multiply %19, %35 : tensor<4x256xf32>
    %37 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %39 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %43 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %45 = stablehlo.multiply %19, %19 : tensor<4x256xf32>
    %46 = stablehlo.multiply %45, %19 : tensor<4x256xf32>
    %47 = stablehlo.multiply %46, %40 : tensor<4x256xf32>
    %48 = stablehlo.add %19, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %48, %38 : tensor<4x256xf32>
    %50 = stablehlo.tanh %49 : tensor<4x256xf32>
    %51 = stablehlo.add %50, %42 : tensor<4x256xf32>
    %52 = stablehlo.multiply %51, %44 : tensor<4x256xf32>
    %53 = stablehlo.multiply %arg1, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %19, %arg1 : tensor<4x256xf32>
    %55 = stablehlo.multiply %54, %44 : tensor<4x256xf32>
    %56 = stablehlo.subtract %42, %50 : tensor<4x256xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<4x256xf32>
    %58 = stablehlo.multiply %57, %50 : tensor<4x256xf32>
    %59 = stablehlo.add %57, %58 : tensor<4x256xf32>
    %60 = stablehlo.multiply %59, %38 : tensor<4x256xf32>
    %61 = stablehlo.multiply %19, %19 : tensor<4x256xf32>
    %62 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<4x256xf32>
    %65 = stablehlo.add %53, %60 : tensor<4x256xf32>
    %66 = stablehlo.multiply %60, %40 : tensor<4x256xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<4x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<4x256xf32>
    %69 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %71 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %75 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %78 = stablehlo.multiply %77, %arg0 : tensor<4x256xf32>
    %79 = stablehlo.multiply %78, %72 : tensor<4x256xf32>
    %80 = stablehlo.add %arg0, %79 : tensor<4x256xf32>
    %81 = stablehlo.multiply %80, %70 : tensor<4x256xf32>
    %82 = stablehlo.tanh %81 : tensor<4x256xf32>
    %83 = stablehlo.add %82, %74 : tensor<4x256xf32>
    %84 = stablehlo.multiply %83, %76 : tensor<4x256xf32>
    %85 = stablehlo.multiply %68, %84 : tensor<4x256xf32>
    %86 = stablehlo.multiply %arg0, %68 : tensor<4x256xf32>
    %87 = stablehlo.multiply %86, %76 : tensor<4x256xf32>
    %88 = stablehlo.subtract %74, %82 : tensor<4x256xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<4x256xf32>
    %90 = stablehlo.multiply %89, %82 : tensor<4x256xf32>
    %91 = stablehlo.add %89, %90 : tensor<4x256xf32>
    %92 = stablehlo.multiply %91, %70 : tensor<4x256xf32>
    %93 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %94 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<4x256xf32>
    %97 = stablehlo.add %85, %92 : tensor<4x256xf32>
    %98 = stablehlo.multiply %92, %72 : tensor<4x256xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<4x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<4x256xf32>
    return %36, %100 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
