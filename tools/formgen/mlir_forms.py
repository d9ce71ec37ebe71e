"""The StableHLO/MHLO MLIR text forms of tools/formgen: one module per syntax form that
jaxlib's MLIR context parses and verifies, each holding a row softmax of
x: tensor<4x16xf32> written plainly, so that only the syntax varies. Standard library
only. A form is (name, op, text, keep), as in hlo_forms.py.
"""
T = "tensor<4x16xf32>"
V = "tensor<4xf32>"
S = "tensor<f32>"
NINF = "0xFF800000"


def _reduce_pretty(res, x, init, fn, d="stablehlo"):
    return ("%s = %s.reduce(%s init: %s) applies %s.%s across dimensions = [1] : (%s, %s) -> %s"
            % (res, d, x, init, d, fn, T, S, V))


def _reduce_region(res, x, init, fn):
    return ("%s = stablehlo.reduce(%s init: %s) across dimensions = [1] : (%s, %s) -> %s\n"
            "     reducer(%%ra: %s, %%rb: %s)  {\n"
            "      %%rr = stablehlo.%s %%ra, %%rb : %s\n"
            "      stablehlo.return %%rr : %s\n"
            "    }" % (res, x, init, T, S, V, S, S, fn, S, S))


def _reduce_generic(res, x, init, fn):
    return ('%s = "stablehlo.reduce"(%s, %s) <{dimensions = array<i64: 1>}> ({\n'
            "    ^bb0(%%ga: %s, %%gb: %s):\n"
            '      %%gr = "stablehlo.%s"(%%ga, %%gb) : (%s, %s) -> %s\n'
            '      "stablehlo.return"(%%gr) : (%s) -> ()\n'
            "    }) : (%s, %s) -> %s" % (res, x, init, S, S, fn, S, S, S, S, T, S, V))


def body(x="%arg0", reduce=_reduce_pretty, ninf=None, loc=lambda i: ""):
    """The softmax's lines, its result %6. ninf: the max init's constant line."""
    r = [ninf or ("%%cst = stablehlo.constant dense<%s> : %s%s" % (NINF, S, loc(0))),
         reduce("%0", x, "%cst", "maximum") + loc(1),
         "%%1 = stablehlo.broadcast_in_dim %%0, dims = [0] : (%s) -> %s%s" % (V, T, loc(2)),
         "%%2 = stablehlo.subtract %s, %%1 : %s%s" % (x, T, loc(3)),
         "%%3 = stablehlo.exponential %%2 : %s%s" % (T, loc(4)),
         "%%cst_0 = stablehlo.constant dense<0.000000e+00> : %s%s" % (S, loc(5)),
         reduce("%4", "%3", "%cst_0", "add") + loc(6),
         "%%5 = stablehlo.broadcast_in_dim %%4, dims = [0] : (%s) -> %s%s" % (V, T, loc(7)),
         "%%6 = stablehlo.divide %%3, %%5 : %s%s" % (T, loc(8))]
    return r


def module(lines, ret="%6", args="%%arg0: %s" % T, results=T, attrs="", tail="", before="",
           mattrs=" attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}", retloc=""):
    ind = "\n    ".join("\n    ".join(l.split("\n")) for l in lines)
    return ("module @jit_f%s {\n%s"
            "  func.func public @main(%s) -> (%s%s) {\n    %s\n    return %s : %s%s\n  }\n%s}\n%s"
            % (mattrs, before, args, results, attrs, ind, ret, results.split(" {")[0], retloc, "", tail)
            ).replace("\n\n}", "\n}")


def generic():
    """Every op in generic form, the reduce with its region, the function too."""
    g = ['%cst = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>',
         _reduce_generic("%0", "%arg0", "%cst", "maximum"),
         '%%1 = "stablehlo.broadcast_in_dim"(%%0) <{broadcast_dimensions = array<i64: 0>}> : (%s) -> %s' % (V, T),
         '%%2 = "stablehlo.subtract"(%%arg0, %%1) : (%s, %s) -> %s' % (T, T, T),
         '%%3 = "stablehlo.exponential"(%%2) : (%s) -> %s' % (T, T),
         '%cst_0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>',
         _reduce_generic("%4", "%3", "%cst_0", "add"),
         '%%5 = "stablehlo.broadcast_in_dim"(%%4) <{broadcast_dimensions = array<i64: 0>}> : (%s) -> %s' % (V, T),
         '%%6 = "stablehlo.divide"(%%3, %%5) : (%s, %s) -> %s' % (T, T, T)]
    return g


