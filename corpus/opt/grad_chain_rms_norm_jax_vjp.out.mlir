module @jit_grad_chain_rms_norm_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %14 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 256 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.rms_norm.1} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %26 = stablehlo.composite "recompose.rms_norm" %14 {composite_attributes = {cols = 256 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %57 = stablehlo.composite "recompose.rms_norm_grad" %14, %arg1 {composite_attributes = {cols = 256 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.rms_norm_grad.1} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %88 = stablehlo.composite "recompose.rms_norm_grad" %arg0, %57 {composite_attributes = {cols = 256 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.rms_norm_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %26, %88 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %58 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %59 = stablehlo.multiply %arg1, %58 : tensor<4x256xf32>
    %60 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %61 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%60 init: %61) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<4xf32>
    %66 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.add %65, %67 : tensor<4xf32>
    %69 = stablehlo.rsqrt %68 : tensor<4xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %71 = stablehlo.multiply %59, %70 : tensor<4x256xf32>
    %72 = stablehlo.multiply %arg0, %59 : tensor<4x256xf32>
    %73 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%72 init: %73) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.divide %69, %68 : tensor<4xf32>
    %76 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<4xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<4xf32>
    %80 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.divide %79, %81 : tensor<4xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %84 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %86 = stablehlo.multiply %arg0, %85 : tensor<4x256xf32>
    %87 = stablehlo.multiply %83, %86 : tensor<4x256xf32>
    %88 = stablehlo.add %71, %87 : tensor<4x256xf32>
    return %88 : tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm_grad.1(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %arg1, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %30 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%29 init: %30) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4xf32>
    %35 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.add %34, %36 : tensor<4xf32>
    %38 = stablehlo.rsqrt %37 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %40 = stablehlo.multiply %28, %39 : tensor<4x256xf32>
    %41 = stablehlo.multiply %arg0, %28 : tensor<4x256xf32>
    %42 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%41 init: %42) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.divide %38, %37 : tensor<4xf32>
    %45 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<4xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<4xf32>
    %49 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.divide %48, %50 : tensor<4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %53 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %55 = stablehlo.multiply %arg0, %54 : tensor<4x256xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<4x256xf32>
    %57 = stablehlo.add %40, %56 : tensor<4x256xf32>
    return %57 : tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %15 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4xf32>
    %21 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.add %20, %22 : tensor<4xf32>
    %24 = stablehlo.rsqrt %23 : tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %arg0, %25 : tensor<4x256xf32>
    return %26 : tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm.1(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4xf32>
    %9 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %8, %10 : tensor<4xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
