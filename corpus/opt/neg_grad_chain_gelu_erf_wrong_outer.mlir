module @jit_neg_grad_chain_gelu_erf_wrong_outer {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256xf32>
    %7 = chlo.erf %6 : tensor<4x256xf32> -> tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %3, %10 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<4x256xf32>
    %18 = chlo.erf %17 : tensor<4x256xf32> -> tensor<4x256xf32>
    %19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.add %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<8.00000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %25 = stablehlo.multiply %11, %24 : tensor<4x256xf32>
    %26 = chlo.erf %25 : tensor<4x256xf32> -> tensor<4x256xf32>
    %27 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %29 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %30, %26 : tensor<4x256xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<4x256xf32>
    %33 = stablehlo.multiply %11, %11 : tensor<4x256xf32>
    %34 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<4x256xf32>
    %37 = stablehlo.exponential %36 : tensor<4x256xf32>
    %38 = stablehlo.multiply %11, %37 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<4x256xf32>
    %42 = stablehlo.add %32, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %arg1, %42 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<4x256xf32>
    %47 = chlo.erf %46 : tensor<4x256xf32> -> tensor<4x256xf32>
    %48 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %52 = stablehlo.add %51, %47 : tensor<4x256xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %55 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<4x256xf32>
    %58 = stablehlo.exponential %57 : tensor<4x256xf32>
    %59 = stablehlo.multiply %arg0, %58 : tensor<4x256xf32>
    %60 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<4x256xf32>
    %63 = stablehlo.add %53, %62 : tensor<4x256xf32>
    %64 = stablehlo.multiply %43, %63 : tensor<4x256xf32>
    return %22, %64 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
