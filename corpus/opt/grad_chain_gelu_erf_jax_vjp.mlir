module @jit_grad_chain_gelu_erf_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = chlo.erfc %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4x256xf32>
    %13 = stablehlo.negate %9 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = chlo.erfc %16 : tensor<4x256xf32> -> tensor<4x256xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<4x256xf32>
    %19 = chlo.square %16 : tensor<4x256xf32> -> tensor<4x256xf32>
    %20 = stablehlo.negate %19 : tensor<4x256xf32>
    %21 = stablehlo.exponential %20 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<-1.12837923e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.multiply %12, %arg1 : tensor<4x256xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<4x256xf32>
    %27 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x256xf32>
    %30 = stablehlo.negate %29 : tensor<4x256xf32>
    %31 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %33 = stablehlo.multiply %arg1, %17 : tensor<4x256xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<4x256xf32>
    %35 = stablehlo.add %30, %34 : tensor<4x256xf32>
    %36 = chlo.square %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %37 = stablehlo.negate %36 : tensor<4x256xf32>
    %38 = stablehlo.exponential %37 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<-1.12837923e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.multiply %3, %35 : tensor<4x256xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %42, %38 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<4x256xf32>
    %47 = stablehlo.negate %46 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.multiply %35, %8 : tensor<4x256xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
    %52 = stablehlo.add %47, %51 : tensor<4x256xf32>
    return %18, %52 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
