module @jit_grad_rms_norm_chain_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %4 = stablehlo.constant dense<3.90625000e-03> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %6 = stablehlo.multiply %3, %5 : tensor<4xbf16>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %9 = stablehlo.add %6, %8 : tensor<4xbf16>
    %10 = stablehlo.rsqrt %9 : tensor<4xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x256xbf16>
    %13 = stablehlo.multiply %12, %12 : tensor<4x256xbf16>
    %14 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %15 = stablehlo.reduce(%13 init: %14) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %16 = stablehlo.constant dense<3.90625000e-03> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %18 = stablehlo.multiply %15, %17 : tensor<4xbf16>
    %19 = stablehlo.constant dense<1.00000000e-05> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %21 = stablehlo.add %18, %20 : tensor<4xbf16>
    %22 = stablehlo.rsqrt %21 : tensor<4xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %24 = stablehlo.multiply %arg1, %23 : tensor<4x256xbf16>
    %25 = stablehlo.multiply %12, %arg1 : tensor<4x256xbf16>
    %26 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %27 = stablehlo.reduce(%25 init: %26) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %28 = stablehlo.divide %22, %21 : tensor<4xbf16>
    %29 = stablehlo.constant dense<-5.00000000e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %31 = stablehlo.multiply %28, %30 : tensor<4xbf16>
    %32 = stablehlo.multiply %27, %31 : tensor<4xbf16>
    %33 = stablehlo.constant dense<2.56000000e+02> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %35 = stablehlo.divide %32, %34 : tensor<4xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %37 = stablehlo.constant dense<2.00000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %39 = stablehlo.multiply %12, %38 : tensor<4x256xbf16>
    %40 = stablehlo.multiply %36, %39 : tensor<4x256xbf16>
    %41 = stablehlo.add %24, %40 : tensor<4x256xbf16>
    %42 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xbf16>
    %43 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %44 = stablehlo.reduce(%42 init: %43) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %45 = stablehlo.constant dense<3.90625000e-03> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %47 = stablehlo.multiply %44, %46 : tensor<4xbf16>
    %48 = stablehlo.constant dense<1.00000000e-05> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %50 = stablehlo.add %47, %49 : tensor<4xbf16>
    %51 = stablehlo.rsqrt %50 : tensor<4xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %53 = stablehlo.multiply %41, %52 : tensor<4x256xbf16>
    %54 = stablehlo.multiply %arg0, %41 : tensor<4x256xbf16>
    %55 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %56 = stablehlo.reduce(%54 init: %55) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %57 = stablehlo.divide %51, %50 : tensor<4xbf16>
    %58 = stablehlo.constant dense<-5.00000000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %60 = stablehlo.multiply %57, %59 : tensor<4xbf16>
    %61 = stablehlo.multiply %56, %60 : tensor<4xbf16>
    %62 = stablehlo.constant dense<2.56000000e+02> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %64 = stablehlo.divide %61, %63 : tensor<4xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %66 = stablehlo.constant dense<2.00000000e+00> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %68 = stablehlo.multiply %arg0, %67 : tensor<4x256xbf16>
    %69 = stablehlo.multiply %65, %68 : tensor<4x256xbf16>
    %70 = stablehlo.add %53, %69 : tensor<4x256xbf16>
    return %70 : tensor<4x256xbf16>
  }
}