def forms():
    out = []
    add = lambda name, text, keep=(), op="softmax": out.append((name, op, text, list(keep)))
    add("mlir_pretty", module(body(), attrs=' {jax.result_info = "result"}'))
    add("mlir_reduce_region", module(body(reduce=_reduce_region)))
    add("mlir_reduce_generic", module(body(reduce=_reduce_generic)))
    add("mlir_generic_ops", module(generic()))
    gen_fn = ('"builtin.module"() <{sym_name = "jit_f"}> ({\n'
              '  "func.func"() <{function_type = (%s) -> %s, sym_name = "main"}> ({\n'
              "  ^bb0(%%arg0: %s):\n    %s\n"
              '    "func.return"(%%6) : (%s) -> ()\n  }) : () -> ()\n}) : () -> ()\n'
              % (T, T, T, "\n    ".join("\n    ".join(l.split("\n")) for l in generic()), T))
    add("mlir_generic_module", gen_fn)
    mh = ["%cst = mhlo.constant dense<0xFF800000> : tensor<f32>",
          _reduce_pretty("%0", "%arg0", "%cst", "maximum", d="mhlo"),
          '%%1 = "mhlo.broadcast_in_dim"(%%0) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (%s) -> %s' % (V, T),
          "%%2 = mhlo.subtract %%arg0, %%1 : %s" % T,
          "%%3 = mhlo.exponential %%2 : %s" % T,
          "%cst_0 = mhlo.constant dense<0.000000e+00> : tensor<f32>",
          _reduce_pretty("%4", "%3", "%cst_0", "add", d="mhlo"),
          '%%5 = "mhlo.broadcast_in_dim"(%%4) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (%s) -> %s' % (V, T),
          "%%6 = mhlo.divide %%3, %%5 : %s" % T]
    add("mlir_mhlo_dialect", module(mh))
    # #stablehlo<...> attributes on side ops: a compare and a dot with a precision config
    side = ["%%c = stablehlo.compare  GT, %%arg0, %%6,  FLOAT : (%s, %s) -> tensor<4x16xi1>" % (T, T),
            '%%g = "stablehlo.compare"(%%arg0, %%6) <{comparison_direction = #stablehlo<comparison_direction LT>, '
            'compare_type = #stablehlo<comparison_type TOTALORDER>}> : (%s, %s) -> tensor<4x16xi1>' % (T, T),
            "%%d = stablehlo.dot_general %%6, %%arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], "
            "precision = [DEFAULT, HIGHEST] : (%s, %s) -> %s" % (T, T, V),
            "%o:2 = stablehlo.rng_bit_generator %st, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)"]
    add("mlir_stablehlo_attrs", module(body() + side, ret="%6, %c, %g, %d, %o#1",
                                       args="%%arg0: %s, %%st: tensor<2xui64>" % T,
                                       results="%s, tensor<4x16xi1>, tensor<4x16xi1>, %s, tensor<4xui32>" % (T, V)),
        ["comparison_type TOTALORDER", "HIGHEST", "DEFAULT"])
    res = "\n{-#\n  dialect_resources: {\n    builtin: {\n      ninf: \"0x04000000000080FF\",\n" \
          "      tbl: \"0x040000000000803F00000040\"\n    }\n  }\n#-}\n"
    add("mlir_dense_resource", module(
        body() + ["%tb = stablehlo.constant dense_resource<tbl> : tensor<2xf32>"], ret="%6, %tb",
        results="%s, tensor<2xf32>" % T, tail=res), ["dense_resource<tbl>", "0x040000000000803F00000040"])
    add("mlir_dense_resource_init", module(
        body(ninf="%cst = stablehlo.constant dense_resource<ninf> : tensor<f32>"), tail=res.replace(
            ',\n      tbl: "0x040000000000803F00000040"', "")), ["dense_resource<ninf>"])
    sdy = '  sdy.mesh @mesh = <["x"=2]>\n'
    add("mlir_sdy_sharding", module(
        body() + ['%s = sdy.sharding_constraint %6 <@mesh, [{"x"}, {}]> : ' + T],
        ret="%s", args='%%arg0: %s {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}' % T,
        results='%s {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}' % T, before=sdy),
        ["sdy.mesh @mesh", "sdy.sharding_constraint", '#sdy.sharding<@mesh, [{"x"}, {}]>'])
    add("mlir_mhlo_sharding_attrs", module(
        body() + ['%s = stablehlo.custom_call @Sharding(%6) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (' + T + ") -> " + T],
        ret="%s", args='%%arg0: %s {mhlo.sharding = "{devices=[2,1]<=[2]}", mhlo.layout_mode = "default"}' % T,
        mattrs=' attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, '
               'mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}}'),
        ['mhlo.layout_mode = "default"', 'mhlo.frontend_attributes'])
    ann = ' {mhlo.sharding = "{replicated}", mhlo.frontend_attributes = {_xla_compute_type = "host"}}'
    add("mlir_root_annotations", module(body()[:-1] + [body()[-1].replace(" : " + T, ann + " : " + T)]),
        ['mhlo.sharding = "{replicated}"', '_xla_compute_type = "host"'])
    callee = ("  func.func private @softmax(%%arg0: %s) -> %s {\n    %s\n    return %%6 : %s\n  }\n"
              % (T, T, "\n    ".join(body()), T))
    add("mlir_private_callee", module(["%6 = call @softmax(%arg0) : (" + T + ") -> " + T], before=callee))
    add("mlir_func_call_after", module(["%6 = func.call @softmax(%arg0) : (" + T + ") -> " + T])
        .replace("\n}\n", "\n" + callee + "}\n"))
    cf = ("  func.func private @twice(%%x: %s) -> %s {\n"
          "    cf.br ^bb1(%%x : %s)\n"
          "  ^bb1(%%y: %s):  // pred: ^bb0\n"
          "    %%n = stablehlo.negate %%y : %s\n"
          "    return %%n : %s\n  }\n" % (T, T, T, T, T, T))
    add("mlir_cf_blocks", module(body() + ["%7 = call @twice(%6) : (" + T + ") -> " + T], ret="%7", before=cf),
        ["cf.br ^bb1(%x : tensor<4x16xf32>)", "^bb1(%y: tensor<4x16xf32>):"])
    main_cf = ("module @jit_f {\n" + callee +
               "  func.func public @main(%%arg0: %s, %%p: tensor<i1>) -> %s {\n"
               "    %%0 = call @softmax(%%arg0) : (%s) -> %s\n"
               "    cf.br ^bb1(%%0 : %s)\n"
               "  ^bb1(%%y: %s):\n"
               "    return %%y : %s\n  }\n}\n" % (T, T, T, T, T, T, T))
    add("mlir_cf_entry", main_cf, ["cf.br ^bb1(%0 : tensor<4x16xf32>)"])
    locs = ["#loc = loc(unknown)", '#loc1 = loc("/tmp/model.py":12:8)',
            '#loc2 = loc("jit(f)/softmax/reduce_max"(#loc1))',
            '#loc3 = loc(fused["a.py":1:1, "b.py":2:2])',
            '#loc4 = loc(callsite("f"("a.py":3:4) at "g"("b.py":5:6)))']
    lc = lambda i: " loc(#loc%d)" % (1 + i % 4)
    add("mlir_locations", module(body(loc=lc), args="%%arg0: %s loc(\"x\")" % T, retloc=" loc(#loc)",
                                 tail="\n".join(locs) + "\n"), ['#loc2 = loc("jit(f)/softmax/reduce_max"(#loc1))'])
    add("mlir_inline_locations", module(body(loc=lambda i: ' loc("op%d")' % i)))
    comp = ("  func.func private @softmax_impl(%%arg0: %s) -> %s {\n    %s\n    return %%6 : %s\n  }\n"
            % (T, T, "\n    ".join(body()), T))
    add("mlir_composite", module(['%%6 = stablehlo.composite "test.softmax" %%arg0 {composite_attributes = {dim = 1 : i64}, '
                                  "decomposition = @softmax_impl} : (%s) -> %s" % (T, T)], before=comp))
    add("mlir_variadic_reduce", module(
        ["%io = stablehlo.iota dim = 1 : tensor<4x16xi32>", "%zi = stablehlo.constant dense<0> : tensor<i32>"] +
        body() + ["%%m:2 = stablehlo.reduce(%%arg0 init: %%cst), (%%io init: %%zi) across dimensions = [1] : "
                  "(%s, tensor<4x16xi32>, %s, tensor<i32>) -> (%s, tensor<4xi32>)\n"
                  "     reducer(%%a: %s, %%c: %s) (%%b: tensor<i32>, %%d: tensor<i32>)  {\n"
                  "      %%ge = stablehlo.compare  GE, %%a, %%c,  FLOAT : (%s, %s) -> tensor<i1>\n"
                  "      %%v = stablehlo.select %%ge, %%a, %%c : tensor<i1>, %s\n"
                  "      %%i = stablehlo.select %%ge, %%b, %%d : tensor<i1>, tensor<i32>\n"
                  "      stablehlo.return %%v, %%i : %s, tensor<i32>\n    }" % (T, S, V, S, S, S, S, S, S)],
        ret="%6, %m#1", results="%s, tensor<4xi32>" % T))
    add("mlir_side_types", module(
        body() + ["%k4 = stablehlo.constant dense<[1, -2]> : tensor<2xi4>",
                  "%k8 = stablehlo.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf8E4M3FN>",
                  "%kb = stablehlo.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xbf16>",
                  "%ui = stablehlo.constant dense<[1, 15]> : tensor<2xui4>",
                  "%nf = stablehlo.constant dense<[0x7FC00000, 0xFF800000, -0.000000e+00]> : tensor<3xf32>"],
        ret="%6, %k4, %k8, %kb, %ui, %nf, %q, %tk",
        args="%%arg0: %s, %%q: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %%tk: !stablehlo.token" % T,
        results="%s, tensor<2xi4>, tensor<2xf8E4M3FN>, tensor<2xbf16>, tensor<2xui4>, tensor<3xf32>, "
                "tensor<?x4xf32, #stablehlo.bounds<8, ?>>, !stablehlo.token" % T),
        ["tensor<2xi4>", "tensor<2xf8E4M3FN>", "#stablehlo.bounds<8, ?>", "!stablehlo.token"])
    add("mlir_type_aliases", "!t = tensor<4x16xf32>\n!s = tensor<f32>\n" + module(body()).replace(
        "%%arg0: %s" % T, "%arg0: !t").replace("-> (%s)" % T, "-> (!t)"), ["!t = tensor<4x16xf32>"])
    add("mlir_hex_dense", module(body(ninf='%cst = stablehlo.constant dense<"0x0000803F000000400000404000008040"> '
                                           ": tensor<4xf32>\n%cst_n = stablehlo.constant dense<0xFF800000> : tensor<f32>")
                                 ).replace("%arg0 init: %cst)", "%arg0 init: %cst_n)").replace(
        "    return %6 : " + T, "    return %6, %cst : " + T + ", tensor<4xf32>").replace(
        "-> (%s)" % T, "-> (%s, tensor<4xf32>)" % T), ['dense<"0x0000803F000000400000404000008040">'])
    add("mlir_quoted_symbols", module(["%6 = func.call @\"soft max\"(%arg0) : (" + T + ") -> " + T],
                                      before=callee.replace("@softmax", '@"soft max"')).replace(
        "func.func public @main", 'func.func public @"main"'))
    add("mlir_module_unnamed_comments", "// a line comment\n" + module(body()).replace("module @jit_f attributes",
                                                                                     "module attributes").replace(
        "    %1 = ", "    // the row max, broadcast\n    %1 = "))
    decl = "  func.func private @external(%s) -> %s\n" % (T, T)
    add("mlir_declaration", module(body(), before=decl, attrs=""), ["func.func private @external"])
    loop = ["%c0 = stablehlo.constant dense<0> : tensor<i32>",
            "%c3 = stablehlo.constant dense<3> : tensor<i32>",
            "%w:2 = stablehlo.while(%iterArg = %c0, %iterArg_1 = %6) : tensor<i32>, " + T + "\n"
            "     cond {\n"
            "      %lt = stablehlo.compare  LT, %iterArg, %c3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            "      stablehlo.return %lt : tensor<i1>\n"
            "    } do {\n"
            "      %one = stablehlo.constant dense<1> : tensor<i32>\n"
            "      %nx = stablehlo.add %iterArg, %one : tensor<i32>\n"
            "      %ng = stablehlo.negate %iterArg_1 : " + T + "\n"
            "      stablehlo.return %nx, %ng : tensor<i32>, " + T + "\n    }",
            "%p = stablehlo.compare  GT, %c0, %c3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>",
            "%if = \"stablehlo.if\"(%p) ({\n"
            "      stablehlo.return %6 : " + T + "\n"
            "    }, {\n"
            "      %ng2 = stablehlo.negate %6 : " + T + "\n"
            "      stablehlo.return %ng2 : " + T + "\n"
            "    }) : (tensor<i1>) -> " + T,
            "%cs = \"stablehlo.case\"(%c0) ({\n"
            "      stablehlo.return %6 : " + T + "\n"
            "    }) : (tensor<i32>) -> " + T]
    add("mlir_control_flow_ops", module(body() + loop, ret="%w#1, %if, %cs", results=", ".join([T] * 3)),
        ["stablehlo.while(%iterArg = %c0", '"stablehlo.case"'])
    zoo = [l.replace("%s", T) for l in ["%l4 = stablehlo.reshape %arg0 : (%s) -> tensor<1x4x16x1xf32>",
           "%k1 = stablehlo.constant dense<2.000000e+00> : tensor<1x1x1x1xf32>",
           "%cv = stablehlo.convolution(%l4, %k1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
           "window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} "
           "{batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, "
           "#stablehlo<precision DEFAULT>]} : (tensor<1x4x16x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x16x1xf32>",
           "%ix = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi32>",
           '%ga = "stablehlo.gather"(%arg0, %ix) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], '
           "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, "
           "slice_sizes = array<i64: 1, 16>}> : (%s, tensor<2x1xi32>) -> tensor<2x16xf32>",
           "%xc = \"stablehlo.scatter\"(%arg0, %ix, %ga) <{scatter_dimension_numbers = #stablehlo.scatter<"
           "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
           "index_vector_dim = 1>}> ({\n"
           "    ^bb0(%xa: tensor<f32>, %xb: tensor<f32>):\n"
           "      %xs = stablehlo.add %xa, %xb : tensor<f32>\n"
           "      stablehlo.return %xs : tensor<f32>\n"
           "    }) : (%s, tensor<2x1xi32>, tensor<2x16xf32>) -> %s",
           "%er = chlo.erf %arg0 : %s -> %s",
           "%cx = stablehlo.constant dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f32>>",
           '%cc = stablehlo.custom_call @my_op(%arg0) {api_version = 4 : i32, backend_config = {k = 1 : i64}, '
           "has_side_effect = true} : (%s) -> %s",
           "%ob:2 = stablehlo.optimization_barrier %6, %arg0 : %s, %s"]]
    add("mlir_ops_attrs", module(body() + zoo, ret="%6, %cv, %xc, %er, %cx, %cc, %ob#1",
                                 results=", ".join([T, "tensor<1x4x16x1xf32>", T, T, "tensor<complex<f32>>", T, T])),
        ["dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "#stablehlo.gather<", "#stablehlo.scatter<",
         "chlo.erf", "backend_config = {k = 1 : i64}"])
    more = [l.replace("%T", T) for l in [
        "%tp = stablehlo.tuple %6, %arg0 : tuple<%T, %T>",
        "%te = stablehlo.get_tuple_element %tp[1] : (tuple<%T, %T>) -> %T",
        '%ar = "stablehlo.all_reduce"(%te) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, '
        "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({\n"
        "    ^bb0(%ya: tensor<f32>, %yb: tensor<f32>):\n"
        "      %ys = stablehlo.add %ya, %yb : tensor<f32>\n"
        "      stablehlo.return %ys : tensor<f32>\n"
        "    }) : (%T) -> %T",
        "%tk = stablehlo.after_all : !stablehlo.token",
        '%of = "stablehlo.outfeed"(%ar, %tk) <{outfeed_config = ""}> : (%T, !stablehlo.token) -> !stablehlo.token',
        "%cv = stablehlo.convert %arg0 : (%T) -> tensor<4x16xbf16>",
        "%al = stablehlo.custom_call @inplace(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<"
        "output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (%T) -> %T",
        "%dy = stablehlo.get_dimension_size %arg0, dim = 1 : (%T) -> tensor<i32>"]]
    add("mlir_ops_more", module(body() + more, ret="%6, %of, %cv, %al, %dy",
                                args='%%arg0: %s {jax.arg_info = "x", mhlo.sharding = "{replicated}"}' % T,
                                results="%s, !stablehlo.token, tensor<4x16xbf16>, %s, tensor<i32>" % (T, T)),
        ["#stablehlo.channel_handle<handle = 1, type = 0>",
         "#stablehlo.output_operand_alias<", 'jax.arg_info = "x"'])
    add("mlir_func_attributes", module(body()).replace(
        ") {\n    %cst", ") attributes {jax.uses_shape_polymorphism = false, tf.aliasing_output = 0 : i32} {\n    %cst"),
        ["jax.uses_shape_polymorphism = false"])
    add("mlir_crlf_utf8", module(body(loc=lambda i: ' loc("softmax/δ→ü/模型")' if i == 8 else "")).replace("\n", "\r\n"),
        ['loc("softmax/δ→ü/模型")'])
    add("mlir_no_module", module(body()).split("\n", 1)[1].rsplit("}\n", 1)[0])
    return out
