module @jit_grad_gelu_tanh_msq_loss {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.tanh %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.add %14, %10 : tensor<4x256xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x256xf32>
    %18 = stablehlo.subtract %17, %arg1 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.subtract %17, %arg1 : tensor<4x256xf32>
    %26 = stablehlo.subtract %17, %arg1 : tensor<4x256xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %32 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %34 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %36 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %37 = stablehlo.multiply %36, %arg0 : tensor<4x256xf32>
    %38 = stablehlo.multiply %37, %31 : tensor<4x256xf32>
    %39 = stablehlo.add %arg0, %38 : tensor<4x256xf32>
    %40 = stablehlo.multiply %39, %29 : tensor<4x256xf32>
    %41 = stablehlo.tanh %40 : tensor<4x256xf32>
    %42 = stablehlo.add %41, %33 : tensor<4x256xf32>
    %43 = stablehlo.multiply %42, %35 : tensor<4x256xf32>
    %44 = stablehlo.multiply %24, %43 : tensor<4x256xf32>
    %45 = stablehlo.multiply %arg0, %24 : tensor<4x256xf32>
    %46 = stablehlo.multiply %45, %35 : tensor<4x256xf32>
    %47 = stablehlo.subtract %33, %41 : tensor<4x256xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %48, %41 : tensor<4x256xf32>
    %50 = stablehlo.add %48, %49 : tensor<4x256xf32>
    %51 = stablehlo.multiply %50, %29 : tensor<4x256xf32>
    %52 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %53 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<4x256xf32>
    %56 = stablehlo.add %44, %51 : tensor<4x256xf32>
    %57 = stablehlo.multiply %51, %31 : tensor<4x256xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<4x256xf32>
    %59 = stablehlo.add %56, %58 : tensor<4x256xf32>
    return %27, %59 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
